/**
 * The documentation speaks en, fr and nl (docs/api.md §8): every RouteDef summary, every ParamDef
 * description and every other text of the index and the OpenAPI document has a French and a Dutch
 * translation, no catalog entry is left over after an English text changes, and translating
 * changes texts only — names, types, enums and defaults are the same in every language.
 */
import { defaultConfig } from '../../server/src/config';
import { catalogs, textsOf, translateTexts } from '../../server/src/v1/docs/i18n';
import { message } from '../../server/src/v1/messages';
import { namespaceIndex } from '../../server/src/v1/docs/namespace-index';
import { openApiDocument } from '../../server/src/v1/docs/openapi';
import { routes } from '../../server/src/v1/routes';

const LANGS = ['fr', 'nl'] as const;
const ctx = (lang: string) => ({
  root: 'http://h/api/calendar/events/v1',
  lang,
  config: defaultConfig,
});
const documents = (lang: string) => ({
  doc: openApiDocument(routes, ctx(lang)),
  index: namespaceIndex(routes, ctx(lang)),
});

const summaries = [...new Set(routes.map((r) => r.summary))];
const descriptions = [...new Set(routes.flatMap((r) => r.params.map((p) => p.description)))];
const englishTexts = () => {
  const { doc, index } = documents('en');
  return [...new Set([...textsOf(doc), ...textsOf(index), ...summaries, ...descriptions])];
};

const missingIn = (lang: string, texts: string[]) =>
  texts.filter((t) => catalogs[lang][t] === undefined);

/** The document with every text replaced by a marker: what must not depend on the language. */
const skeleton = (node: unknown) =>
  JSON.parse(
    JSON.stringify(node, (key, value) =>
      ['description', 'summary', 'title'].includes(key) && typeof value === 'string' ? '…' : value
    )
  );

describe.each(LANGS)('%s catalog', (lang) => {
  test('translates every RouteDef summary', () => {
    expect(missingIn(lang, summaries)).toEqual([]);
  });

  test('translates every ParamDef description', () => {
    expect(missingIn(lang, descriptions)).toEqual([]);
  });

  test('translates every other text of the index and the document', () => {
    expect(missingIn(lang, englishTexts())).toEqual([]);
  });

  test('has no entry for a text that no longer exists (it would hide a missing translation of the new text)', () => {
    const texts = new Set(englishTexts());
    expect(Object.keys(catalogs[lang]).filter((key) => !texts.has(key))).toEqual([]);
  });

  test('has no empty translation', () => {
    expect(Object.entries(catalogs[lang]).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  test('the translated documents carry only translated texts', () => {
    const { doc, index } = documents(lang);
    const translations = new Set(Object.values(catalogs[lang]));
    const untranslated = [...textsOf(doc), ...textsOf(index)].filter((t) => !translations.has(t));
    expect(untranslated).toEqual([]);
  });

  test('names, types, enums, defaults and structure are those of the English documents', () => {
    const english = documents('en');
    const translated = documents(lang);
    expect(skeleton(translated.doc)).toEqual(skeleton(english.doc));
    expect(skeleton(translated.index)).toEqual(skeleton(english.index));
  });
});

describe('translateTexts', () => {
  test('translates texts but never names, values or data', () => {
    const node = {
      description: 'The record ID',
      properties: {
        description: { type: 'string', description: 'The record ID' },
        default: { description: 'The record ID' },
      },
      default: { description: 'The record ID' },
      enum: ['The record ID'],
      name: 'The record ID',
    };
    expect(translateTexts(node, 'fr')).toEqual({
      description: 'L’ID de l’enregistrement',
      properties: {
        description: { type: 'string', description: 'L’ID de l’enregistrement' },
        default: { description: 'L’ID de l’enregistrement' },
      },
      default: { description: 'The record ID' },
      enum: ['The record ID'],
      name: 'The record ID',
    });
  });

  test('leaves English, and languages without a catalog, as they are', () => {
    const node = { description: 'The record ID' };
    expect(translateTexts(node, 'en')).toEqual(node);
    expect(translateTexts(node, 'de')).toEqual(node);
  });

  test("a regional locale reads its base language's texts and messages (fr-CA, nl-BE)", () => {
    const node = { description: 'The record ID' };
    expect(translateTexts(node, 'fr-CA')).toEqual(translateTexts(node, 'fr'));
    expect(translateTexts(node, 'nl-BE')).toEqual(translateTexts(node, 'nl'));
    expect(translateTexts(node, 'fr-CA')).not.toEqual(node);
    expect(message('rest_translation_exists', 'fr-CA', { lang: 'en' })).toBe(
      message('rest_translation_exists', 'fr', { lang: 'en' })
    );
    expect(message('rest_translation_exists', 'de-AT', { lang: 'en' })).toBe(
      message('rest_translation_exists', 'en', { lang: 'en' })
    );
  });
});
