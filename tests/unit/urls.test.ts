import {
  globalId,
  linkHeader,
  namespaceRoot,
  pageUrl,
  publicPageUrl,
  withQuery,
} from '../../server/src/v1/urls';
import { postArchive } from '../../server/src/v1/serializers/archive';

test('namespace root keeps the language root the request came in on', () => {
  expect(namespaceRoot('http://h:1337', '/api', null)).toBe('http://h:1337/api/calendar/events/v1');
  expect(namespaceRoot('http://h:1337', '/api', 'fr')).toBe(
    'http://h:1337/fr/api/calendar/events/v1'
  );
});

test('query encoding is form encoding, lists as CSV, empty values dropped', () => {
  const url = withQuery('http://h/e/', [
    ['page', 2],
    ['start_date', '2026-11-21 00:00:00'],
    ['categories', [3, 4]],
    ['tags', []],
    ['search', 'rock & roll'],
    ['featured', false],
    ['venue', undefined],
  ]);
  expect(url).toBe(
    'http://h/e/?page=2&start_date=2026-11-21+00%3A00%3A00&categories=3%2C4&search=rock+%26+roll&featured=false'
  );
  expect(new URL(url).searchParams.get('categories')).toBe('3,4');
});

test('previous link to page 1 drops the page parameter (docs/tec-behaviour.md §3.2)', () => {
  expect(pageUrl('http://h/e/', [['per_page', 5]], 1)).toBe('http://h/e/?per_page=5');
  expect(pageUrl('http://h/e/', [['per_page', 5]], 3)).toBe('http://h/e/?page=3&per_page=5');
});

test('Link header (RFC 8288)', () => {
  expect(linkHeader('http://n', 'http://p')).toBe('<http://p>; rel="prev", <http://n>; rel="next"');
  expect(linkHeader(undefined, undefined)).toBeUndefined();
});

test('record URLs and TEC global ids', () => {
  expect(publicPageUrl('https://site.example/', 'events', 'jazz night')).toBe(
    'https://site.example/events/jazz%20night/'
  );
  expect(globalId('http://127.0.0.1:8088', 5810)).toBe('127.0.0.1?id=5810');
  expect(globalId('https://example.com/sub/', 12)).toBe('example.com/sub?id=12');
});

describe('archive envelope (docs/tec-behaviour.md §3.2)', () => {
  const base = {
    key: 'events',
    items: ['a', 'b'],
    base: 'http://h/e/',
    echo: [['per_page', 2]] as Array<[string, number]>,
  };

  test('middle page: key order, neighbours, totals and headers', () => {
    const { body, headers } = postArchive({ ...base, page: 2, perPage: 2, total: 5 });
    expect(Object.keys(body)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(body.rest_url).toBe('http://h/e/?page=2&per_page=2');
    expect(body.next_rest_url).toBe('http://h/e/?page=3&per_page=2');
    expect(body.previous_rest_url).toBe('http://h/e/?per_page=2');
    expect(body.total_pages).toBe(3);
    expect(headers['X-TEC-Total']).toBe('5');
    expect(headers['X-WP-TotalPages']).toBe('3');
    expect(headers.Link).toBe(
      '<http://h/e/?per_page=2>; rel="prev", <http://h/e/?page=3&per_page=2>; rel="next"'
    );
    expect(headers['Access-Control-Expose-Headers']).toBe(
      'X-TEC-Total, X-TEC-TotalPages, X-WP-Total, X-WP-TotalPages, Link'
    );
  });

  test('empty result: no neighbours, zero pages', () => {
    const { body, headers } = postArchive({ ...base, items: [], page: 1, perPage: 2, total: 0 });
    expect(body).toEqual({
      events: [],
      rest_url: 'http://h/e/?page=1&per_page=2',
      total: 0,
      total_pages: 0,
    });
    expect(headers.Link).toBeUndefined();
  });

  test('last page has previous only', () => {
    const { body } = postArchive({ ...base, page: 3, perPage: 2, total: 5 });
    expect(body.next_rest_url).toBeUndefined();
    expect(body.previous_rest_url).toBe('http://h/e/?page=2&per_page=2');
  });
});
