/**
 * The command behind `npx strapi-calendar` (bin/strapi-calendar.js; docs/api.md §15.4): argument
 * parsing, the app's boot, the import through the plugin's importer (the same service the admin
 * Import page uses), the progress bar and the summary.
 */
'use strict';

const os = require('os');
const path = require('path');
const { parseArgs } = require('util');

const USAGE = `Usage: npx strapi-calendar import <url-or-file> [options]

Imports events into the calendar of the Strapi app in the current folder, from a site running
The Events Calendar (its address, or its /wp-json/tribe/events/v1 address) or from an iCalendar
file or http(s) feed. Running it again updates what changed and creates only what is new.

Options:
  --language <code>   the language to import into (default: the site's default language)
  --user <name>       WordPress user, with --password: also imports non-public records
  --password <secret> an application password of that user (HTTP Basic); or set
                      STRAPI_CALENDAR_PASSWORD, which shell history and ps do not show
  --dry-run           report what would change, write nothing
  --source-wins       replace edits made here since the last import (default: keep them)
  --json              print the summary as JSON
  -h, --help          this text
`;

function parse(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      language: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'source-wins': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return { values, positionals };
}

/** A cancelled run's exit code, a shell's for a command stopped by Ctrl-C (128 + SIGINT). */
const CANCELLED_EXIT = 130;

/**
 * Ctrl-C (or SIGTERM) cancels the run: it stops after the record being written, every record it
 * wrote whole, is recorded as cancelled, and its summary is printed. A second one stops at once,
 * as Ctrl-C does elsewhere (the record being written is then rolled back by its transaction).
 */
function cancelOnInterrupt(proc, reason, stderr) {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(CANCELLED_EXIT);
    stderr.write(
      '\nstrapi-calendar: cancelling after the record being written (again to stop at once)\n'
    );
    controller.abort(reason);
  };
  proc.on('SIGINT', onSignal);
  proc.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      proc.off('SIGINT', onSignal);
      proc.off('SIGTERM', onSignal);
    },
  };
}

/** The app's own @strapi/strapi (the one its package.json installs), never a copy of ours. */
function strapiOfApp(appDir) {
  return require(require.resolve('@strapi/strapi', { paths: [appDir] }));
}

function progressBar(quiet) {
  if (quiet || !process.stderr.isTTY) return { update() {}, stop() {} };
  const { SingleBar, Presets } = require('cli-progress');
  const bar = new SingleBar(
    {
      format: ' {bar} {value}/{total} records | {label}',
      stream: process.stderr,
      hideCursor: true,
    },
    Presets.shades_classic
  );
  let started = false;
  return {
    update(done, total, label) {
      if (!started) bar.start(total, 0, { label: '' });
      started = true;
      bar.update(done, { label });
    },
    stop: () => started && bar.stop(),
  };
}

function summaryText(summary) {
  const { counts } = summary;
  const out = [
    ...(summary.status === 'cancelled'
      ? [
          'Cancelled: what is counted below was written, each record whole; the rest was not written.',
        ]
      : []),
    `${summary.dryRun ? 'Dry run of the import' : 'Imported'} from ${summary.source} into "${summary.lang}":`,
    `  created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}, ` +
      `skipped ${counts.skipped}, failed ${counts.failed}` +
      (counts.trashed ? `, trashed ${counts.trashed}` : ''),
  ];
  for (const r of summary.results) {
    if (r.reason)
      out.push(`  ${r.outcome === 'failed' ? '✗' : '·'} ${r.label} (${r.outcome}): ${r.reason}`);
    for (const warning of r.warnings || []) out.push(`  ! ${r.label}: ${warning}`);
  }
  for (const p of summary.problems)
    out.push(`  ✗ ${p.source}${p.record ? ` — ${p.record}` : ''}: ${p.message}`);
  return out.join('\n');
}

/** The site's app, booted the way Strapi's own commands do: compiled (TypeScript apps), loaded, no server. */
async function bootApp(appDir) {
  const { compileStrapi, createStrapi } = strapiOfApp(appDir);
  const app = await createStrapi(await compileStrapi({ appDir })).load();
  return { app, close: () => app.destroy() };
}

