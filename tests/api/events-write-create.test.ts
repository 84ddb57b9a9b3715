/**
 * POST /events (docs/api.md §7, docs/tec-behaviour.md §4.1): what a client that creates events sees — status,
 * headers, the record, defaults, dates, slugs, the publication date, image and language. Refused
 * input, body encodings, links and the password are in events-write-input.test.ts.
 */
import { DateTime } from 'luxon';
import supertest from 'supertest';
import { useApp } from './helpers/app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import {
  EVENT_KEYS,
  NS,
  comparable,
  countEvents,
  createAs,
  minimal,
  originOf,
  refused,
} from './helpers/writes';

const app = useApp();
let full: string;
let venue: { id: number };
let orgA: { id: number };
let orgB: { id: number };
let music: { id: number };
let food: { id: number };
let outdoor: { id: number };
let family: { id: number };

beforeAll(async () => {
  full = await app.token('full-access');
  venue = await makeVenue(app.strapi, 'Main Hall', { city: 'Lyon' });
  orgA = await makeOrganizer(app.strapi, 'Org A', { email: 'a@example.test' });
  orgB = await makeOrganizer(app.strapi, 'Org B');
  music = await makeCategory(app.strapi, 'Music');
  food = await makeCategory(app.strapi, 'Food Drink');
  outdoor = await makeTag(app.strapi, 'Outdoor');
  family = await makeTag(app.strapi, 'Family');
});

const create = createAs(app, () => full);

const details = (wall: string) => {
  const [d, t] = wall.split(' ');
  const [year, month, day] = d.split('-');
  const [hour, minutes, seconds] = t.split(':');
  return { year, month, day, hour, minutes, seconds };
};

