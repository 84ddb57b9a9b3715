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
 * each boot: with Strapi loaded once per jest process the files would share it. The admin's rate
 * limiter (koa2-ratelimit's memory store, five logins or registrations per e-mail address, path
 * and IP in five minutes) would refuse a later file's admin registration with 429.
 */
export function resetProcessState(): void {
  if (!nativeRequire) return;
  const fromAdmin = nativeRequire.resolve('koa2-ratelimit', {
    paths: [nativeRequire.resolve('@strapi/admin/package.json')],
  });
  nativeRequire(fromAdmin).Stores.Memory.cleanAll();
}
