/**
 * Tables, columns and value conversions of the calendar's models, read from Strapi's own model
 * metadata (so Strapi's naming and identifier shortening are followed on every database), and
 * rows turned into records exactly the way Strapi's query engine returns them: attribute names,
 * booleans, numbers, ISO datetimes, parsed JSON.
 */
import type { Core } from '@strapi/strapi';
import type { Dialect, SqlType } from './dialect';
import type { Row } from './runner';

/** An attribute the way Strapi's model metadata describes it. */
type Attribute = ReturnType<Core.Strapi['db']['metadata']['get']>['attributes'][string];

export interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

type Convert = (value: unknown) => unknown;

/** Strapi's field conversions (fields/*.ts of @strapi/database), for the types the calendar uses. */
const CONVERT: Record<string, Convert> = {
  boolean: (v) =>
    typeof v === 'boolean' ? v : String(v) === '1' ? true : String(v) === '0' ? false : null,
  increments: Number,
  integer: Number,
  float: Number,
  decimal: Number,
  biginteger: String,
  datetime: (v) => {
    const d = v instanceof Date ? v : new Date(v as string | number);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  },
  json: (v) => {
    if (typeof v !== 'string') return v;
    try {
      const parsed = JSON.parse(v);
      return typeof parsed === 'string' ? JSON.parse(parsed) : parsed;
    } catch {
      return v;
    }
  },
};
CONVERT.timestamp = CONVERT.datetime;
const asString: Convert = (v) => String(v);

const SQL_TYPE: Record<string, SqlType> = {
  boolean: 'boolean',
  integer: 'integer',
  float: 'float',
  decimal: 'float',
  datetime: 'datetime',
  timestamp: 'datetime',
  json: 'json',
  increments: 'integer',
};

export interface Column {
  attribute: string;
  column: string;
  type: SqlType;
  convert: Convert;
}

export interface Model {
  uid: string;
  table: string;
  /** Scalar attributes with their columns, in schema order. */
  columns: Column[];
  column(attribute: string): string;
  joinTable(attribute: string): JoinTable;
  /** A database row (with the columns as selected, optionally prefixed) → a record with attribute names. */
  record(row: Row, prefix?: string): Record<string, unknown>;
}

const SCALAR = new Set([
  'string',
  'text',
  'richtext',
  'uid',
  'enumeration',
  'email',
  'password',
  'boolean',
  'integer',
  'float',
  'decimal',
  'biginteger',
  'datetime',
  'timestamp',
  'date',
  'time',
  'json',
  'increments',
]);

/** The join table of a relation between two tables (a morph relation's has a type column instead). */
function twoSidedJoinTable(def: Attribute | undefined): JoinTable | undefined {
  if (!def || !('joinTable' in def) || !def.joinTable) return undefined;
  return 'inverseJoinColumn' in def.joinTable ? def.joinTable : undefined;
}

export function modelOf(strapi: Core.Strapi, uid: string): Model {
  const meta = strapi.db.metadata.get(uid);
  const columns: Column[] = [];
  for (const [attribute, def] of Object.entries(meta.attributes)) {
    if (!SCALAR.has(def.type) || !('columnName' in def) || !def.columnName) continue;
    columns.push({
      attribute,
      column: def.columnName,
      type: SQL_TYPE[def.type] ?? 'text',
      convert: CONVERT[def.type] ?? asString,
    });
  }
  return {
    uid,
    table: meta.tableName,
    columns,
    column(attribute) {
      const found = columns.find((c) => c.attribute === attribute);
      if (!found) throw new Error(`${uid} has no column for ${attribute}`);
      return found.column;
    },
    joinTable(attribute) {
      const jt = twoSidedJoinTable(meta.attributes[attribute]);
      if (!jt) throw new Error(`${uid}.${attribute} has no join table`);
      return jt;
    },
    record(row, prefix = '') {
      const out: Record<string, unknown> = {};
      for (const c of columns) {
        const key = `${prefix}${c.column}`;
        if (!(key in row)) continue;
        const value = row[key];
        out[c.attribute] = value === null || value === undefined ? null : c.convert(value);
      }
      return out;
    },
  };
}

/** `alias.col AS prefixcol, ...` for every column of a model (aliases stay lower-case snake: portable). */
export function selectColumns(d: Dialect, model: Model, alias: string, prefix = ''): string {
  return model.columns
    .map((c) => `${alias}.${d.q(c.column)} AS ${d.q(`${prefix}${c.column}`)}`)
    .join(', ');
}

/** The `{ locale: id }` map of a `locale:id,locale:id` value (ids ascending: the last one of a locale wins). */
export function parsePairs(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof value !== 'string' || !value) return out;
  const pairs = value.split(',').map((p) => {
    const i = p.lastIndexOf(':');
    return [p.slice(0, i), Number(p.slice(i + 1))] as const;
  });
  pairs.sort((a, b) => a[1] - b[1]);
  for (const [locale, id] of pairs) out[locale] = id;
  return out;
}
