/**
 * The types an endpoint's pieces share (endpoint.ts wraps handlers, preconditions.ts evaluates
 * If-Match): kept apart so neither of those imports the other.
 */
import type { Context } from 'koa';
import type { ApiRequest } from '../v1/request';
import type { RouteDef } from '../v1/routes';

export interface Preconditions {
  /** Whether the request carries a write precondition, so a handler renders the current bodies only then. */
  present: boolean;
  /** Throws 412 unless the preconditions hold for `current`: the bodies a GET of the record may answer this caller. */
  assert(current: unknown[]): void;
}

export interface Response {
  status?: number;
  /** A JSON value, or a string sent as it is (with its Content-Type in `headers`). */
  body: unknown;
  headers?: Record<string, string>;
  /**
   * When the newest record the body shows last changed, for Last-Modified. Unset: the newest
   * `modified_utc` in the body, which every event, venue and organizer record carries.
   */
  lastModified?: Date | null;
}

/** `R`: the routes the handler serves, whose parameter definitions type its arguments (`req.params(route)`). */
export type Handler<R extends RouteDef = RouteDef> = (
  req: ApiRequest,
  route: R,
  preconditions: Preconditions
) => Promise<Response>;

/** The koa action, with the handler it wraps: a write reads its record through its GET twin's handler. */
export type EndpointAction = ((ctx: Context) => Promise<void>) & { handler: Handler };
