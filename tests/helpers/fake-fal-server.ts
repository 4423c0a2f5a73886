/**
 * A local fake of fal.ai's queue API (https://docs.fal.ai/model-apis/model-endpoints/queue) for
 * one model: submit, status, result, cancel, with the Authorization check, and a result video
 * served from the same server. Requests stay IN_PROGRESS until the test completes them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFal {
  baseUrl: string;
  /** Bodies received on submit, with their webhook URL. */
  submitted: { body: Record<string, unknown>; webhookUrl: string | null; requestId: string }[];
  /** Marks a request COMPLETED (its result becomes available). */
  complete(requestId: string): void;
  statusCalls: number;
  close(): Promise<void>;
}

export async function startFakeFal(options: { apiKey: string; modelId: string; video: Buffer }): Promise<FakeFal> {
  const completed = new Set<string>();
  const fake = {
    baseUrl: '',
    submitted: [] as FakeFal['submitted'],
    statusCalls: 0,
    complete: (id: string) => completed.add(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  let counter = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/files/video.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(options.video.length) });
      res.end(options.video);
      return;
    }
    if (req.headers.authorization !== `Key ${options.apiKey}`) return send(401, { detail: 'Unauthorized' });
    const model = `/${options.modelId}`;
    const appBase = `/${options.modelId.split('/').slice(0, 2).join('/')}`;
    if (req.method === 'POST' && url.pathname === model) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        counter += 1;
        const requestId = `req-${counter}-${Date.now()}`;
        fake.submitted.push({
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          webhookUrl: url.searchParams.get('fal_webhook'),
          requestId,
        });
        send(200, {
          request_id: requestId,
          status_url: `${fake.baseUrl}${appBase}/requests/${requestId}/status`,
          response_url: `${fake.baseUrl}${appBase}/requests/${requestId}`,
          cancel_url: `${fake.baseUrl}${appBase}/requests/${requestId}/cancel`,
        });
      });
      return;
    }
    const match = new RegExp(`^${appBase}/requests/([^/]+)(/status|/cancel)?$`).exec(url.pathname);
    if (match) {
      const [, id, tail] = match;
      if (tail === '/status') {
        fake.statusCalls += 1;
        return completed.has(id!) ? send(200, { status: 'COMPLETED' }) : send(202, { status: 'IN_PROGRESS', queue_position: 0 });
      }
      if (tail === '/cancel') return send(200, { status: 'CANCELLATION_REQUESTED' });
      if (!completed.has(id!)) return send(400, { detail: 'Request is still in progress' });
      return send(200, {
        video: { url: `${fake.baseUrl}/files/video.mp4`, content_type: 'video/mp4', file_name: 'video.mp4', file_size: options.video.length },
      });
    }
    send(404, { detail: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