describe('POST /events: the created record', () => {
  test('answers 201 with the record, a Location header equal to its rest_url, and no json_ld', async () => {
    const before = await countEvents(app);
    const res = await create({
      title: 'Jazz Night',
      description: 'An evening of jazz.',
      start_date: '2031-02-05 13:00:00',
      end_date: '2031-02-05 15:00:00',
      timezone: 'UTC',
      cost: '$10',
      venue: venue.id,
      organizer: [orgB.id, orgA.id],
      categories: [music.id, food.id],
      tags: [outdoor.id, family.id],
      status: 'publish',
    });
    expect(res.status).toBe(201);
    const origin = originOf(res);
    const e = res.body;
    expect(Object.keys(e)).toEqual(EVENT_KEYS);
    expect(res.headers.location).toBe(e.rest_url);
    expect(e.rest_url).toBe(`${origin}${NS}/events/${e.id}`);
    expect(await countEvents(app)).toBe(before + 1);

    expect(Number.isInteger(e.id)).toBe(true);
    expect(e.global_id).toBe(`127.0.0.1?id=${e.id}`);
    expect(e.global_id_lineage).toEqual([`127.0.0.1?id=${e.id}`]);
    expect(e.author).toBe('0'); // API tokens are nobody (docs/api.md §4)
    expect(e.status).toBe('publish');
    expect(e.url).toBe(`${origin}/events/jazz-night/`);
    expect(e.title).toBe('Jazz Night');
    expect(e.description).toBe('<p>An evening of jazz.</p>');
    expect(e.excerpt).toBe('');
    expect(e.slug).toBe('jazz-night');
    expect(e.image).toBe(false);
    expect(e.all_day).toBe(false);
    expect(e.start_date).toBe('2031-02-05 13:00:00');
    expect(e.start_date_details).toEqual(details('2031-02-05 13:00:00'));
    expect(e.end_date).toBe('2031-02-05 15:00:00');
    expect(e.end_date_details).toEqual(details('2031-02-05 15:00:00'));
    expect(e.utc_start_date).toBe('2031-02-05 13:00:00');
    expect(e.utc_start_date_details).toEqual(details('2031-02-05 13:00:00'));
    expect(e.utc_end_date).toBe('2031-02-05 15:00:00');
    expect(e.utc_end_date_details).toEqual(details('2031-02-05 15:00:00'));
    expect(e.timezone).toBe('UTC');
    expect(e.timezone_abbr).toBe('UTC');
    expect(e.cost).toBe('$10');
    expect(e.cost_details).toEqual({
      currency_symbol: '$',
      currency_code: '',
      currency_position: 'prefix',
      values: ['10'],
    });
    expect(e.website).toBe(e.url);
    expect(e.categories.map((t: { id: number }) => t.id)).toEqual([music.id, food.id]);
    expect(e.categories[0]).toMatchObject({
      name: 'Music',
      slug: 'music',
      taxonomy: 'tribe_events_cat',
      id: music.id,
    });
    expect(e.tags.map((t: { id: number }) => t.id)).toEqual([outdoor.id, family.id]);
    expect(e.tags[0]).toMatchObject({ name: 'Outdoor', slug: 'outdoor', taxonomy: 'post_tag' });
    expect(e.venue).toMatchObject({ id: venue.id, venue: 'Main Hall', city: 'Lyon' });
    expect(e.organizer.map((o: { id: number }) => o.id)).toEqual([orgB.id, orgA.id]);
    expect(e.organizer[1]).toMatchObject({ organizer: 'Org A', email: 'a@example.test' });
    expect(e.custom_fields).toEqual([]);
    expect(e.translation_language).toBe('en');
    expect(e.translations).toEqual({ en: e.id });
    expect(e).not.toHaveProperty('json_ld');

    // What a later read returns is the same record (plus json_ld, single reads only).
    const read = await app.http.get(`${NS}/events/${e.id}`);
    expect(read.status).toBe(200);
    expect(read.body.json_ld).toBeDefined();
    expect(comparable(read, ['json_ld'])).toEqual(comparable(res));
  });

  test('applies the defaults: published for a full-access token, flags off, site timezone, nothing linked', async () => {
    const started = Date.now();
    const res = await create(minimal({ title: 'Defaults' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: '0',
      status: 'publish',
      description: '',
      excerpt: '',
      image: false,
      all_day: false,
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      show_map: false,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: false,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
    });
    expect(res.body.website).toBe(res.body.url);
    // Publication date: now (second precision), as site-local and UTC wall times of the UTC site.
    const published = DateTime.fromFormat(res.body.date_utc, 'yyyy-MM-dd HH:mm:ss', {
      zone: 'utc',
    }).toMillis();
    expect(published).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(published).toBeLessThanOrEqual(Date.now());
    expect(res.body.date).toBe(res.body.date_utc);
  });
});

describe('POST /events: dates', () => {
  test('all_day snaps the start to 00:00:00 and the end to 23:59:59, keeping several days', async () => {
    const res = await create(
      minimal({ all_day: true, start_date: '2031-03-10 14:30:00', end_date: '2031-03-12 09:00:00' })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      all_day: true,
      start_date: '2031-03-10 00:00:00',
      end_date: '2031-03-12 23:59:59',
      utc_start_date: '2031-03-10 00:00:00',
      utc_end_date: '2031-03-12 23:59:59',
    });
  });

  test('a timezone keeps the wall times and shifts the UTC times, with the abbreviation of the date (EST)', async () => {
    const res = await create(
      minimal({
        timezone: 'America/New_York',
        start_date: '2031-01-15 10:00:00',
        end_date: '2031-01-15 12:30:00',
      })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      timezone: 'America/New_York',
      timezone_abbr: 'EST',
      start_date: '2031-01-15 10:00:00',
      end_date: '2031-01-15 12:30:00',
      utc_start_date: '2031-01-15 15:00:00',
      utc_end_date: '2031-01-15 17:30:00',
    });
  });

  test('the same timezone in summer: EDT, four hours', async () => {
    const res = await create(
      minimal({
        timezone: 'America/New_York',
        start_date: '2031-07-15 10:00:00',
        end_date: '2031-07-15 11:00:00',
      })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      timezone_abbr: 'EDT',
      utc_start_date: '2031-07-15 14:00:00',
      utc_end_date: '2031-07-15 15:00:00',
    });
  });

  test('natural-language dates are read in the event timezone ("tomorrow 9am")', async () => {
    const tomorrow = DateTime.utc().plus({ days: 1 }).toFormat('yyyy-MM-dd');
    const res = await create(minimal({ start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' }));
    expect(res.status).toBe(201);
    expect(res.body.start_date).toBe(`${tomorrow} 09:00:00`);
    expect(res.body.end_date).toBe(`${tomorrow} 11:00:00`);
    expect(res.body.utc_start_date).toBe(`${tomorrow} 09:00:00`);
  });

  test('an end before the start becomes the start (TEC, no error)', async () => {
    const res = await create(
      minimal({ start_date: '2031-06-01 18:00:00', end_date: '2031-06-01 08:00:00' })
    );
    expect(res.status).toBe(201);
    expect(res.body.end_date).toBe('2031-06-01 18:00:00');
    expect(res.body.utc_end_date).toBe('2031-06-01 18:00:00');
  });

  test('a date with its own offset is converted into the event timezone', async () => {
    const res = await create(
      minimal({ start_date: '2031-06-01T10:00:00+02:00', end_date: '2031-06-01T12:00:00+02:00' })
    );
    expect(res.status).toBe(201);
    expect(res.body.utc_start_date).toBe('2031-06-01 08:00:00');
    expect(res.body.start_date).toBe('2031-06-01 08:00:00');
  });
});

describe('POST /events: slugs', () => {
  test('the slug comes from the title and is made unique with a suffix', async () => {
    const first = await create(minimal({ title: 'Summer Fair' }));
    const second = await create(minimal({ title: 'Summer Fair' }));
    const third = await create(minimal({ title: 'Other', slug: 'summer-fair' }));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(first.body.slug).toBe('summer-fair');
    expect(second.body.slug).toBe('summer-fair-2');
    expect(third.body.slug).toBe('summer-fair-3');
    expect(second.body.url).toBe(`${originOf(second)}/events/summer-fair-2/`);
    const read = await app.http.get(`${NS}/events/by-slug/summer-fair-2`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(second.body.id);
  });

  test('a client slug with a dot is kept and stays reachable by slug', async () => {
    const res = await create(minimal({ title: 'Release', slug: 'release-v2.0' }));
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('release-v2.0');
    const read = await app.http.get(`${NS}/events/by-slug/release-v2.0`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(res.body.id);
  });

  test('a title with nothing sluggable still gets a slug', async () => {
    const res = await create(minimal({ title: '音楽会' }));
    expect(res.status).toBe(201);
    expect(res.body.slug).toMatch(/^[a-z0-9-]+$/);
  });

  test('a long title gives a slug short enough to be stored on every database (cut at 200, as WordPress)', async () => {
    const title = `${'Long title words '.repeat(14)}end`; // 241 characters
    const res = await create(minimal({ title }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
    expect(res.body.slug.length).toBeLessThanOrEqual(200);
    const again = await create(minimal({ title }));
    expect(again.status).toBe(201);
    expect(again.body.slug).toBe(`${res.body.slug}-2`);
  });
});

describe('POST /events: publication date, image, language', () => {
  test('date is read in the site timezone (not the event one), date_utc as UTC; the record shows both', async () => {
    const local = await create(
      minimal({ timezone: 'America/New_York', date: '2030-12-01 09:00:00' })
    );
    expect(local.status).toBe(201);
    expect(local.body).toMatchObject({
      date: '2030-12-01 09:00:00',
      date_utc: '2030-12-01 09:00:00',
    });
    const utc = await create(
      minimal({ timezone: 'America/New_York', date_utc: '2030-12-01 09:00:00' })
    );
    expect(utc.body).toMatchObject({ date_utc: '2030-12-01 09:00:00' });
    const bad = await refused(app, () => create(minimal({ date: 'the other day maybe' })));
    expect(bad.body.data.params).toEqual({ date: 'Invalid parameter.' });
  });

  test('image: the id or the URL of an image of the media library; other files refused', async () => {
    const files = app.strapi.db.query('plugin::upload.file');
    const file = {
      ext: '.png',
      mime: 'image/png',
      size: 12.5,
      provider: 'local',
      width: 800,
      height: 600,
    };
    const poster = await files.create({
      data: { ...file, name: 'poster.png', hash: 'poster_1', url: '/uploads/poster_1.png' },
    });
    const pdf = await files.create({
      data: {
        ...file,
        name: 'a.pdf',
        hash: 'a_1',
        ext: '.pdf',
        mime: 'application/pdf',
        url: '/uploads/a_1.pdf',
      },
    });

    const byId = await create(minimal({ image: String(poster.id) }));
    expect(byId.status).toBe(201);
    expect(byId.body.image).toMatchObject({
      id: poster.id,
      url: `${originOf(byId)}/uploads/poster_1.png`,
      extension: 'png',
      width: 800,
      height: 600,
    });
    const byUrl = await create(minimal({ image: `http://cdn.example.test/uploads/poster_1.png` }));
    expect(byUrl.status).toBe(201);
    expect(byUrl.body.image.id).toBe(poster.id);

    const notImage = await refused(app, () => create(minimal({ image: String(pdf.id) })));
    expect(notImage.body.data.params).toEqual({ image: 'Invalid parameter.' });

    const cleared = await app.http
      .patch(`${NS}/events/${byId.body.id}`)
      .set('Authorization', full)
      .send({ image: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.image).toBe(false);
  });

  test('translation_language in the body creates that language version; its Location leads back to it', async () => {
    const res = await create(minimal({ title: 'Concert', translation_language: 'fr' }));
    expect(res.status).toBe(201);
    expect(res.body.translation_language).toBe('fr');
    expect(res.body.translations).toEqual({ fr: res.body.id });
    const read = await app.http.get(
      new URL(res.headers.location).pathname + new URL(res.headers.location).search
    );
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(res.body.id);
  });

  test('slugs are unique per language: the same title in two languages keeps the same slug', async () => {
    const en = await create(minimal({ title: 'Bilingual Night' }));
    const fr = await create(minimal({ title: 'Bilingual Night', translation_language: 'fr' }));
    expect(en.body.slug).toBe('bilingual-night');
    expect(fr.body.slug).toBe('bilingual-night');
  });

  test('events created at the same time with the same title still get distinct slugs', async () => {
    // supertest listens and closes per request, which breaks parallel requests: listen once here.
    const server = app.strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const http = supertest(`http://127.0.0.1:${server.address().port}`);
      const send = () =>
        http
          .post(`${NS}/events`)
          .set('Authorization', full)
          .send(minimal({ title: 'Rush Hour' }));
      const responses = await Promise.all(Array.from({ length: 6 }, send));
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const slugs = responses.map((r) => r.body.slug).sort();
      expect(slugs).toEqual([
        'rush-hour',
        'rush-hour-2',
        'rush-hour-3',
        'rush-hour-4',
        'rush-hour-5',
        'rush-hour-6',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
