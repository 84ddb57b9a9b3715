/**
 * What the conditional-request tests share (conditional-reads and conditional-writes): requests on
 * a fixed Host, an editor's token, and the same small calendar — a venue, an organizer, a category
 * and an event linking them.
 */
import type { TestApp } from './app';

import { NS } from './root';
export { NS };
/** A fixed Host: URLs in a body follow the request's origin, and supertest's port changes per request. */
const HOST = 'calendar.test';

type Method = 'get' | 'head' | 'post' | 'patch' | 'put' | 'delete';
type Headers = Record<string, string>;

export function conditionalClient(app: TestApp) {
  let full = '';
  const call = (
    method: Method,
    path: string,
    headers: Headers = {},
    body?: Record<string, unknown>
  ) => {
    let req = app.http[method](path).set('Host', HOST);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    return body ? req.send(body) : req;
  };
  const get = (path: string, headers: Headers = {}) => call('get', path, headers);
  const asEditor = () => ({ Authorization: full });
  async function create(path: string, body: Record<string, unknown>) {
    const res = await call('post', `${NS}${path}`, asEditor(), body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  /** The editor's token and the calendar both test files read and write. */
  async function seed() {
    full = await app.token('full-access');
    const venue = await create('/venues', {
      venue: 'Conditional Hall',
      address: '1 Main St',
      city: 'Ghent',
      country: 'Belgium',
    });
    const organizer = await create('/organizers', {
      organizer: 'Conditional Org',
      email: 'org@example.test',
    });
    const category = await create('/categories', { name: 'Conditional Jazz' });
    const event = await create('/events', {
      title: 'Conditional Concert',
      start_date: '2027-05-05 19:00:00',
      end_date: '2027-05-05 22:00:00',
      timezone: 'Europe/Brussels',
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      cost: '10',
    });
    return { venue, organizer, category, event };
  }
  return { call, get, asEditor, create, seed };
}
