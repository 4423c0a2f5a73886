/**
 * The clients of bench/responsiveness.ts, run in their own process so that their work (building
 * 12 MP uploads, parsing answers) never counts against the server's event loop.
 *
 * Input (IPC message `{ phase }` after this process sends `ready`): the server's base URL, the
 * session cookie, the app's origin, the photo to upload (a file path), the render's source photo,
 * scenario and settings, and whether to add the load. It runs READERS readers (one request every
 * READ_EVERY_MS each, over keep-alive HTTP) for SECONDS, with or without UPLOADERS uploads and
 * RENDERERS renders kept in flight, and answers `{ result }`: each read path's latencies (ms),
 * connection resets, other request errors, and the cut-outs and renders finished.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ClientPlan {
  base: string;
  cookie: string;
  origin: string;
  photoPath: string;
  renderSource: string;
  scenarioId: string;
  settings: Record<string, unknown>;
  seconds: number;
  readers: number;
  readEveryMs: number;
  uploaders: number;
  renderers: number;
  pollMs: number;
  readPaths: string[];
  withLoad: boolean;
}

export interface ClientResult {
  reads: Record<string, number[]>;
  seconds: number;
  resets: number;
  otherErrors: number;
  cutouts: number;
  renders: number;
  /** This process's own event-loop delay (ms beyond the 10 ms sampling interval): a busy client inflates the latencies it measures. */
  clientLoop: { p99: number; max: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Call = (url: string, init?: RequestInit) => Promise<Response | null>;

/**
 * Uploads `photo` as a new product photo. Output: its id, or null when the request failed (counted by `call`).
 * @throws when the server answers other than 201.
 */
export async function uploadPhoto(base: string, headers: Record<string, string>, photo: Uint8Array, call: Call = async (url, init) => fetch(`${base}${url}`, init)): Promise<string | null> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'apple-12mp.jpg'));
  const res = await call('/api/v1/source-images', { method: 'POST', headers, body: form });
  if (!res) return null;
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Polls a photo every `pollMs` as the create screen does until its cut-out is ready (true) or
 * `until()` holds (false). @throws when the cut-out failed.
 */
export async function waitForCutout(base: string, cookie: string, id: string, until: () => boolean, pollMs: number, call: Call = async (url, init) => fetch(`${base}${url}`, init)): Promise<boolean> {
  while (!until()) {
    const res = await call(`/api/v1/source-images/${id}`, { headers: { cookie } });
    if (res) {
      const body = (await res.json()) as { cutout?: { status: string } };
      if (body.cutout?.status === 'ready') return true;
      if (body.cutout?.status === 'failed') throw new Error('cut-out failed');
    }
    await sleep(pollMs);
  }
  return false;
}

/** Runs one phase of the plan. */
export async function runClients(plan: ClientPlan): Promise<ClientResult> {
  const photo = fs.readFileSync(plan.photoPath);
  const headers = { cookie: plan.cookie, origin: plan.origin };
  const json = { ...headers, 'content-type': 'application/json' };
  let resets = 0;
  let otherErrors = 0;
  /** fetch that counts connection resets (the socket closed under a request) and other failures. */
  async function call(url: string, init?: RequestInit): Promise<Response | null> {
    try {
      return await fetch(`${plan.base}${url}`, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET' || /other side closed|socket hang up/i.test(cause?.message ?? '')) resets += 1;
      else otherErrors += 1;
      return null;
    }
  }
  const upload = () => uploadPhoto(plan.base, headers, photo, call);
  const cutoutDone = (id: string, until: () => boolean) => waitForCutout(plan.base, plan.cookie, id, until, plan.pollMs, call);

  const reads: Record<string, number[]> = Object.fromEntries(plan.readPaths.map((p) => [p, []]));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let cutouts = 0;
  let renders = 0;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;
  const over = () => performance.now() >= deadline;
  const readers = Array.from({ length: plan.readers }, async (_, client) => {
    let i = client;
    while (!over()) {
      const p = plan.readPaths[i % plan.readPaths.length]!;
      i += 1;
      const t0 = performance.now();
      const res = await call(p, { headers: { cookie: plan.cookie } });
      if (res) {
        await res.arrayBuffer();
        if (res.status === 200) reads[p]!.push(performance.now() - t0);
        else otherErrors += 1;
      }
      const wait = t0 + plan.readEveryMs - performance.now();
      if (wait > 0) await sleep(wait);
    }
  });
  const uploaders = plan.withLoad
    ? Array.from({ length: plan.uploaders }, async () => {
        while (!over()) {
          const id = await upload();
          if (id && (await cutoutDone(id, over))) cutouts += 1;
        }
      })
    : [];
  const renderers = plan.withLoad
    ? Array.from({ length: plan.renderers }, async () => {
        while (!over()) {
          const res = await call('/api/v1/generations', { method: 'POST', headers: json, body: JSON.stringify({ sourceImageId: plan.renderSource, scenarioId: plan.scenarioId, settings: plan.settings }) });
          if (!res) continue;
          if (res.status !== 202) throw new Error(`generation answered ${res.status}: ${await res.text()}`);
          const { id } = (await res.json()) as { id: string };
          while (!over()) {
            const g = await call(`/api/v1/generations/${id}`, { headers: { cookie: plan.cookie } });
            const status = g ? ((await g.json()) as { status: string }).status : 'running';
            if (status === 'succeeded') {
              renders += 1;
              break;
            }
            if (status === 'failed' || status === 'partial') throw new Error(`render ${status}`);
            await sleep(plan.pollMs);
          }
        }
      })
    : [];
  await Promise.all([...readers, ...uploaders, ...renderers]);
  loop.disable();
  const clientLoop = { p99: Math.max(0, loop.percentile(99) / 1e6 - 10), max: Math.max(0, loop.max / 1e6 - 10) };
  return { reads, seconds: (performance.now() - started) / 1000, resets, otherErrors, cutouts, renders, clientLoop };
}

if (process.send) {
  process.on('message', (message: { plan: ClientPlan }) => {
    runClients(message.plan).then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.stack ?? String(error) }, () => process.exit(1)),
    );
  });
  process.send({ ready: true });
}
