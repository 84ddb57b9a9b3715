/**
 * The `imageDownload` plugin option (docs/api.md §7): defaults, and a start refused with a message
 * naming the option when a limit is not usable.
 */
import { defaultConfig, validateConfig, type CalendarConfig } from '../../server/src/config';

const withDownload = (imageDownload: unknown) =>
  ({ ...defaultConfig, imageDownload }) as CalendarConfig;

test('defaults: 10 s in all, 5 s of silence, 10 MiB, 3 redirects', () => {
  expect(defaultConfig.imageDownload).toEqual({
    timeoutMs: 10000,
    idleTimeoutMs: 5000,
    maxBytes: 10 * 1024 * 1024,
    maxRedirects: 3,
  });
  expect(() => validateConfig(defaultConfig)).not.toThrow();
});

test('no redirects at all is a valid choice', () => {
  expect(() =>
    validateConfig(withDownload({ ...defaultConfig.imageDownload, maxRedirects: 0 }))
  ).not.toThrow();
});

test.each([
  [null, /"imageDownload": must be an object/],
  [{ ...defaultConfig.imageDownload, timeoutMs: 0 }, /timeoutMs must be a positive integer/],
  [
    { ...defaultConfig.imageDownload, idleTimeoutMs: '5000' },
    /idleTimeoutMs must be a positive integer/,
  ],
  [{ ...defaultConfig.imageDownload, maxBytes: 1.5 }, /maxBytes must be a positive integer/],
  [
    { ...defaultConfig.imageDownload, maxRedirects: -1 },
    /maxRedirects must be an integer, 0 or more/,
  ],
])('refused: %j', (value, text) => {
  expect(() => validateConfig(withDownload(value))).toThrow(text);
});

// Strapi merges a site's options over the plugin's defaults with defaultsDeep, which would merge
// `languages` item by item: the default is given only when the site sets none. The default `[]`
// serves the site's locales (setup/languages.ts resolves it at start).
test('languages: [] when unset, the site list whole otherwise', async () => {
  const pluginConfig = (await import('../../server/src/config')).default;
  expect(pluginConfig.default).not.toHaveProperty('languages');
  const unset = { ...pluginConfig.default } as CalendarConfig;
  validateConfig(unset);
  expect(unset.languages).toEqual([]);
  const own = { ...pluginConfig.default, languages: ['en'] } as CalendarConfig;
  validateConfig(own);
  expect(own.languages).toEqual(['en']);
});
