/**
 * Requests sent at once, for the races of concurrent writes (on PostgreSQL and MariaDB one process
 * runs them on several pooled connections; on SQLite they queue for its one connection).
 */
import type { Response } from 'supertest';
import type { TestApp } from './app';

/**
 * Sends `count` requests together and answers them in order. supertest listens for each request on
 * its own and closes the server when that request ends, resetting the connections of the others;
 * so the server listens here first, and every request uses it (strapi.destroy closes it).
 *
 *   const answers = await atOnce(app, 6, () => app.http.post(`${NS}/tags`).set('Authorization', full).send({ name: 'Jazz' }));
 */
export async function atOnce(
  app: TestApp,
  count: number,
  send: (i: number) => PromiseLike<Response>
): Promise<Response[]> {
  const server = app.strapi.server.httpServer;
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}
