/**
 * The route table's koa-router paths (`/events/:id(\\d+)`) in the two spellings the documentation
 * needs: WordPress's route pattern for the namespace index (`/calendar/events/v1/events/(?P<id>\d+)`,
 * docs/tec-behaviour.md §2.1) and OpenAPI's path template (`/events/{id}`).
 */
import { NAMESPACE } from '../urls';

/** A path variable, `:name` with an optional `(regex)` that may hold one level of parentheses. */
const VARIABLE = /:(\w+)(?:\(((?:[^()]|\([^()]*\))*)\))?/g;

/** What koa-router matches a variable without its own regex against: one path segment. */
const SEGMENT = '[^/]+';

export const wpRoutePattern = (path: string, namespace = NAMESPACE): string =>
  `/${namespace}${path.replace(VARIABLE, (_, name: string, regex?: string) => `(?P<${name}>${regex ?? SEGMENT})`)}`;

/** '' (the namespace root) is '/' to OpenAPI, whose paths must start with a slash. */
export const openApiPath = (path: string): string =>
  path.replace(VARIABLE, (_, name: string) => `{${name}}`) || '/';

export const pathVariables = (path: string): string[] =>
  [...path.matchAll(VARIABLE)].map((m) => m[1]);

/** Whether the route has no path variable: WordPress links those from the index (`_links.self`). */
export const isLiteralPath = (path: string): boolean => pathVariables(path).length === 0;
