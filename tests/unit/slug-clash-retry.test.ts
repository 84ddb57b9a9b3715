/**
 * Same-name creates racing for a slug (issue 7 part 5): every writer checks which slug is free,
 * then inserts, and the database refuses all but one of those who picked the same slug. The retry
 * must get a whole burst through, not only the first ten: before the random pause between
 * attempts, each round had a single winner and a burst of 24 over two instances ran out of attempts.
 * And it must know a slug clash in each database's words, and nothing else.
 */
import { execFileSync } from 'child_process';
import { errors } from '@strapi/utils';
import { isSlugClash, retryingSlugClashes } from '../../server/src/services/slug-clash';

/** A table with a unique slug column, where a check and the insert after it are apart in time. */
function slugTable() {
  const taken = new Set<string>();
  return async function insert(title: string): Promise<string> {
    let slug = title;
    for (let n = 2; taken.has(slug); n += 1) slug = `${title}-${n}`;
    await new Promise((resolve) => setTimeout(resolve, 5)); // the rest of the transaction
    if (taken.has(slug))
      throw Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
      });
    taken.add(slug);
    return slug;
  };
}

describe('retryingSlugClashes', () => {
  it('gets a burst of 24 same-title writes through, each with its own slug', async () => {
    const insert = slugTable();
    const slugs = await Promise.all(
      Array.from({ length: 24 }, () => retryingSlugClashes(() => insert('launch-party')))
    );
    expect(new Set(slugs).size).toBe(24);
    expect(slugs).toContain('launch-party');
    expect(slugs).toContain('launch-party-24');
  });

  it('does not retry other errors', async () => {
    const write = jest.fn(async () => {
      throw Object.assign(new Error('not null'), { code: '23502' });
    });
    await expect(retryingSlugClashes(write)).rejects.toThrow('not null');
    expect(write).toHaveBeenCalledTimes(1);
  });
});

// Strapi 5's SQLite driver's error class; the driver ships no types.

const { SqliteError } = require('better-sqlite3') as {
  SqliteError: new (message: string, code: string) => Error;
};

/**
 * The error better-sqlite3 throws for `statement` (a unique slug column, a NOT NULL name column), rebuilt here from what a fresh Node process saw.
 * Not thrown in this process: under `npm test` the native addon keeps the error class of the first
 * test file that loaded it, whose realm jest has torn down by then, and hands out bare Errors.
 */
function sqliteError(statement: string): unknown {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(':memory:');
    db.exec("CREATE TABLE terms (slug TEXT, name TEXT NOT NULL); CREATE UNIQUE INDEX slug_locale ON terms (slug); INSERT INTO terms VALUES ('jazz', 'Jazz')");
    try { db.exec(process.argv[1]); } catch (e) { process.stdout.write(JSON.stringify({ message: e.message, code: e.code })); }`;
  const out = execFileSync(process.execPath, ['-e', script, statement], {
    cwd: __dirname,
  }).toString();
  if (!out) return null;
  const { message, code } = JSON.parse(out) as { message: string; code: string };
  return new SqliteError(message, code);
}

/** The error as Strapi's SQLite dialect hands it on (it rewrites errno 19 into a bare NotNullError). */
function throughStrapi(error: unknown): unknown {
  const SqliteDialect = require('@strapi/database/dist/dialects/sqlite/index.js');
  try {
    new SqliteDialect({ config: {} }).transformErrors(error);
  } catch (thrown) {
    return thrown;
  }
  return null;
}

describe('isSlugClash', () => {
  it("knows PostgreSQL's and MySQL/MariaDB's duplicate key errors", () => {
    expect(isSlugClash(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    expect(
      isSlugClash(
        Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 })
      )
    ).toBe(true);
  });

  it('knows a unique violation on SQLite, which reaches it unchanged through Strapi (not as a NotNullError)', () => {
    const thrown = throughStrapi(sqliteError("INSERT INTO terms VALUES ('jazz', 'Jazz 2')"));
    const { name, code } = thrown as { name?: string; code?: string };
    expect({ name, code }).toEqual({ name: 'SqliteError', code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isSlugClash(thrown)).toBe(true);
  });

  it('does not take a NOT NULL violation for one, on SQLite or PostgreSQL', () => {
    expect(isSlugClash(throughStrapi(sqliteError("INSERT INTO terms VALUES ('rock', NULL)")))).toBe(
      false
    );
    expect(isSlugClash(Object.assign(new Error('null value'), { code: '23502' }))).toBe(false);
  });

  it("knows Strapi's own uniqueness check on slug, and no other field's", () => {
    const on = (path: string[]) =>
      new errors.ValidationError('This attribute must be unique', {
        errors: [{ path, message: 'unique', name: 'ValidationError' }],
      });
    expect(isSlugClash(on(['slug']))).toBe(true);
    expect(isSlugClash(on(['name']))).toBe(false);
  });
});
