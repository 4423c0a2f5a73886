/**
 * A local fake of the Gemini API's `generateContent` for image models
 * (https://ai.google.dev/gemini-api/docs/image-generation) on 127.0.0.1:
 * `POST /v1beta/models/{model}:generateContent` with `x-goog-api-key` (and `GET /v1beta/models/{model}`,
 * the metadata the health check reads). It records the JSON bodies,
 * answers with an image of Gemini's size for the requested `imageConfig.aspectRatio` and
 * `imageConfig.imageSize` ('1K' when absent; '2K' and '4K' twice and four times as large) as
 * `candidates[0].content.parts[].inlineData`, with the output token count Google documents for that
 * resolution (Gemini 3.1 Flash Image: 1120, 1680, 2520), or with Google's error shape
 * `{ error: { code, message, status, details } }`, and lets a test plan the next answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { solidImage } from './fake-openai-server';

/** Gemini 3 image models' 1K output sizes per aspect ratio (their image generation docs; 2K and 4K scale them by 2 and 4). */
export const GEMINI_SIZES: Record<string, { width: number; height: number }> = {
  '1:1': { width: 1024, height: 1024 },
  '2:3': { width: 848, height: 1264 },
  '3:2': { width: 1264, height: 848 },
  '3:4': { width: 896, height: 1200 },
  '4:3': { width: 1200, height: 896 },
  '4:5': { width: 928, height: 1152 },
  '5:4': { width: 1152, height: 928 },
  '9:16': { width: 768, height: 1376 },
  '16:9': { width: 1376, height: 768 },
  '21:9': { width: 1584, height: 672 },
};

/** `imageSize` values: the scale of the 1K size and the output tokens of one image (Gemini 3.1 Flash Image model card). */
export const GEMINI_RESOLUTIONS: Record<string, { scale: number; outputTokens: number }> = {
  '1K': { scale: 1, outputTokens: 1120 },
  '2K': { scale: 2, outputTokens: 1680 },
  '4K': { scale: 4, outputTokens: 2520 },
};

export interface ReceivedGenerate {
  path: string;
  apiKey: string | undefined;
  /** `?key=` when sent in the URL (the adapter must not). */
  queryKey: string | null;
  body: Record<string, unknown>;
}

export interface PlannedGeminiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeGemini {
  /** Host URL, for GEMINI_BASE_URL. */
  baseUrl: string;
  requests: ReceivedGenerate[];
  plan(...answers: PlannedGeminiAnswer[]): void;
  /** Image encoding of answers (Gemini answers PNG). */
  resultFormat: 'png' | 'jpeg' | 'webp';
  /** Paints the answer's image (default: a solid colour over the whole picture); gets the request body and the answer's size. */
  paint: ((body: Record<string, unknown>, size: { width: number; height: number }) => Promise<Buffer>) | null;
  close(): Promise<void>;
}

/** Google's error body. */
export function googleError(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, message, status, details } };
}

export async function startFakeGemini(options: { apiKey: string; model?: string }): Promise<FakeGemini> {
  const model = options.model ?? 'gemini-3.1-flash-image';
  const planned: PlannedGeminiAnswer[] = [];
  const fake: FakeGemini = {
    baseUrl: '',
    requests: [],
    plan: (...answers) => planned.push(...answers),
    resultFormat: 'png',
    paint: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const send = async (a: PlannedGeminiAnswer) => {
        if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json; charset=UTF-8', ...a.headers });
        res.end(a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
      };
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return send({ status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.') });
      }
      const apiKey = req.headers['x-goog-api-key'] as string | undefined;
      fake.requests.push({ path: url.pathname, apiKey, queryKey: url.searchParams.get('key'), body });
      if (req.method === 'GET' && url.pathname.startsWith('/v1beta/models/')) {
        // models.get (https://ai.google.dev/api/models#method:-models.get): the model's metadata.
        if (apiKey !== options.apiKey) {
          return send({ status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.') });
        }
        const id = url.pathname.slice('/v1beta/models/'.length);
        if (id !== model) return send({ status: 404, body: googleError(404, 'NOT_FOUND', `models/${id} is not found for API version v1beta`) });
        return send({ status: 200, body: { name: `models/${model}`, displayName: 'Nano Banana', supportedGenerationMethods: ['generateContent', 'countTokens'] } });
      }
      if (req.method !== 'POST' || url.pathname !== `/v1beta/models/${model}:generateContent`) {
        return send({ status: 404, body: googleError(404, 'NOT_FOUND', `models/${url.pathname} is not found for API version v1beta`) });
      }
      if (apiKey !== options.apiKey) {
        return send({
          status: 400,
          body: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
            { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
          ]),
        });
      }
      const next = planned.shift();
      if (next) return send(next);
      const contents = body.contents as { parts?: { text?: string; inline_data?: { mime_type?: string; data?: string }; inlineData?: { mimeType?: string; data?: string } }[] }[] | undefined;
      const parts = contents?.[0]?.parts ?? [];
      if (!parts.some((p) => p.text) || !parts.some((p) => (p.inline_data ?? p.inlineData)?.data)) {
        return send({ status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.') });
      }
      const config = body.generationConfig as { imageConfig?: { aspectRatio?: string; imageSize?: string } } | undefined;
      const ratio = config?.imageConfig?.aspectRatio ?? '1:1';
      const size = GEMINI_SIZES[ratio];
      if (!size) return send({ status: 400, body: googleError(400, 'INVALID_ARGUMENT', `Unsupported aspect ratio: ${ratio}`) });
      const resolution = GEMINI_RESOLUTIONS[config?.imageConfig?.imageSize ?? '1K'];
      if (!resolution) return send({ status: 400, body: googleError(400, 'INVALID_ARGUMENT', `Unsupported image size: ${String(config?.imageConfig?.imageSize)}`) });
      const out = { width: size.width * resolution.scale, height: size.height * resolution.scale };
      const painted = fake.paint ? await fake.paint(body, out) : null;
      const image = painted
        ? await (fake.resultFormat === 'png' ? sharp(painted).png() : fake.resultFormat === 'jpeg' ? sharp(painted).jpeg() : sharp(painted).webp()).toBuffer()
        : await solidImage(out.width, out.height, fake.resultFormat);
      return send({
        status: 200,
        body: {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ text: 'Here is the edited photo.' }, { inlineData: { mimeType: `image/${fake.resultFormat}`, data: image.toString('base64') } }],
              },
              finishReason: 'STOP',
              index: 0,
            },
          ],
          usageMetadata: { promptTokenCount: 1548, candidatesTokenCount: resolution.outputTokens, totalTokenCount: 1548 + resolution.outputTokens },
          modelVersion: model,
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
