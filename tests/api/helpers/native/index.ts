import path from 'path';

/**
 * Node's own require, which environment.js hands the API test files: Strapi and the host app's own
 * modules load through it once per jest process, not once per file. Undefined under another jest
 * environment, where everything loads in the file's registry as it used to.
 */
export const nativeRequire: NodeRequire | undefined = (globalThis as any).__nativeRequire;

/**
 * A module of the host app (tests/app) as Strapi loaded it: the one copy whose state Strapi's
 * code shares (the driver's statement counter of src/bench.js), not a second one in this file.
 */
export const hostAppModule = <T>(absolutePath: string): T =>
  (nativeRequire ?? require)(absolutePath) as T;

/**
 * What Strapi keeps per process rather than per instance, put back as a new process has it before
 * each boot: with Strapi loaded once per jest process the files would share it.
 * - The admin's rate limiter (koa2-ratelimit's memory store, five logins or registrations per
 *   e-mail address, path and IP in five minutes) would refuse a later file's admin registration
 *   with 429.
 * - The admin's permission action and condition providers, its permission engine and its role
 *   service are module-level objects whose hooks every boot registers handlers on (i18n adds five)
 *   and whose destroy empties the registries but not the hooks: the nth boot of a process ran n
 *   copies of each, each on a deep clone of every action (lodash's baseClone was the top of a boot's
 *   profile), and a boot took 0.5 s first and 2.3 s after 54 (3 s late in `npm test`: 158 s of
 *   boots in one API run). Each boot registers again what it needs, so they start empty.
 */
export function resetProcessState(): void {
  if (!nativeRequire) return;
  const admin = path.dirname(nativeRequire.resolve('@strapi/admin/package.json'));
  nativeRequire(
    nativeRequire.resolve('koa2-ratelimit', { paths: [admin] })
  ).Stores.Memory.cleanAll();
  for (const hooks of adminHooks(nativeRequire, admin))
    for (const hook of Object.values(hooks))
      for (const handler of [...hook.getHandlers()]) hook.delete(handler);
}

interface Hook {
  getHandlers(): unknown[];
  delete(handler: unknown): void;
}

/** The admin's module-level hook maps (see resetProcessState). */
function adminHooks(load: NodeRequire, admin: string): Record<string, Hook>[] {
  const services = path.join(admin, 'dist/server/server/src/services');
  const permission = load(path.join(services, 'permission.js'));
  const role = load(path.join(services, 'role.js'));
  return [
    permission.actionProvider.hooks,
    permission.conditionProvider.hooks,
    permission.engine.hooks,
    role.hooks,
  ];
}
