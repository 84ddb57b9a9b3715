/**
 * `GET {ns}/`: the WordPress namespace index (docs/tec-behaviour.md §2.1, §11.2) built
 * from the route table — one entry per route pattern, one endpoint per route definition, one
 * argument per parameter definition — so it lists exactly what the router serves and the
 * validators accept.
 */
import type { ParamDef } from '../params/types';
import type { RouteDef } from '../routes';
import { NAMESPACE } from '../urls';
import { documentedDefault, documentedEnum, itemSchema, uniqueParams } from './args';
import type { DocContext } from './context';
import { siteArgumentProperties } from './site-fields';
import { translateTexts } from './i18n';
import { isLiteralPath, wpRoutePattern } from './paths';

export interface IndexArgument {
  type?: string;
  description: string;
  default?: unknown;
  enum?: string[];
  items?: { type: string; enum?: string[] };
  properties?: Record<string, unknown>;
  required: boolean;
}

export interface IndexEndpoint {
  methods: string[];
  args: Record<string, IndexArgument>;
}

type Links = Record<string, Array<{ href: string }>>;

export interface IndexRoute {
  namespace: string;
  methods: string[];
  endpoints: IndexEndpoint[];
  _links?: Links;
}

export interface NamespaceIndex {
  namespace: string;
  routes: Record<string, IndexRoute>;
  _links: Links;
}

/** WordPress's key order: type, description, default, enum, items, required (absent keys left out). */
function argumentOf(def: ParamDef, ctx: DocContext): IndexArgument {
  const fallback = documentedDefault(def, ctx.config);
  const values = documentedEnum(def, ctx.config);
  const items = itemSchema(def);
  const properties = def.siteFieldsOf && siteArgumentProperties(ctx.siteFields, def.siteFieldsOf);
  return {
    ...(def.type ? { type: def.type } : {}),
    description: def.description,
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(values ? { enum: values } : {}),
    ...(items ? { items } : {}),
    ...(properties ? { properties } : {}),
    required: def.required === true,
  };
}

function endpointOf(route: RouteDef, ctx: DocContext): IndexEndpoint {
  const args = uniqueParams(route.params).map((def) => [def.name, argumentOf(def, ctx)] as const);
  return { methods: [...route.methods], args: Object.fromEntries(args) };
}

export function namespaceIndex(routes: readonly RouteDef[], ctx: DocContext): NamespaceIndex {
  const namespace = ctx.namespace ?? NAMESPACE;
  const entries: Record<string, IndexRoute> = {};
  const literal = new Map<string, string>();
  for (const route of routes) {
    const key = wpRoutePattern(route.path, namespace);
    const entry = (entries[key] ??= { namespace, methods: [], endpoints: [] });
    entry.methods.push(...route.methods.filter((m) => !entry.methods.includes(m)));
    entry.endpoints.push(endpointOf(route, ctx));
    if (isLiteralPath(route.path)) literal.set(key, `${ctx.root}${route.path}`);
  }
  // Only routes without path variables link to themselves, like WordPress; the link comes last.
  for (const [key, href] of literal) entries[key]._links = { self: [{ href }] };
  const index: NamespaceIndex = {
    namespace,
    routes: entries,
    // WordPress links `up` to the REST API's root index; Strapi has none, so the links are the
    // namespace itself and its OpenAPI document (RFC 8288 "describedby").
    _links: { self: [{ href: ctx.root }], describedby: [{ href: `${ctx.root}/doc` }] },
  };
  return translateTexts(index, ctx.lang);
}
