/**
 * The edge between koa and the API: one `ApiRequest` per call, holding what every handler needs
 * (language, namespace root, caller, merged input) and nothing of koa itself.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pluginConfig, siteZone, type CalendarConfig } from '../config';
import type { Translations } from '../domain/types';
import type { SiteFields } from '../domain/site-fields';
import type { Caller } from '../domain/caller';
import { passwordUnlocked } from '../domain/visibility';
import type { OutputContext } from './serializers/context';
import { noRefs } from './params/refs';
import type { ParamContext, ParamDef, ParamsOf } from './params/types';
import { undecided, validateParams, type ParamIO } from './params/validate';
import type { RouteDef } from './routes';
import { namespaceRoot } from './urls';
import type { ResolveRefs } from '../domain/records';

/** Set by the namespace middleware: the language of the root the request came in on, if any. */
export interface CalendarState {
  rootLang: string | null;
  /** The plugin namespace the path is in: calendar/events/v1, or calendar/wp/v2 (docs/api.md §16). */
  namespace?: string;
  /** The request authenticated with Basic (an application password: docs/api.md §4.1). */
  basic?: boolean;
  /**
   * Set when the request came in on a WordPress path (docs/api.md §1.6): its namespace root (URLs in
   * answers keep it), WordPress's REST root it is under (`{site}/wp-json`, or `{site}/?rest_route=`),
   * and whether it asked for WordPress's REST index (`/wp-json/`).
   */
  wordpress?: { root: string; base: string; index: boolean };
  /** Set when the request was answered before its body was parsed (multipart-stall.ts): never run its handler. */
  abandoned?: boolean;
}

/**
 * What the plugin keeps in koa's `ctx.state`: set by the namespace middleware (`calendar`) and the
 * router (`calendarRoute`: the route a request matched, whose handler then runs).
 */
declare module 'koa' {
  interface DefaultState {
    calendar?: CalendarState;
    calendarRoute?: RouteDef;
  }
}

