/**
 * Shared by the documentation tests (docs-*.test.ts): the shapes of the namespace index and the
 * OpenAPI document of docs/api.md §8, the language roots they are served on, and a standard
 * OpenAPI 3.1 validator.
 */
import { execFileSync } from 'child_process';
import path from 'path';

export const ROOTS = [
  ['en', ''],
  ['fr', '/fr'],
  ['nl', '/nl'],
] as const;

export type Json = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: {
    type?: string;
    enum?: string[];
    items?: { type: string; enum?: string[] };
    default?: unknown;
  };
}
export interface Operation {
  operationId: string;
  summary: string;
  parameters: Parameter[];
  requestBody?: { $ref: string };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema: { $ref: string } }> }
  >;
}
export interface OpenApi {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Json;
    requestBodies: Record<
      string,
      {
        content: Record<
          string,
          { schema: { properties: Record<string, Json>; required?: string[] } }
        >;
      }
    >;
    responses: Record<string, Operation['responses'][string]>;
  };
}
export interface IndexArg {
  type?: string;
  description: string;
  default?: unknown;
  enum?: string[];
  items?: { type: string; enum?: string[] };
  required: boolean;
}
export interface NamespaceIndex {
  namespace: string;
  routes: Record<
    string,
    {
      methods: string[];
      endpoints: Array<{ methods: string[]; args: Record<string, IndexArg> }>;
      _links?: Json;
    }
  >;
  _links: Json;
}

/** @seriousme/openapi-schema-validator is an ES module, which jest's CommonJS runtime cannot load: run it in its own node. */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(await new Validator().validate(JSON.parse(input))));
`;

export function validateOpenApi(doc: unknown): { valid: boolean; errors?: unknown } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    input: JSON.stringify(doc),
    cwd: path.resolve(__dirname, '../../..'),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Every operation of a document, as { path, METHOD, op }. */
export const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op }))
  );