/** Who runs the command, as Recent imports names it: the system user at the host. */
function whoRuns() {
  try {
    return `${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return os.hostname(); // a user without a passwd entry (some containers)
  }
}

/**
 * The command: its exit code (0 done, 1 a record failed or the source had problems, 2 could not
 * run: usage, or the app did not start, 130 cancelled: Ctrl-C, or the Import page's Cancel).
 * `io` lets the tests run it against an app they booted, and read what it prints; `run` gives it
 * the process's own streams.
 */
async function main(argv, io = {}) {
  const stdout = io.stdout || process.stdout;
  const stderr = io.stderr || process.stderr;
  const print = io.print || ((text) => stdout.write(`${text}\n`));
  let parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    // An unknown option or a missing value: said, with the usage, as other commands do.
    print(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, target] = positionals;
  if (values.help || command !== 'import' || !target) {
    print(USAGE);
    return values.help ? 0 : 2;
  }
  const appDir = io.appDir || process.cwd();
  let booted;
  try {
    booted = await (io.boot || bootApp)(appDir);
  } catch (error) {
    // The site could not start (no app here, a bad config, an unreachable database): exit 2.
    stderr.write(`strapi-calendar: the Strapi app in ${appDir} did not start: ${error.message}\n`);
    return 2;
  }
  const { app, close } = booted;
  const bar = progressBar(values.json || io.print);
  const source = /^(https?|webcal):\/\//i.test(target) ? target : path.resolve(appDir, target);
  const calendar = app.plugin('calendar');
  const lang = values.language ?? calendar.service('importer').defaultLanguage();
  const dryRun = values['dry-run'] === true;
  const sourceWins = values['source-wins'] === true;
  const runs = calendar.service('importRuns');
  const cancel = cancelOnInterrupt(io.interrupts || process, runs.CANCELLED, stderr);
  try {
    // Recorded as an import run, so the admin's Recent imports lists it with the admin's own.
    const summary = await runs.runHere(
      { source, lang, dryRun, sourceWins, via: 'cli', by: whoRuns() },
      (run) =>
        calendar.service('importer').importFrom(source, {
          ...run,
          lang,
          user: values.user,
          password: values.password ?? process.env.STRAPI_CALENDAR_PASSWORD,
          dryRun,
          sourceWins,
          onProgress: (done, total, result) => {
            run.onProgress(done, total, result);
            bar.update(done, total, result.label);
          },
        }),
      cancel.signal
    );
    bar.stop();
    print(values.json ? JSON.stringify(summary, null, 2) : summaryText(summary));
    if (summary.status === 'cancelled') return CANCELLED_EXIT;
    return summary.counts.failed || summary.problems.length ? 1 : 0;
  } finally {
    cancel.dispose();
    bar.stop();
    await close();
  }
}

/**
 * The process around `main`: stdout carries the command's answer and nothing else, so that
 * `--json | jq` works. Strapi's logger (winston's console transport), and anything else a plugin
 * prints while the app boots, runs and shuts down, writes to process.stdout: while the command
 * runs, those writes go to stderr. The exit waits until stdout has taken every byte: on a pipe
 * Node writes asynchronously, and process.exit() right after a large write cut the JSON at the
 * pipe's buffer (64 KB).
 */
async function run(argv, io = {}) {
  const stdout = process.stdout;
  const ownWrite = stdout.write.bind(stdout);
  stdout.write = process.stderr.write.bind(process.stderr);
  let code;
  try {
    code = await main(argv, { stdout: { write: ownWrite }, stderr: process.stderr, ...io });
  } catch (error) {
    process.stderr.write(`strapi-calendar: ${error && error.message ? error.message : error}\n`);
    code = 2;
  } finally {
    stdout.write = ownWrite;
  }
  // An empty write's callback runs once everything written before it has been handed over.
  await new Promise((resolve) => ownWrite('', resolve));
  return code;
}

module.exports = { main, run, USAGE };
