/**
 * Nothing hidden is found by searching for it (docs/api.md §3): a password-protected event's
 * description is not searchable by callers who may not read it, and stored markup in term
 * descriptions is sanitised on the way out.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory } from './helpers/fixtures';

import { NS } from './helpers/root';
const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
  const base = { start_date: daysFromNow(4), end_date: daysFromNow(4, 12) };
  for (const body of [
    { title: 'Open rehearsal', description: 'Bring your zanzibarite instrument.' },
    { title: 'Secret gig', description: 'The zanzibarite quartet plays.', password: 'letmein' },
  ]) {
    expect(
      (
        await app.http
          .post(`${NS}/events`)
          .set('Authorization', full)
          .send({ ...base, ...body })
      ).status
    ).toBe(201);
  }
});

test('an anonymous search does not match the hidden description of a password-protected event', async () => {
  const res = await app.http.get(`${NS}/events?search=zanzibarite`);
  expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(['Open rehearsal']);
  expect(res.body.total).toBe(1);
});

test('a protected event is left out of anonymous searches altogether, as WordPress does', async () => {
  const res = await app.http.get(`${NS}/events?search=secret`);
  expect(res.body.events.map((e: { title: string }) => e.title)).toEqual([]);
});

test('an editor searches protected events too', async () => {
  const res = await app.http.get(`${NS}/events?search=zanzibarite`).set('Authorization', full);
  expect(res.body.events.map((e: { title: string }) => e.title).sort()).toEqual([
    'Open rehearsal',
    'Secret gig',
  ]);
});

test('term descriptions never carry a script to clients', async () => {
  const cat = await makeCategory(app.strapi, 'Scripted', {
    description: 'Nice <script>alert(1)</script><img src=x onerror="alert(2)">',
  });
  const res = await app.http.get(`${NS}/categories/${cat.id}`);
  expect(res.body.description).toBe('Nice <img src="x" />');
});
