/**
 * The language of errors (docs/api.md §1, §5): every error inside the namespace — Strapi's own
 * included — speaks the request's language, from its language root or its translation_language.
 * The error shapes are in errors.test.ts.
 */
import { useApp } from './helpers/app';
import { NS, expectCleanError, originOf, refused } from './helpers/writes';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Error Shapes',
  start_date: '2031-11-01 10:00:00',
  end_date: '2031-11-01 11:00:00',
  ...extra,
});

describe('errors follow the request’s language (docs/api.md §1, §5)', () => {
  const FR_INVALID = {
    code: 'rest_invalid_param',
    message: 'Paramètre(s) invalide(s) : per_page',
    data: { status: 400, params: { per_page: 'Paramètre invalide.' }, details: [] },
  };

  test('under the /fr root', async () => {
    const res = await app.http.get(`/fr${NS}/events`).query({ per_page: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FR_INVALID);
  });

  test('with translation_language=fr in the query', async () => {
    const res = await app.http
      .get(`${NS}/events`)
      .query({ per_page: 'abc', translation_language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FR_INVALID);
  });

  test('translation_language wins over the root', async () => {
    const res = await app.http.get(`/fr${NS}/nope`).query({ translation_language: 'nl' });
    expect(res.body.message).toBe(
      'Er is geen route gevonden die overeenkomt met de URL en de aanvraagmethode.'
    );
  });

  test('unknown routes, refused callers, missing and invalid parameters, unknown events, trash', async () => {
    const noRoute = await app.http.get(`/fr${NS}/nope`);
    expect(noRoute.body).toEqual({
      code: 'rest_no_route',
      message: 'Aucune route ne correspond à l’URL et à la méthode de la requête.',
      data: { status: 404 },
    });

    const anonymous = await refused(app, () => app.http.post(`/fr${NS}/events`).send(event()));
    expect(anonymous.body).toEqual({
      code: 'rest_forbidden',
      message: 'Désolé, vous n’avez pas l’autorisation de faire cela.',
      data: { status: 401 },
    });

    const missing = await refused(app, () =>
      app.http.post(`/fr${NS}/events`).set('Authorization', full).send({})
    );
    expect(missing.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Paramètre(s) manquant(s) : title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    });

    const typed = await refused(app, () =>
      app.http
        .post(`/fr${NS}/events`)
        .set('Authorization', full)
        .send(event({ all_day: 'yes' }))
    );
    expect(typed.body.data.params).toEqual({ all_day: 'all_day n’est pas de type boolean.' });

    const unknown = await refused(app, () =>
      app.http.patch(`/fr${NS}/events/999999`).set('Authorization', full).send({ title: 'x' })
    );
    expect(unknown.body).toEqual({
      code: 'rest-event-not-found',
      message: 'L’évènement d’ID 999999 n’existe pas.',
      data: { status: 404 },
    });

    const created = await app.http.post(`/fr${NS}/events`).set('Authorization', full).send(event());
    expect(created.status).toBe(201);
    await app.http.delete(`/fr${NS}/events/${created.body.id}`).set('Authorization', full);
    const trashed = await refused(app, () =>
      app.http.delete(`/fr${NS}/events/${created.body.id}`).set('Authorization', full)
    );
    expect(trashed.body).toEqual({
      code: 'event-is-in-trash',
      message: 'L’évènement est déjà dans la corbeille',
      data: { status: 410 },
    });
  });

  test('translation_language=fr in a JSON body, also when Strapi refuses the caller', async () => {
    const invalid = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .send(event({ title: '', translation_language: 'fr' }))
    );
    expect(invalid.body.message).toBe('Paramètre(s) invalide(s) : title');
    const anonymous = await refused(app, () =>
      app.http.post(`${NS}/events`).send(event({ translation_language: 'fr' }))
    );
    expect(anonymous.body.message).toBe('Désolé, vous n’avez pas l’autorisation de faire cela.');
  });

  test('broken and oversized bodies under /fr', async () => {
    const broken = await app.http
      .post(`/fr${NS}/events`)
      .set('Authorization', full)
      .set('Content-Type', 'application/json')
      .send('{');
    expectCleanError(broken, 400, 'rest_invalid_json');
    expect(broken.body.message).toBe('Corps JSON transmis non valide.');
    const big = await app.http
      .post(`/fr${NS}/events`)
      .set('Authorization', full)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event({ description: 'x'.repeat(1024 * 1024 + 10) })));
    expectCleanError(big, 413, 'rest_payload_too_large');
    expect(big.body.message).toBe('Le corps de la requête est trop volumineux.');
  });

  test('Dutch under /nl', async () => {
    const res = await refused(app, () => app.http.delete(`/nl${NS}/events`));
    expect(res.body).toEqual({
      code: 'rest_no_route',
      message: 'Er is geen route gevonden die overeenkomt met de URL en de aanvraagmethode.',
      data: { status: 404 },
    });
  });

  test('a language that is not enabled → 400 rest_invalid_param (in the default language)', async () => {
    const res = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .send(event({ translation_language: 'de' }))
    );
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): translation_language',
      data: { status: 400, params: { translation_language: 'Invalid parameter.' }, details: [] },
    });
  });
});

describe('the /fr root', () => {
  test('a list requested under /fr/api/... links on the /fr root', async () => {
    const res = await app.http.get(`/fr${NS}/events`);
    expect(res.status).toBe(200);
    expect(res.body.rest_url.startsWith(`${originOf(res)}/fr${NS}/events/`)).toBe(true);
  });

  test('an event created under /fr is French, and every URL it carries stays on /fr', async () => {
    const res = await app.http
      .post(`/fr${NS}/events`)
      .set('Authorization', full)
      .send(event({ title: 'Fête' }));
    expect(res.status).toBe(201);
    const root = `${originOf(res)}/fr${NS}`;
    expect(res.body.translation_language).toBe('fr');
    expect(res.body.rest_url).toBe(`${root}/events/${res.body.id}`);
    expect(res.headers.location).toBe(res.body.rest_url);
    const read = await app.http.get(`/fr${NS}/events/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.rest_url).toBe(`${originOf(read)}/fr${NS}/events/${res.body.id}`);
    // The French version is not visible on the default (English) root.
    const english = await app.http.get(`${NS}/events/${res.body.id}`);
    expect(english.status).toBe(404);
    expect(english.body.code).toBe('rest-event-not-found');
  });
});
