/**
 * A local fake of OpenAI's image edits endpoint (https://platform.openai.com/docs/api-reference/images/createEdit)
 * on 127.0.0.1: `POST /v1/images/edits`, multipart/form-data, `Authorization: Bearer <key>`.
 * It records every request (fields and file parts as received), answers like OpenAI
 * (`{ created, data: [{ b64_json }], usage }`, or `{ error: { message, type, param, code } }`), and
 * lets a test plan the next answers (429 with retry headers, 5xx, delays, odd result types).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ReceivedFile {
  /** Form field name, e.g. 'image'. */
  field: string;
  filename: string;
  /** The part's Content-Type as sent. */
  type: string;
  bytes: Buffer;
}

export interface ReceivedEdit {
  authorization: string | undefined;
  contentType: string | undefined;
  /** Text fields by name. */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface PlannedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface FakeOpenAi {
  /** Base URL including /v1, for OPENAI_BASE_URL. */
  baseUrl: string;
  edits: ReceivedEdit[];
  /** Answers the next edit requests with these instead of an image (null: answer that one normally). */
  plan(...answers: (PlannedAnswer | null)[]): void;
  /** Overrides the result encoding (default: the requested output_format). */
  resultFormat: 'png' | 'jpeg' | 'webp' | null;
  /** Overrides the result size (default: the requested size). */
  resultSize: { width: number; height: number } | null;
  close(): Promise<void>;
}

/** A solid image of the given size and format. */
export async function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.webp()).toBuffer();
}

/** Parses a multipart body with the platform's own parser (undici's Request.formData()). */
async function parseMultipart(body: Buffer, contentType: string): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ field: name, filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

export async function startFakeOpenAi(options: { apiKey: string }): Promise<FakeOpenAi> {
  const planned: (PlannedAnswer | null)[] = [];
  const fake: FakeOpenAi = {
    baseUrl: '',
    edits: [],
    plan: (...answers) => planned.push(...answers),
    resultFormat: null,
    resultSize: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const send = async (a: PlannedAnswer) => {
        if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
        res.end(a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
      };
      const error = (status: number, message: string, type: string, code: string | null, param: string | null = null) =>
        send({ status, body: { error: { message, type, param, code } } });

      if (req.method !== 'POST' || req.url !== '/v1/images/edits') return error(404, `Invalid URL (${req.method} ${req.url})`, 'invalid_request_error', null);
      const authorization = req.headers.authorization;
      const contentType = req.headers['content-type'];
      let parsed: { fields: Record<string, string>; files: ReceivedFile[] } = { fields: {}, files: [] };
      if (contentType?.startsWith('multipart/form-data')) parsed = await parseMultipart(Buffer.concat(chunks), contentType);
      fake.edits.push({ authorization, contentType, ...parsed });
      if (authorization !== `Bearer ${options.apiKey}`) {
        // OpenAI echoes (part of) the key it was given; the adapter must never repeat it.
        return error(401, `Incorrect API key provided: ${authorization?.replace(/^Bearer /, '') ?? ''}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key');
      }
      const next = planned.shift();
      if (next) return send(next);
      const { fields, files } = parsed;
      if (!files.some((f) => f.field === 'image' || f.field === 'image[]')) return error(400, "Missing required parameter: 'image'.", 'invalid_request_error', 'missing_required_parameter', 'image');
      if (!fields.prompt) return error(400, "Missing required parameter: 'prompt'.", 'invalid_request_error', 'missing_required_parameter', 'prompt');
      const size = /^(\d+)x(\d+)$/.exec(fields.size ?? '1024x1024');
      if (!size) return error(400, `Invalid value: '${fields.size}'.`, 'invalid_request_error', 'invalid_value', 'size');
      const width = fake.resultSize?.width ?? Number(size[1]);
      const height = fake.resultSize?.height ?? Number(size[2]);
      const format = fake.resultFormat ?? (fields.output_format === 'jpeg' ? 'jpeg' : fields.output_format === 'webp' ? 'webp' : 'png');
      const image = await solidImage(width, height, format);
      return send({
        status: 200,
        body: {
          created: Math.floor(Date.now() / 1000),
          background: 'opaque',
          output_format: format,
          quality: fields.quality ?? 'auto',
          size: `${width}x${height}`,
          data: [{ b64_json: image.toString('base64') }],
          usage: { input_tokens: 1300, input_tokens_details: { image_tokens: 1000, text_tokens: 300 }, output_tokens: 4160, total_tokens: 5460 },
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
