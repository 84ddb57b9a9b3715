import { findBySlug, slugifyTitle, uniqueSlug } from '../../server/src/utils/slug';

describe('slugifyTitle', () => {
  it.each([
    ['Event 01', 'event-01'],
    ['Café Crème', 'cafe-creme'],
    ['Über Straße', 'ueber-strasse'],
    ['Smørrebrød', 'smorrebrod'],
    // Strapi's uid field splits camelCase (its slugify default); kept so admin and API agree.
    ['iPhone Launch', 'i-phone-launch'],
    ['Hello, World! What’s up?', 'hello-world-what-s-up'],
    ['  --Spaced   out--  ', 'spaced-out'],
    ['Rock & Roll', 'rock-and-roll'],
    ['v2.0 release', 'v2-0-release'],
    ['ALL CAPS', 'all-caps'],
    ['Привет мир', 'privet-mir'],
  ])('%p → %p', (title, slug) => {
    expect(slugifyTitle(title)).toBe(slug);
  });

  it('only ever yields lower-case letters, digits and single inner dashes', () => {
    for (const title of ['Ça coûte 10 € !', 'a/b\\c?d#e', 'Ünïcödé — “quotes”', '100% *fun*']) {
      expect(slugifyTitle(title)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it.each([[''], ['   '], ['!!!'], ['中文']])(
    'gives "" when nothing sluggable remains: %p',
    (title) => {
      expect(slugifyTitle(title)).toBe('');
    }
  );
});

describe('uniqueSlug', () => {
  const takenAmong = (taken: string[]) => {
    const asked: string[] = [];
    const isTaken = async (slug: string) => {
      asked.push(slug);
      return taken.includes(slug);
    };
    return { asked, isTaken };
  };

  it('returns the base when it is free', async () => {
    const { asked, isTaken } = takenAmong(['other']);
    await expect(uniqueSlug('concert', isTaken)).resolves.toBe('concert');
    expect(asked).toEqual(['concert']);
  });

  it('suffixes -2, -3, … like WordPress (never -1)', async () => {
    const { asked, isTaken } = takenAmong(['concert', 'concert-2', 'concert-3']);
    await expect(uniqueSlug('concert', isTaken)).resolves.toBe('concert-4');
    expect(asked).toEqual(['concert', 'concert-2', 'concert-3', 'concert-4']);
  });

  it('takes the first free suffix even when later ones are taken', async () => {
    const { isTaken } = takenAmong(['concert', 'concert-3']);
    await expect(uniqueSlug('concert', isTaken)).resolves.toBe('concert-2');
  });

  it('suffixes a base that already ends in a number', async () => {
    const { isTaken } = takenAmong(['event-2']);
    await expect(uniqueSlug('event-2', isTaken)).resolves.toBe('event-2-2');
  });

  it('refuses an empty base', async () => {
    await expect(uniqueSlug('', async () => false)).rejects.toThrow(RangeError);
  });

  it('gives up instead of looping forever', async () => {
    await expect(uniqueSlug('x', async () => true)).rejects.toThrow(/no free slug/);
  });
});

describe('findBySlug', () => {
  const stored: Record<string, number> = { 'v2.0-release': 1, 'community-rock-screening': 2 };
  const lookups: string[] = [];
  const find = async (slug: string) => {
    lookups.push(slug);
    return stored[slug] ?? null;
  };
  beforeEach(() => lookups.splice(0));

  it('finds the exact slug with one lookup, a slug TEC would mangle included', async () => {
    expect(await findBySlug('v2.0-release', find)).toBe(1);
    expect(lookups).toEqual(['v2.0-release']);
  });

  it('falls back to the slug normalised as TEC normalises it', async () => {
    expect(await findBySlug('Community-Rock-Screening', find)).toBe(2);
    expect(lookups).toEqual(['Community-Rock-Screening', 'community-rock-screening']);
  });

  it('looks once when normalising changes nothing or leaves nothing', async () => {
    expect(await findBySlug('no-such-event', find)).toBeNull();
    expect(await findBySlug('…', find)).toBeNull();
    expect(lookups).toEqual(['no-such-event', '…']);
  });
});
