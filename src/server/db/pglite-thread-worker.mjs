// @ts-check
/**
 * The database thread: opens PGlite on the folder it is given (workerData.dataDir) and answers
 * the requests of ./pglite-thread.ts (shapes in ./pglite-thread-protocol.ts), so that
 * PostgreSQL's own work (parsing, planning, executing, in WebAssembly) never runs on the event
 * loop that serves HTTP.
 *
 * Plain JavaScript on purpose: a worker thread does not get the TypeScript loader of the process
 * that starts it.
 *
 * Transactions: `begin` opens one with PGlite's `transaction()`, which holds PGlite's lock until
 * `commit` or `rollback`; queries naming it run inside it, others wait, as they do in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir } = /** @type {{ dataDir: string }} */ (workerData);
/** Thrown into a transaction's callback to roll it back. */
const ROLLBACK = Symbol('rollback');

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: { commit(): void, rollback(): void }, done: Promise<void> }>} */
const transactions = new Map();
let nextTransaction = 1;

/**
 * An error as a plain record: message, name, stack and PostgreSQL's fields (code, detail,
 * constraint…). Same shape as ErrorRecord in ./pglite-thread-protocol.ts.
 * @param {unknown} error
 */
function toErrorRecord(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, ...(error.stack ? { stack: error.stack } : {}), fields };
}

/**
 * Parsers that keep a type's text as PostgreSQL sent it.
 * @param {number[] | undefined} types
 */
function rawParsers(types) {
  return types ? Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value])) : undefined;
}

/** @param {PGlite} db */
async function begin(db) {
  const id = nextTransaction++;
  /** @type {(tx: import('@electric-sql/pglite').Transaction) => void} */
  let opened = () => {};
  const ready = new Promise((resolve) => (opened = resolve));
  /** @type {{ commit(): void, rollback(): void }} */
  let end = { commit() {}, rollback() {} };
  const ended = new Promise((resolve, reject) => (end = { commit: () => resolve(undefined), rollback: () => reject(ROLLBACK) }));
  const done = db.transaction(async (tx) => {
    opened(tx);
    await ended;
  });
  const tx = await Promise.race([ready, done.then(() => Promise.reject(new Error('the transaction ended before it began')))]);
  transactions.set(id, { tx, end, done });
  return id;
}

/**
 * @param {number} id
 * @param {boolean} commit
 */
async function finish(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  if (commit) {
    open.end.commit();
    await open.done;
  } else {
    open.end.rollback();
    await open.done.catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  }
}

/**
 * @param {PGlite} db
 * @param {number | undefined} tx
 */
function target(db, tx) {
  const found = tx === undefined ? db : transactions.get(tx)?.tx;
  if (!found) throw new Error(`no open transaction ${tx}`);
  return found;
}

/**
 * @param {PGlite} db
 * @param {any} request a ThreadRequest
 */
async function answer(db, request) {
  switch (request.op) {
    case 'query': {
      const parsers = rawParsers(request.rawTypes);
      return target(db, request.tx).query(request.text, request.params, { ...(request.rowMode ? { rowMode: request.rowMode } : {}), ...(parsers ? { parsers } : {}) });
    }
    case 'exec':
      return target(db, request.tx).exec(request.text);
    case 'begin':
      return begin(db);
    case 'commit':
      return finish(request.tx, true);
    case 'rollback':
      return finish(request.tx, false);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

try {
  const db = await PGlite.create(dataDir);
  port.on('message', (request) => {
    answer(db, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value }),
      (error) => port.postMessage({ id: request.id, ok: false, error: toErrorRecord(error) }),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: toErrorRecord(error) });
}
