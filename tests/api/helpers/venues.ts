/**
 * Shared by the venue test files (venues-*.test.ts): the editor's actions, and requests through
 * the API itself.
 */
import type { Response } from 'supertest';
import type { TestApp } from './app';
import { NS, UIDS, count } from './linked';

/** A custom token's actions for an editor of venues: reads every status, updates, creates nothing. */
export const VENUE_EDITOR = [
  'plugin::calendar.venues.update',
  'plugin::calendar.venues.find',
  'plugin::calendar.venues.findOne',
];

/** The names of the venues a list answered, in its order. */
export const names = (res: Response) =>
  (res.body.venues as Array<{ venue: string }>).map((v) => v.venue);

/**
 * Requests on `app`; `fullAccess` answers the file's full-access token, made in its beforeAll.
 *
 *   const { createVenue, get, venueCount } = venueRequests(app, () => full);
 */
export function venueRequests(app: TestApp, fullAccess: () => string) {
  return {
    /** POST /venues as `auth`; fails the test unless the answer is 201. */
    async createVenue(
      fields: Record<string, unknown>,
      auth = fullAccess()
    ): Promise<Record<string, any>> {
      const res = await app.http.post(`${NS}/venues`).set('Authorization', auth).send(fields);
      if (res.status !== 201)
        throw new Error(`venue not created (${res.status}): ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** GET `path`, as `auth` when given. */
    get: (path: string, auth?: string) =>
      auth ? app.http.get(path).set('Authorization', auth) : app.http.get(path),
    venueCount: () => count(app, UIDS.venue),
  };
}
