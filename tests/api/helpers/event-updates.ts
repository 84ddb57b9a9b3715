/**
 * Shared by the event update tests (events-write-update*.test.ts): the records a rich event links
 * to, and the requests that create, read and write events as the file's full-access token.
 */
import type { TestApp } from './app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './fixtures';
import { NS } from './writes';

type Ref = { id: number };

/** What a rich event links to; made once per file, in its beforeAll. */
export interface RichLinks {
  venue: Ref;
  orgA: Ref;
  orgB: Ref;
  music: Ref;
  outdoor: Ref;
}

export async function makeRichLinks(strapi: TestApp['strapi']): Promise<RichLinks> {
  return {
    venue: await makeVenue(strapi, 'Main Hall', { city: 'Lyon' }),
    orgA: await makeOrganizer(strapi, 'Org A'),
    orgB: await makeOrganizer(strapi, 'Org B'),
    music: await makeCategory(strapi, 'Music'),
    outdoor: await makeTag(strapi, 'Outdoor'),
  };
}

/**
 * Requests on `app` as the full-access token that `state` answers with the links, both made in the
 * file's beforeAll (hence a function).
 *
 *   const { richEvent, read, send } = updateRequests(app, () => ({ full, venue, orgA, orgB, music, outdoor }));
 */
export function updateRequests(app: TestApp, state: () => RichLinks & { full: string }) {
  let n = 0;

  /** An event with every field set, so that an update that touches too much shows. */
  async function richEvent(extra: Record<string, unknown> = {}) {
    const { full, venue, orgA, orgB, music, outdoor } = state();
    n += 1;
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .send({
        title: `Rich Event ${n}`,
        description: 'A **full** description.',
        excerpt: 'Short.',
        start_date: '2031-01-15 10:00:00',
        end_date: '2031-01-15 12:30:00',
        timezone: 'America/New_York',
        cost: '$10 - $20',
        website: 'https://example.test/rich',
        show_map: true,
        show_map_link: true,
        hide_from_listings: true,
        sticky: true,
        featured: true,
        venue: venue.id,
        organizer: [orgB.id, orgA.id],
        categories: [music.id],
        tags: [outdoor.id],
        ...extra,
      });
    expect(res.status).toBe(201);
    return res.body as Record<string, unknown> & { id: number; slug: string };
  }

  const read = async (id: number) => {
    const res = await app.http.get(`${NS}/events/${id}`).set('Authorization', state().full);
    expect(res.status).toBe(200);
    return res;
  };

  const send = (method: 'post' | 'put' | 'patch', path: string, body: unknown) =>
    app.http[method](`${NS}${path}`)
      .set('Authorization', state().full)
      .send(body as object);

  return { richEvent, read, send };
}
