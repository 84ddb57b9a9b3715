/**
 * The remote site of the image sideload tests (image-sideload.test.ts): a local HTTP server with
 * images, non-images, oversized, slow and silent answers, and redirects. The test app lists
 * 127.0.0.1 in `imageHosts`; `localhost` and other loopback literals are not listed, and stand for
 * an attacker's name that resolves inside.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';

export const PNG = fs.readFileSync(path.resolve(__dirname, '../../app/favicon.png'));
// A 4×3 JPEG (made with sharp), so that the upload plugin can read it as it reads real photos.
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64'
);

export interface ImageSite {
  /** `http://127.0.0.1:{port}` (allowed) and the same server as `http://localhost:{port}` (not allowed). */
  allowed: string;
  disallowed: string;
  /** A port nothing listens on. */
  closedPort: number;
  /** The paths requested, in order; a test may empty it. */
  hits: string[];
  close(): Promise<void>;
}

/** The remote site: images, non-images, oversized, slow and silent answers, redirects. */
function serve(
  hits: string[],
  maxBytes: number,
  req: http.IncomingMessage,
  res: http.ServerResponse
) {
  const url = new URL(req.url ?? '/', 'http://x');
  hits.push(url.pathname);
  const image = (type: string, body: Buffer) =>
    res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
  switch (url.pathname) {
    case '/images/Poster%20Night.png':
      return image('image/png', PNG);
    case '/photo.jpg':
      return image('image/jpeg; charset=binary', JPEG);
    case '/page.html':
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>not an image</body></html>');
    case '/disguised.png':
      return image('image/png', Buffer.from('<html><body>not an image either</body></html>'));
    case '/huge.png': {
      // No Content-Length: only counting what arrives catches it.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG);
      return res.end(Buffer.alloc(maxBytes * 3, 1));
    }
    case '/declared-huge.png':
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': String(100 * 1024 * 1024),
      });
      return res.write(PNG);
    case '/slow.png': {
      // A byte every 100 ms: never idle long, but far over the total time allowed.
      res.writeHead(200, { 'content-type': 'image/png' });
      let i = 0;
      const timer = setInterval(
        () =>
          i < PNG.length && !res.destroyed ? res.write(PNG.subarray(i, ++i)) : clearInterval(timer),
        100
      );
      return res.on('close', () => clearInterval(timer));
    }
    case '/silent.png':
      return; // headers never come
    case '/redirect':
      return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    case '/loop':
      return res
        .writeHead(302, { location: `/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` })
        .end();
    default:
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

/**
 * Starts the site; `maxBytes` is the app's CALENDAR_IMAGE_MAX_BYTES, which /huge.png exceeds.
 *
 *   const site = await startImageSite(64 * 1024);
 */
export async function startImageSite(maxBytes: number): Promise<ImageSite> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => serve(hits, maxBytes, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  const closedPort = (spare.address() as AddressInfo).port;
  await new Promise((resolve) => spare.close(resolve));
  return {
    allowed: `http://127.0.0.1:${port}`,
    disallowed: `http://localhost:${port}`,
    closedPort,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
