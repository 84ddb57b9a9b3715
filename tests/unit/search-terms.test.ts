import { searchTerms } from '../../server/src/services/event-filters';

describe('searchTerms (WordPress keyword search splitting)', () => {
  it.each([
    ['jazz night', ['jazz', 'night']],
    ['jazz,night+live', ['jazz', 'night', 'live']],
    ['"jazz night" live', ['jazz night', 'live']],
    ['the jazz of a night', ['jazz', 'night']],
    ['jazz -rock', ['jazz', '-rock']],
    ['100%', ['100%']],
    ['5 stars', ['5', 'stars']],
  ])('%p → %p', (text, terms) => {
    expect(searchTerms(text)).toEqual(terms);
  });

  it('searches the whole text when only stopwords or single letters are left', () => {
    expect(searchTerms('the a')).toEqual(['the a']);
  });

  it('searches the whole text when it has more than nine terms', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(searchTerms(text)).toEqual([text]);
  });
});
