/**
 * The demo's build step (scripts/demo.js), with the same stamps: the plugin package and the admin
 * panel are built only when their sources changed since the last build, so a second run starts at
 * once and `npm start` after a test run does not build again (nor the reverse).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve(__dirname, '../../..');
export const APP = path.join(ROOT, 'tests/app');
export const BIN = path.join(ROOT, 'node_modules/.bin');

function newest(paths: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return latest;
}

const stampTime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function stamp(file: string, startedAt: Date) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, startedAt.toISOString());
  fs.utimesSync(file, startedAt, startedAt);
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(path.join(BIN, command), args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function buildIf(stale: boolean, stampFile: string, command: string, args: string[], cwd: string) {
  if (!stale) return;
  const startedAt = new Date();
  run(command, args, cwd);
  stamp(stampFile, startedAt);
}

export function buildIfStale(): void {
  const pluginStamp = path.join(ROOT, 'dist/.build-stamp');
  const pluginSources = ['server/src', 'admin/src', 'contracts', 'package.json'].map((p) =>
    path.join(ROOT, p)
  );
  buildIf(
    newest(pluginSources) > stampTime(pluginStamp),
    pluginStamp,
    'strapi-plugin',
    ['build'],
    ROOT
  );
  // The admin bundle depends on the plugin's admin sources, the contract they share with the server,
  // and the app's admin settings only.
  const adminStamp = path.join(APP, 'build/.build-stamp');
  const adminInputs = [
    path.join(ROOT, 'admin/src'),
    path.join(ROOT, 'contracts'),
    path.join(APP, 'config/admin.js'),
    path.join(APP, 'src/admin'),
    path.join(APP, 'package.json'),
  ];
  buildIf(newest(adminInputs) > stampTime(adminStamp), adminStamp, 'strapi', ['build'], APP);
}
