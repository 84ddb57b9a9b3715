/**
 * The Content Manager's words for the calendar's enumerations (admin/src/content-manager/words.ts,
 * issue #28): every value a worded field can store has a word in each admin language the plugin
 * translates, so an editor never meets a stored value like `pending` or `moved_online`.
 */
import fs from 'fs';
import path from 'path';
import { createIntl } from 'react-intl';
import { isWorded, valueWord } from '../../admin/src/content-manager/words';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

const worded: Array<[string, string, string]> = [];
for (const kind of ['event', 'venue', 'organizer', 'category', 'tag']) {
  const { attributes } = read(`server/src/content-types/${kind}/schema.json`);
  for (const [field, attribute] of Object.entries<{ type: string; enum?: string[] }>(attributes))
    if (attribute.type === 'enumeration' && isWorded(field))
      for (const value of attribute.enum!) worded.push([kind, field, value]);
}

it('words every status, event status, attendance mode and symbol position', () => {
  const fields = new Set(worded.map(([, field]) => field));
  expect([...fields].sort()).toEqual([
    'attendanceMode',
    'currencyPosition',
    'eventStatus',
    'postStatus',
  ]);
});

describe.each(['en', 'fr', 'nl'])('in %s', (locale) => {
  const data: Record<string, string> = read(`admin/src/translations/${locale}.json`);
  const messages = Object.fromEntries(Object.entries(data).map(([k, v]) => [`calendar.${k}`, v]));
  const intl = createIntl({ locale, messages, onError: () => undefined });

  it.each(worded)('%s.%s = %s has a word', (_kind, field, value) => {
    const word = valueWord(intl, field, value);
    expect(word).not.toBe(value);
    expect(word.trim()).not.toBe('');
  });

  it('names Trash and Published apart', () => {
    expect(valueWord(intl, 'postStatus', 'trash')).not.toBe(
      valueWord(intl, 'postStatus', 'publish')
    );
  });
});