export interface ApiRequest {
  lang: string;
  /** The language a bare URL on this request's root reads: the root's own (`/fr/api/...`), else the default. */
  rootLang: string;
  root: string;
  /** Set on a WordPress path (docs/api.md §1.6). */
  wordpress?: CalendarState['wordpress'];
  origin: string;
  site: string;
  config: CalendarConfig;
  caller: Caller;
  now: Date;
  input: Record<string, unknown>;
  /**
   * `id`: the caller reads nothing of a write's answer but the record's id — the importer
   * (docs/api.md §15), which would throw the rendered record away — so a create need not read its
   * record back. Never set on an HTTP request.
   */
  answer?: 'id';
  /**
   * The route's arguments, checked and parsed (v1/params/validate.ts): the references they name
   * looked up at once, the permissions they and the route's `permissions` depend on decided once.
   */
  params<R extends Pick<RouteDef, 'params' | 'permissions'>>(route: R): Promise<ParamsOf<R>>;
  /** For the route's query and input builders, after `params`: the permissions decided, no references. */
  paramContext(): ParamContext;
  output(
    translations: Map<string, Translations>,
    unlock: { password?: unknown; edit: boolean }
  ): OutputContext;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Body over query (docs/tec-behaviour.md §1.2). Path captures win over both: TEC lets a body `id` override the
 * `{id}` of the URL, which makes the URL lie about what is written — a deliberate deviation.
 */
function mergeInput(ctx: Context): Record<string, unknown> {
  const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
  return {
    ...(ctx.query as Record<string, unknown>),
    ...body,
    ...(ctx.params as Record<string, unknown>),
  };
}

/**
 * docs/api.md §7: a body field sent in JSON as `null` clears it, like `""`. WordPress's argument layer
 * (and our validator, which follows it) reads `null` as "not sent", which would make `venue: null`
 * a silent no-op; so a `null` reaches the validators as `""`, the other spelling of "clear". A
 * required argument keeps WordPress's reading: `null` is missing (400 rest_missing_callback_param).
 */
function nullsAsEmpty(
  defs: readonly ParamDef[],
  input: Record<string, unknown>
): Record<string, unknown> {
  const out = { ...input };
  for (const def of defs) {
    if (def.in === 'body' && !def.required && out[def.name] === null) out[def.name] = '';
  }
  return out;
}

/** translation_language if valid, else the root's language, else the default (docs/api.md §1); validated as a parameter. */
/**
 * The request's language (docs/api.md §1), the one rule for answers and for errors alike: the
 * `translation_language` asked for when it is an enabled language, else the language of the root
 * the request came in on, else the default (the first enabled language).
 */
export function requestLanguage(asked: unknown, rootLang: string | null, languages: string[]) {
  if (typeof asked === 'string' && languages.includes(asked)) return asked;
  return rootLang ?? languages[0];
}

/** What the controller hands in: the wire layer does no I/O of its own. */
export interface RequestServices {
  /** The records service's look-up of every reference a request's arguments name, at once. */
  resolveRefs: ResolveRefs;
  /** The caller, from Strapi's auth (auth/caller.ts). */
  caller: Caller;
  /** The site's own fields of the content types (services/site-fields.ts, docs/api.md §14). */
  siteFields: SiteFields;
}

/**
 * The request's permission decisions (docs/api.md §10): the caller is asked only here, once per
 * action, and parameters read the plain answers; an action nobody declared is a bug, not a "no".
 */
function paramIO(lang: string, { resolveRefs, caller }: RequestServices): ParamIO {
  const decided = new Map<string, boolean>();
  return {
    resolve: (queries) => resolveRefs(queries, lang),
    async decide(actions) {
      const asked = actions.filter((action) => !decided.has(action));
      const answers = await Promise.all(asked.map((action) => caller.can(action)));
      asked.forEach((action, i) => decided.set(action, answers[i]));
    },
    may: (action) => decided.get(action) ?? undecided(action),
  };
}

/**
 * What a request is made of, apart from koa: an HTTP request's (createApiRequest), or the
 * importer's, which sends the records it reads through the same handlers (docs/api.md §15).
 */
export interface RequestParts {
  /** Query, body and path captures, merged (body over query, captures over both). */
  input: Record<string, unknown>;
  /** The language of the root the request came in on, if any (docs/api.md §1.2). */
  rootLang: string | null;
  wordpress?: CalendarState['wordpress'];
  origin: string;
  /** The plugin namespace whose root URLs are built on (default calendar/events/v1). */
  namespace?: string;
  /** What the caller reads of a write's answer: see ApiRequest.answer. */
  answer?: 'id';
}

export function createApiRequest(
  strapi: Core.Strapi,
  ctx: Context,
  services: RequestServices
): ApiRequest {
  const state = ctx.state.calendar;
  return createRequest(
    strapi,
    {
      input: mergeInput(ctx),
      rootLang: state?.rootLang ?? null,
      wordpress: state?.wordpress,
      origin: ctx.origin,
      namespace: state?.namespace,
    },
    services
  );
}

export function createRequest(
  strapi: Core.Strapi,
  parts: RequestParts,
  services: RequestServices
): ApiRequest {
  const { caller } = services;
  const config = pluginConfig(strapi);
  const { input, origin } = parts;
  const lang = requestLanguage(input.translation_language, parts.rootLang, config.languages);
  const apiPrefix = (strapi.config.get('api.rest.prefix') as string | undefined) ?? '/api';
  const now = new Date();
  const io = paramIO(lang, services);
  const { siteFields } = services;
  const paramContext = (): ParamContext => ({
    lang,
    config,
    now,
    siteFields,
    raw: input,
    refs: noRefs,
    may: (action) => io.may(action),
  });
  const rootLang = parts.rootLang ?? config.languages[0];
  const req: ApiRequest = {
    lang,
    rootLang,
    root:
      parts.wordpress?.root ?? namespaceRoot(origin, apiPrefix, parts.rootLang, parts.namespace),
    wordpress: parts.wordpress,
    origin,
    site: config.publicUrl || origin,
    config,
    caller,
    now,
    input,
    answer: parts.answer,
    params: <R extends Pick<RouteDef, 'params' | 'permissions'>>(route: R) =>
      validateParams(
        route.params,
        nullsAsEmpty(route.params, input),
        { lang, config, now, siteFields },
        io,
        route.permissions
        // The arguments of the route it was given: for a handler serving several routes (by id and
        // by slug), those of that one route, which ParamsOf spells as either of theirs.
      ) as Promise<ParamsOf<R>>,
    paramContext,
    output: (translations, unlock) => ({
      root: req.root,
      site: req.site,
      origin,
      siteZone: siteZone(config),
      siteFields,
      translations,
      rootLang,
      unlocked: (stored) => passwordUnlocked(stored, unlock.password, unlock.edit),
    }),
  };
  return req;
}
