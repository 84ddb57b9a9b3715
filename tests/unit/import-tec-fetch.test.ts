/**
 * The importer's safe fetch (server/src/utils/remote-fetch.ts): the checks of image downloads
 * (docs/api.md §7.6) for text documents, failures that name the URL and why.
 */
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemote, RemoteFetchError } from '../../server/src/utils/remote-fetch';

const LOCAL = ['127.0.0.1'];
const servers: http.Server[] = [];

async function serve(handler: RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise((resolve) => {
          s.closeAllConnections();
          s.close(resolve);
        })
    )
  );
});

async function failure(promise: Promise<unknown>): Promise<RemoteFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  );
  expect(error).toBeInstanceOf(RemoteFetchError);
  return error as RemoteFetchError;
}

test('a document: status, headers, text and the URL that answered, any status', async () => {
  const root = await serve((req, res) => {
    if (req.url === '/old') return res.writeHead(301, { location: '/new' }).end();
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'x-wp-total': '3' });
    res.end('{"code":"rest_no_route","message":"Ça"}');
  });
  const page = await fetchRemote(`${root}/old`, { allowedHosts: LOCAL });
  expect(page).toMatchObject({
    status: 404,
    url: `${root}/new`,
    text: '{"code":"rest_no_route","message":"Ça"}',
  });
  expect(page.headers['x-wp-total']).toBe('3');
});

test('a private address is refused, naming the option that allows it', async () => {
  const root = await serve((_req, res) => res.end('{}'));
  const error = await failure(fetchRemote(`${root}/wp-json/`));
  expect(error.reason).toBe('address');
  expect(error.message).toBe(
    `${root}/wp-json/: refused to connect to a loopback address; list its host in the plugin option importHosts to allow it`
  );
});

test('a host name that resolves to a private address is refused at connect time', async () => {
  const root = await serve((_req, res) => res.end('{}'));
  const error = await failure(fetchRemote(root.replace('127.0.0.1', 'localhost')));
  expect(error.reason).toBe('address');
});

test('only http(s)', async () => {
  const error = await failure(fetchRemote('ftp://example.org/feed'));
  expect(error.reason).toBe('url');
  expect(error.message).toBe('ftp://example.org/feed is not an http(s) URL');
});

test('an unreachable host: the system error is named', async () => {
  const root = await serve((_req, res) => res.end());
  const closed = servers.pop()!;
  await new Promise((resolve) => closed.close(resolve));
  const error = await failure(fetchRemote(`${root}/x`, { allowedHosts: LOCAL }));
  expect(error.reason).toBe('unreachable');
  expect(error.message).toBe(`${root}/x could not be reached (ECONNREFUSED)`);
});

test('a server that never answers: timeout', async () => {
  const root = await serve(() => undefined);
  const error = await failure(
    fetchRemote(root, { allowedHosts: LOCAL, timeoutMs: 300, idleTimeoutMs: 200 })
  );
  expect(error.reason).toBe('timeout');
  expect(error.message).toContain(`${root} did not answer in time`);
});

test('bytes are counted, not believed: a body past maxBytes without Content-Length', async () => {
  const root = await serve((_req, res) => {
    res.write('x'.repeat(600));
    res.end('x'.repeat(600));
  });
  const error = await failure(fetchRemote(root, { allowedHosts: LOCAL, maxBytes: 1000 }));
  expect(error.reason).toBe('too_large');
  expect(error.message).toBe(`${root} answered more than 1000 bytes`);
});

test('a redirect loop ends at maxRedirects', async () => {
  const root = await serve((req, res) => res.writeHead(302, { location: req.url }).end());
  const error = await failure(fetchRemote(`${root}/a`, { allowedHosts: LOCAL, maxRedirects: 2 }));
  expect(error.reason).toBe('redirects');
  expect(error.message).toBe(`${root}/a redirected more than 2 times (a redirect loop?)`);
});

test('credentials go to their own origin only: dropped on a redirect to another', async () => {
  const seen: (string | undefined)[] = [];
  const other = await serve((req, res) => {
    seen.push(req.headers.authorization);
    res.end('{}');
  });
  const first = await serve((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(302, { location: `${other}/there` }).end();
  });
  const headers = { Authorization: 'Basic YTpi' };
  await fetchRemote(`${first}/away`, { allowedHosts: LOCAL, headers });
  expect(seen).toEqual(['Basic YTpi', undefined]);
});
