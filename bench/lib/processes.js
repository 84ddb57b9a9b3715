// The benchmarked servers as child processes: started with fork (an IPC channel for the SQL
// count), watched through /proc for their memory, stopped by their own pid.
const fs = require('fs');
const net = require('net');
const path = require('path');
const { fork } = require('child_process');

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resident and peak resident memory (MB) of a process, from /proc. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number((status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm')) ?? [])[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: null, peak: null };
  }
}

/**
 * Forks `script` with `env` on a free port; resolves once it sends { type: 'ready' } with
 * { origin, pid, sqlCount(), rss(), peakRss(), stop() }.
 */
async function startServer(name, script, env, { timeoutMs = 180000, log } = {}) {
  const port = await freePort();
  const child = fork(path.resolve(script), [], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
    if (log) log(String(chunk));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let nextId = 0;
  const waiting = new Map();
  child.on('message', (m) => {
    if (m && m.type === 'sql-count' && waiting.has(m.id)) {
      waiting.get(m.id)(m.count);
      waiting.delete(m.id);
    }
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output.join('')}`)
        ),
      timeoutMs
    );
    child.on('message', (m) => {
      if (m && m.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
  return {
    name,
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    output: () => output.join(''),
    sqlCount() {
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        const timer = setTimeout(
          () => reject(new Error(`${name} did not report its SQL count`)),
          10000
        );
        waiting.set(id, (count) => {
          clearTimeout(timer);
          resolve(count);
        });
        child.send({ type: 'sql-count', id });
      });
    },
    /** Asks the server (bench/lib/host.js) to start or stop a CPU profile; resolves with its answer. */
    ask(type, payload = {}, timeoutMs = 30000) {
      return new Promise((resolve, reject) => {
        const id = ++nextId;
        const timer = setTimeout(
          () => reject(new Error(`${name} did not answer ${type}`)),
          timeoutMs
        );
        const answer = (m) => {
          if (m?.id !== id || m.type === 'sql-count') return;
          clearTimeout(timer);
          child.off('message', answer);
          resolve(m);
        };
        child.on('message', answer);
        child.send({ type, id, ...payload });
      });
    },
    rss: () => memoryOf(child.pid).rss,
    peakRss: () => memoryOf(child.pid).peak,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}

/** Runs `script` to completion in a child process with `env` and `args`; rejects on failure. */
function runScript(script, args, env, { log } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(path.resolve(script), args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const output = [];
    const keep = (chunk) => {
      output.push(String(chunk));
      if (log) log(String(chunk));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(script)} failed (${code}):\n${output.join('').slice(-4000)}`)
          )
    );
  });
}

module.exports = { startServer, runScript, memoryOf, freePort };
