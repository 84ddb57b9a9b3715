#!/usr/bin/env node
// `npm start`: the demo — a Strapi app with the plugin (tests/app) on SQLite with sample data.
// Builds the plugin package and the admin panel only when their sources changed since the last
// build, so a second start with nothing changed is up within seconds.
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const http = require('http');
const { linkBins } = require('./link-demo-cli');
const { APP, BIN, buildAllIfStale } = require('./builds');

/** DATABASE_FILENAME may be relative to where `npm start` was typed (npm runs scripts from the package root). */
function databaseFile() {
  const given = process.env.DATABASE_FILENAME || path.join(APP, '.tmp/data.db');
  const file = path.resolve(process.env.INIT_CWD || process.cwd(), given);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

function waitUntilUp(url, child, done) {
  const started = Date.now();
  const poll = () => {
    if (child.exitCode !== null) return;
    http
      .get(url, (res) => {
        res.resume();
        done();
      })
      .on('error', () =>
        Date.now() - started < 300000
          ? setTimeout(poll, 500)
          : console.error('The demo did not answer within 5 minutes.')
      )
      .end();
  };
  poll();
}

function start() {
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT || '1337';
  const env = {
    ...process.env,
    HOST: host,
    PORT: port,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: databaseFile(),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  delete env.CALENDAR_PLUGIN_SOURCE;
  const child = spawn(path.join(BIN, 'strapi'), ['start'], { cwd: APP, env, stdio: 'inherit' });
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  waitUntilUp(`${origin}/api/calendar/events/v1/events`, child, () => {
    console.log(`
────────────────────────────────────────────────────────────────────────
 Events calendar demo is running (database: ${env.DATABASE_FILENAME})

 API root:   ${origin}/api/calendar/events/v1
 Try:        curl -s ${origin}/api/calendar/events/v1/events
 Admin:      ${origin}/admin  (the first visit registers the first administrator)
 API token:  in the admin, Settings → API Tokens → Create new API token
             (or POST ${origin}/admin/api-tokens with an admin JWT), then
             curl -H "Authorization: Bearer <token>" -X POST ${origin}/api/calendar/events/v1/events \\
               -H 'Content-Type: application/json' \\
               -d '{"title":"My event","start_date":"tomorrow 18:00","end_date":"tomorrow 20:00"}'
────────────────────────────────────────────────────────────────────────
`);
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

try {
  buildAllIfStale();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
linkBins();
start();
