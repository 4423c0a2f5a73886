/**
 * Vitrine as real processes for tests: `serve` or `worker` started with tsx from the repository
 * (as `npm start` and `npm run worker` do, without the web build), their JSON log lines collected.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = path.join(ROOT, 'src', 'server', 'main.ts');

export interface AppProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Parsed JSON log lines so far (non-JSON lines as `{ text }`). */
  readonly logs: Record<string, unknown>[];
  /** Resolves with the first log line (past or future) that `match` accepts; rejects after `timeoutMs` or on exit. */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `tsx src/server/main.ts <command>` with `env` added to this process's environment (a variable set to '' is removed). */
export function startAppProcess(command: 'serve' | 'worker' | 'migrate', env: Record<string, string>): AppProcess {
  // A variable given as '' is removed (e.g. DATABASE_URL, for the embedded database whatever the caller's environment says).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env };
  for (const [name, value] of Object.entries(env)) if (value === '') delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, command], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<{ match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }>();
  const onLine = (text: string) => {
    if (!text.trim()) return;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      line = { text };
    }
    logs.push(line);
    for (const waiter of waiters) {
      if (waiter.match(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    pid: child.pid!,
    child,
    logs,
    exited,
    waitForLog(match, timeoutMs = 60_000) {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (line: Record<string, unknown>) => (clearTimeout(timer), resolve(line)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${command} (pid ${child.pid}): no matching log line in ${timeoutMs} ms; last lines:\n${logs.slice(-15).map((l) => JSON.stringify(l)).join('\n')}`));
        }, timeoutMs);
        waiters.add(waiter);
        void exited.then((code) => {
          if (!waiters.has(waiter)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          reject(new Error(`${command} (pid ${child.pid}) exited (${code}) before the log line; last lines:\n${logs.slice(-15).map((l) => JSON.stringify(l)).join('\n')}`));
        });
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
