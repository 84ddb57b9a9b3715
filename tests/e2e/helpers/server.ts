/**
 * The demo app (tests/app) as `npm start` runs it, on a free port and a fresh SQLite database with
 * the demo's sample data; stopped and its database removed after the test.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { APP, BIN } from './build';

export interface DemoServer {
  origin: string;
  /** The app's output (kept after the run, for a failed test). */
  logFile: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo app exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the demo app did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `env`: plugin options for this run (tests/app/config/plugins.js), such as CALENDAR_IMPORT_HOSTS;
 * also DATABASE_FILENAME (a database a test made: kept on stop) and CALENDAR_DEMO_SEED=false.
 */
export async function startDemo(env: Record<string, string> = {}): Promise<DemoServer> {
  const port = await freePort();
  const dir = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const own = env.DATABASE_FILENAME === undefined;
  const database =
    env.DATABASE_FILENAME ?? path.join(dir, `calendar-e2e-${process.pid}-${port}.db`);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: database,
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
  };
  // The built package and the demo seed, exactly as `npm start`, unless the test says otherwise.
  delete childEnv.CALENDAR_PLUGIN_SOURCE;
  delete childEnv.CALENDAR_DEMO_SEED;
  Object.assign(childEnv, env);
  const logFile = path.join(os.tmpdir(), `calendar-e2e-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(path.join(BIN, 'strapi'), ['start'], {
    cwd: APP,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  // Should jest end without running afterAll (a crash), the app must not outlive it.
  process.once('exit', () => child.kill('SIGKILL'));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${origin}/api/calendar/events/v1/events`, child, 120000);
  } catch (error) {
    await stopped(child);
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}; its output (${logFile}) ends with:\n${tail}`);
  }
  return {
    origin,
    logFile,
    async stop() {
      await stopped(child);
      if (!own) return;
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(`${database}${suffix}`, { force: true });
    },
  };
}
