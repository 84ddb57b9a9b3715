/**
 * Boots the host app (tests/app) with the plugin loaded from server/src, on a fresh database,
 * and offers what API tests need: an HTTP client and the caller kinds of docs/api.md §4.
 */
import fs from 'fs';
import path from 'path';
import supertest from 'supertest';
import {
  createTestDatabase,
  currentClient,
  dropDatabase,
  templateName,
  templateRecordFile,
  testsDir,
  type TemplateRecord,
  type TestDatabase,
} from './database';
import { nativeRequire, resetProcessState } from './native';

const APP_DIR = path.resolve(__dirname, '../../app');

export interface TestApp {
  strapi: any;
  http: ReturnType<typeof supertest>;
  /** Authorization header value for an API token of that type (custom tokens get `actions`). */
  token(type: 'full-access' | 'read-only' | 'custom', actions?: string[]): Promise<string>;
  /** Authorization header value for a users-permissions user whose role holds `actions`. */
  user(actions: string[]): Promise<{ auth: string; id: number }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * How long a file's app may take to boot: ~10 s alone, but CI runs three suites at once on two
 * cores, and a boot with Strapi's GraphQL plugin (graphql.test.ts) on a loaded machine was seen to
 * pass jest's 60 s (a CI rehearsal, 2026-11-28). A boot that hangs still fails, after this.
 */
const BOOT_TIMEOUT_MS = 240_000;
/**
 * This jest process's public folder (uploads land in its `uploads/`): several test runs at once
 * (CI runs four) must not see one another's files. Beside the SQLite files, in memory-backed
 * /dev/shm when there is one.
 */
function publicDir(): string {
  const dir = path.join(testsDir(), `public-${process.pid}`);
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  return dir;
}

/**
 * Before a boot: the plugin Strapi will load is this file's (native/plugin.js), and Strapi, which
 * reads Node's own process.env, sees this file's environment (jest gives each file a copy, which
 * the helpers write), so a file's settings neither miss the boot nor leak into the next file's.
 */
function prepareNativeBoot(): void {
  if (!nativeRequire) return;
  resetProcessState();
  nativeRequire(path.join(__dirname, 'native/plugin.js')).set(
    require('../../../server/src/index').default
  );
  const real: NodeJS.ProcessEnv = nativeRequire('process').env;
  for (const key of Object.keys(real)) if (!(key in process.env)) delete real[key];
  Object.assign(real, process.env);
}

/** Boots the host app on the database `env` names. */
async function loadStrapi(env: Record<string, string>): Promise<any> {
  Object.assign(process.env, {
    CALENDAR_PUBLIC_DIR: publicDir(),
    CALENDAR_PLUGIN_SOURCE: '1',
    CALENDAR_DEMO_SEED: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'error',
    ...env,
  });
  prepareNativeBoot();
  const { createStrapi } = (nativeRequire ?? require)('@strapi/strapi');
  const strapi = await createStrapi({
    appDir: APP_DIR,
    distDir: APP_DIR,
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  // Strapi sets the global `strapi` in its own realm; code loaded in this file's sees this one.
  (globalThis as any).strapi = strapi;
  return strapi;
}

/**
 * Settings that change what the first boot on an empty database writes (the locales the plugin
 * creates, the order plugins seed in): a boot with them gets an empty database, not the template.
 */
const FIRST_BOOT_ENV = ['CALENDAR_LANGUAGES', 'CALENDAR_FIRST'];

/**
 * This jest process's template database (database.ts): made by booting the app once, with the
 * default settings, on an empty database, the first time a file asks for it in this run.
 * Undefined outside a run named by global-setup.ts.
 */
async function templateDatabase(): Promise<string | undefined> {
  const record = templateRecordFile();
  if (!record) return undefined;
  if (fs.existsSync(record))
    return (JSON.parse(fs.readFileSync(record, 'utf8')) as TemplateRecord).name;
  const name = templateName();
  const client = currentClient();
  // The template is the default first boot, whatever an earlier boot of this file set.
  for (const key of FIRST_BOOT_ENV) delete process.env[key];
  await dropDatabase(client, name); // left by a template boot of this process that failed
  const template = await createTestDatabase({ name });
  const strapi = await loadStrapi(template.env);
  await settled(strapi);
  await strapi.destroy();
  fs.mkdirSync(path.dirname(record), { recursive: true });
  fs.writeFileSync(record, JSON.stringify({ client, name } satisfies TemplateRecord));
  return name;
}

/**
 * The site as it was before this boot, made on the same empty database by an earlier boot: with
 * `env` (by default the calendar disabled: a site before it installs the plugin), `run` writes what
 * the site had (its locales, say), and that app closes before the app under test boots.
 */
export interface EarlierBoot {
  env?: Record<string, string>;
  run(strapi: any): Promise<void>;
}

export async function bootApp(
  extraEnv: Record<string, string> = {},
  earlier?: EarlierBoot
): Promise<TestApp> {
  const fresh = earlier !== undefined || FIRST_BOOT_ENV.some((key) => key in extraEnv);
  const db: TestDatabase = await createTestDatabase({
    template: fresh ? undefined : await templateDatabase(),
  });
  if (earlier) {
    const site = await loadStrapi({
      ...db.env,
      CALENDAR_PLUGIN_ENABLED: 'false',
      ...earlier.env,
    });
    await earlier.run(site);
    await settled(site);
    await site.destroy();
    for (const key of Object.keys(earlier.env ?? {})) delete process.env[key];
  }
  // loadStrapi leaves its environment in process.env: the earlier boot's must not carry over.
  const strapi = await loadStrapi({
    ...db.env,
    ...(earlier ? { CALENDAR_PLUGIN_ENABLED: 'true' } : {}),
    ...extraEnv,
  });
  strapi.server.mount();
  const http = supertest(strapi.server.httpServer);

  return {
    strapi,
    http,
    async token(type, actions = []) {
      const created = await strapi.service('admin::api-token').create({
        name: `test-token-${++counter}`,
        type,
        lifespan: null,
        permissions: type === 'custom' ? actions : undefined,
      });
      return `Bearer ${created.accessKey}`;
    },
    async user(actions) {
      const n = ++counter;
      const role = await strapi.db.query('plugin::users-permissions.role').create({
        data: { name: `Role ${n}`, description: 'test role', type: `test-role-${n}` },
      });
      for (const action of actions) {
        await strapi.db
          .query('plugin::users-permissions.permission')
          .create({ data: { action, role: role.id } });
      }
      const user = await strapi.db.query('plugin::users-permissions.user').create({
        data: {
          username: `user${n}`,
          email: `user${n}@example.test`,
          password: 'Passw0rd!',
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        },
      });
      const jwt = strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
      return { auth: `Bearer ${jwt}`, id: user.id };
    },
    async close() {
      await settled(strapi);
      await strapi.destroy();
      await db.drop();
    },
  };
}

/**
 * Waits (at most 5 s) until no query is running or waiting for a connection. Strapi's Document
 * Service emits its entry events after a write's transaction commits, populating the entry with
 * more queries, after the HTTP response has gone: a file whose last request wrote several
 * documents (a series split) would otherwise close the pool under them ("aborted").
 */
async function settled(strapi: any): Promise<void> {
  const pool = strapi.db?.connection?.client?.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0;
  for (let waited = 0; busy() && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

export interface UseAppOptions {
  /** Extra environment for this boot: plugin options such as CALENDAR_TIMEZONE (see bootApp). */
  env?: Record<string, string>;
  /** Cleanup that still needs the app: runs after the tests, before the app closes. */
  beforeClose?: (app: TestApp) => Promise<void>;
  /**
   * Stops the plugin's background jobs (the recurrence horizon's timer) once booted: files that
   * count or record every statement the driver runs must see only their requests' statements.
   */
  quiet?: boolean;
  /**
   * Keeps scheduled publishing's timer running (services/scheduled-publishing.ts). Stopped
   * otherwise: test files write `future` records as a state to read back, dated now, which the
   * timer would publish under them.
   */
  publishing?: boolean;
  /** A boot on the same database before this one (see bootApp). */
  earlier?: EarlierBoot;
}

/**
 * The boot block of an API test file: boots the app in beforeAll, closes it in afterAll, for the
 * file or for the describe block it is called in. It answers the app itself, whose members reach
 * the booted app once beforeAll has run; the file's own beforeAll, declared after it, makes tokens
 * and fixtures.
 *
 *   const app = useApp();
 *   let full: string;
 *   beforeAll(async () => {
 *     full = await app.token('full-access');
 *   });
 */
export function useApp(options: UseAppOptions = {}): TestApp {
  let booted: TestApp | undefined;
  const current = (): TestApp => {
    if (!booted) throw new Error('useApp: the app boots in beforeAll; use it in hooks and tests');
    return booted;
  };
  beforeAll(async () => {
    booted = await bootApp(options.env, options.earlier);
    if (options.quiet) await booted.strapi.plugin('calendar').service('horizon').stop();
    if (!options.publishing)
      await booted.strapi.plugin('calendar').service('scheduledPublishing').stop();
    // Subscriptions refresh on their own timer only where a test asks for it (it calls tick()).
    await booted.strapi.plugin('calendar').service('subscriptions').stop();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    if (!booted) return; // the boot failed: jest reports that error, not this one
    try {
      await options.beforeClose?.(booted);
    } finally {
      await booted.close();
      booted = undefined;
    }
  });
  return {
    get strapi() {
      return current().strapi;
    },
    get http() {
      return current().http;
    },
    token: (type, actions) => current().token(type, actions),
    user: (actions) => current().user(actions),
    close: () => current().close(),
  };
}
