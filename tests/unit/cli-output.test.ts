/**
 * What `strapi-calendar` gives a script (bin/cli.js `run`, docs/importing.md): stdout carries the
 * answer and nothing else — one whole JSON document with --json, however large and whatever stdout
 * is — every log line goes to stderr, and the exit code says how it went (0 done, 1 some records
 * failed, 2 could not run). The command runs in a child process whose stdout is a pipe, as in
 * `strapi-calendar import … --json | jq`; the app it boots is a stand-in that logs to stdout while
 * it boots and shuts down, as Strapi's logger does, so no Strapi is needed here (the stock-app suite
 * runs the real command in a real app).
 */
import { spawn } from 'child_process';
import path from 'path';

const CLI = path.resolve(__dirname, '../../bin/cli.js');

/** A child that runs the command as bin/strapi-calendar.js does, with a stand-in app. */
function runCli(argv: string[], { records = 0, failed = 0, bootFails = false } = {}) {
  const script = `
    const { run } = require(${JSON.stringify(CLI)});
    const results = Array.from({ length: ${records} }, (_, i) => ({
      label: 'event ' + i + ' ' + 'x'.repeat(150), outcome: i < ${failed} ? 'failed' : 'created', id: i, warnings: [],
    }));
    const importer = { defaultLanguage: () => 'en', importFrom: async () => {
      console.log('[info] importing'); // a log line while the command works
      return { source: 'x.ics', lang: 'en', dryRun: false, results, problems: [],
        counts: { created: ${records - failed}, updated: 0, unchanged: 0, skipped: 0, failed: ${failed}, trashed: 0 } };
    } };
    // The import run the command records (services/import-runs.ts), as a pass-through.
    const importRuns = { runHere: async (_run, work) => work({ onRead() {}, onProgress() {} }) };
    const app = {
      plugin: () => ({ service: (name) => (name === 'importRuns' ? importRuns : importer) }),
    };
    const boot = async () => {
      console.log('[info] Strapi started');
      if (${bootFails}) throw new Error('no database');
      return { app, close: async () => process.stdout.write('[info] Shutting down Strapi\\n') };
    };
    run(${JSON.stringify(argv)}, { boot }).then((code) => process.exit(code));
  `;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('--json on a pipe: one whole JSON document on stdout, the logs on stderr', async () => {
  // 2,000 results make a summary of ~400 KB, several times a pipe's buffer.
  const { code, stdout, stderr } = await runCli(['import', 'x.ics', '--json'], { records: 2000 });
  expect(code).toBe(0);
  expect(stdout.length).toBeGreaterThan(256 * 1024);
  const summary = JSON.parse(stdout);
  expect(summary.results).toHaveLength(2000);
  expect(stderr).toContain('Strapi started');
  expect(stderr).toContain('importing');
  expect(stderr).toContain('Shutting down Strapi');
});

test('exit 1 when a record failed, with the JSON still whole', async () => {
  const { code, stdout } = await runCli(['import', 'x.ics', '--json'], { records: 3, failed: 1 });
  expect(code).toBe(1);
  expect(JSON.parse(stdout).counts.failed).toBe(1);
});

test('exit 2 when the app cannot start, said on stderr, nothing on stdout', async () => {
  const { code, stdout, stderr } = await runCli(['import', 'x.ics', '--json'], { bootFails: true });
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr).toMatch(/did not start: no database/);
});

test('exit 2 on a usage error; --help exits 0 with the usage on stdout', async () => {
  expect((await runCli(['import'])).code).toBe(2);
  const help = await runCli(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('Usage: npx strapi-calendar import');
});
