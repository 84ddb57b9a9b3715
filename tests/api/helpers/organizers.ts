/**
 * Shared by the organizer test files (organizers-*.test.ts): the editor's actions, and requests
 * through the API itself.
 */
import type { Response } from 'supertest';
import type { TestApp } from './app';
import { NS } from './linked';

/** A custom token's actions for an editor of organizers: reads every status, updates, creates nothing. */
export const ORGANIZER_EDITOR = [
  'plugin::calendar.organizers.update',
  'plugin::calendar.organizers.find',
  'plugin::calendar.organizers.findOne',
];

/** The names of the organizers a list answered, in its order. */
export const names = (res: Response) =>
  (res.body.organizers as Array<{ organizer: string }>).map((o) => o.organizer);

/**
 * Requests on `app`; `fullAccess` answers the file's full-access token, made in its beforeAll.
 *
 *   const { createOrganizer, get, post } = organizerRequests(app, () => full);
 */
export function organizerRequests(app: TestApp, fullAccess: () => string) {
  return {
    /** POST /organizers as `auth`; fails the test unless the answer is 201. */
    async createOrganizer(
      fields: Record<string, unknown>,
      auth = fullAccess()
    ): Promise<Record<string, any>> {
      const res = await app.http.post(`${NS}/organizers`).set('Authorization', auth).send(fields);
      if (res.status !== 201)
        throw new Error(`organizer not created (${res.status}): ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** GET `path`, as `auth` when given. */
    get: (path: string, auth?: string) =>
      auth ? app.http.get(path).set('Authorization', auth) : app.http.get(path),
    /** POST /organizers with the full-access token; the response is the test's to check. */
    post: (body: object) =>
      app.http.post(`${NS}/organizers`).set('Authorization', fullAccess()).send(body),
  };
}
