/**
 * A small calendar with every kind of record a read embeds or filters by, for the tests that read
 * the same answers several ways (caches on and off, indexes dropped) and count what reads cost:
 * venues, organizers, a category with a child, tags, published events and a draft, a
 * password-protected event, an all-day one, a recurring series with an exception, and a French
 * version of one event. Everything is created through the API, as a client would.
 */
import type { TestApp } from './app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './fixtures';
import { NS, createEvent } from './event-reads';

export interface CalendarRefs {
  venue: number;
  organizer: number;
  music: number;
  jazz: number;
  tag: number;
  event: number;
  slug: string;
  series: number;
  password: string;
}

export async function buildCalendar(app: TestApp, full: string, prefix: string) {
  const venues = [
    await makeVenue(app.strapi, `${prefix} Hall`, { city: 'Ghent' }),
    await makeVenue(app.strapi, `${prefix} Park`),
  ];
  const organizers = [
    await makeOrganizer(app.strapi, `${prefix} Society`, { email: 'society@example.org' }),
    await makeOrganizer(app.strapi, `${prefix} Guild`),
  ];
  const music = await makeCategory(app.strapi, `${prefix} Music`);
  const jazz = await makeCategory(app.strapi, `${prefix} Jazz`, { parent: music.id });
  const tags = [
    await makeTag(app.strapi, `${prefix}-free`),
    await makeTag(app.strapi, `${prefix}-live`),
  ];
  const password = 'fixture-secret';
  const events = [];
  for (let i = 0; i < 8; i++) {
    events.push(
      await createEvent(app, full, {
        title: `${prefix} ${i % 2 ? 'concert' : 'market'} ${i}`,
        description: `Event **${i}** with a [link](https://example.org/${i}) and <em>markup</em>.`,
        start_date: daysFromNow(1 + i, 9 + i),
        end_date: daysFromNow(1 + i + (i === 3 ? 2 : 0), 11 + i),
        all_day: i === 5,
        timezone: i === 2 ? 'Europe/Brussels' : 'UTC',
        cost: i % 3 ? `${i * 5}` : 'Free',
        featured: i === 1,
        venue: venues[i % 2].id,
        organizer: [organizers[i % 2].id, ...(i % 3 ? [] : [organizers[(i + 1) % 2].id])],
        categories: [[music, jazz][i % 2].id],
        tags: tags.slice(0, 1 + (i % 2)).map((t) => t.id),
        ...(i === 6 ? { status: 'draft' } : {}),
        ...(i === 7 ? { password } : {}),
      })
    );
  }
  const series = await createEvent(app, full, {
    title: `${prefix} weekly concert`,
    start_date: daysFromNow(2, 19),
    end_date: daysFromNow(2, 21),
    recurrence: 'FREQ=WEEKLY;COUNT=6',
    venue: venues[0].id,
    categories: [music.id],
    tags: [tags[1].id],
  });
  const occurrences = await app.http.get(`${NS}/events/${series.id}/occurrences`);
  const third = (occurrences.body.events as Array<{ id: number }>)[2];
  const moved = await app.http
    .post(`${NS}/events/${third.id}`)
    .set('Authorization', full)
    .send({
      title: `${prefix} weekly concert (moved)`,
      start_date: daysFromNow(16, 20),
      end_date: daysFromNow(16, 22),
    });
  if (moved.status !== 200)
    throw new Error(`exception not saved (${moved.status}): ${JSON.stringify(moved.body)}`);
  const french = await app.http
    .post(`/fr${NS}/events`)
    .set('Authorization', full)
    .send({
      title: `${prefix} concert (FR)`,
      translation_of: events[1].id,
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
  if (french.status !== 201)
    throw new Error(
      `French version not created (${french.status}): ${JSON.stringify(french.body)}`
    );
  const refs: CalendarRefs = {
    venue: venues[0].id,
    organizer: organizers[0].id,
    music: music.id,
    jazz: jazz.id,
    tag: tags[0].id,
    event: events[1].id,
    slug: events[1].slug,
    series: series.id,
    password,
  };
  return refs;
}

/** The reads of the namespace a client makes, by name, with the refs of `buildCalendar`. */
export function namespaceReads(r: CalendarRefs, today = daysFromNow(0).slice(0, 10)) {
  const later = daysFromNow(30).slice(0, 10);
  return {
    events: `${NS}/events`,
    'events per_page=50': `${NS}/events?per_page=50`,
    'events page 2': `${NS}/events?per_page=3&page=2`,
    'events search': `${NS}/events?search=concert`,
    'events category': `${NS}/events?categories=${r.music}`,
    'events tag': `${NS}/events?tags=${r.tag}`,
    'events venue': `${NS}/events?venue=${r.venue}`,
    'events organizer': `${NS}/events?organizer=${r.organizer}`,
    'events window': `${NS}/events?start_date=${today}&end_date=${later}`,
    'events featured': `${NS}/events?featured=true`,
    'events password': `${NS}/events?password=${r.password}`,
    'event by id': `${NS}/events/${r.event}`,
    'event by slug': `${NS}/events/by-slug/${r.slug}`,
    'series occurrences': `${NS}/events/${r.series}/occurrences`,
    feed: `${NS}/events.ics`,
    venues: `${NS}/venues`,
    venue: `${NS}/venues/${r.venue}`,
    organizers: `${NS}/organizers`,
    organizer: `${NS}/organizers/${r.organizer}`,
    categories: `${NS}/categories`,
    category: `${NS}/categories/${r.music}`,
    tags: `${NS}/tags`,
    tag: `${NS}/tags/${r.tag}`,
  } as Record<string, string>;
}
