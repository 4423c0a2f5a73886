/**
 * A local fake of OpenAI's API on 127.0.0.1, speaking the documented shapes:
 *   - image edits (https://platform.openai.com/docs/api-reference/images/createEdit): `POST /v1/images/edits`,
 *     multipart/form-data; answers `{ created, data: [{ b64_json }], usage }`;
 *   - chat completions (https://platform.openai.com/docs/api-reference/chat/create): `POST /v1/chat/completions`,
 *     JSON; answers `{ id, object: 'chat.completion', choices: [{ message: { role, content, refusal }, finish_reason }], usage }`
 *     with six scenario ideas in the language named by the brief (`"language": "fr"`), or a planned answer;
 *     optionally refuses `response_format: json_schema` with a 400 naming `response_format`, like some
 *     OpenAI-compatible servers;
 *   - models (https://platform.openai.com/docs/api-reference/models): `GET /v1/models` and `GET /v1/models/{model}`.
 * Every route checks `Authorization: Bearer <key>` (unless the fake was started with `apiKey: null`,
 * like Ollama) and answers errors as `{ error: { message, type, param, code } }`. It records every
 * request and lets a test plan the next answers per route (429 with retry headers, 5xx, delays,
 * malformed bodies).
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

export interface ReceivedChat {
  authorization: string | undefined;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** Base URL including /v1, for OPENAI_BASE_URL. */
  baseUrl: string;
  edits: ReceivedEdit[];
  /** Answers the next edit requests with these instead of an image (null: answer that one normally). */
  plan(...answers: (PlannedAnswer | null)[]): void;
  /** Chat completion requests received. */
  chats: ReceivedChat[];
  /** Answers the next chat completions with these instead of ideas (null: answer that one normally). */
  planChat(...answers: (PlannedAnswer | null)[]): void;
  /** Replaces the assistant message content of normal chat answers (given the request body). */
  chatContent: ((body: Record<string, unknown>) => string) | null;
  /** Refuses `response_format: { type: 'json_schema' }` with a 400 naming response_format. */
  rejectJsonSchema: boolean;
  /** Model ids GET /v1/models lists and GET /v1/models/{id} finds. */
  models: string[];
  /** GET /v1/models requests received (path and authorization). */
  modelRequests: { path: string; authorization: string | undefined }[];
  /** Answers the next models requests with these (null: answer that one normally). */
  planModels(...answers: (PlannedAnswer | null)[]): void;
  /** Overrides the result encoding (default: the requested output_format). */
  resultFormat: 'png' | 'jpeg' | 'webp' | null;
  /** Overrides the result size (default: the requested size). */
  resultSize: { width: number; height: number } | null;
  /**
   * Paints the result of a normal edit (default: a solid colour over the whole image, so whatever was
   * where the product stood is repainted too); gets the request and the result size, returns image bytes.
   */
  paint: ((edit: ReceivedEdit, size: { width: number; height: number }) => Promise<Buffer>) | null;
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

/** Titles and a scene sentence per language, for the fake model's ideas. */
const FAKE_IDEAS: Record<string, { titles: string[]; sentence: string; summary: string }> = {
  en: {
    titles: ['Morning kitchen counter', 'Cosy living-room shelf', 'Neighbourhood café table', 'Picnic in the park', 'Editorial spotlight', 'Golden-hour rooftop'],
    sentence: 'The product stands on a warm oak counter beside a steaming mug and fresh fruit, soft daylight falls through sheer curtains and the background stays gently out of focus.',
    summary: 'The product in a calm, sunlit everyday scene.',
  },
  pt: {
    titles: ['Bancada da cozinha pela manhã', 'Prateleira aconchegante', 'Mesa de café do bairro', 'Piquenique no parque', 'Destaque editorial', 'Terraço ao pôr do sol'],
    sentence: 'O produto fica sobre uma bancada de carvalho ao lado de uma caneca fumegante e frutas frescas, a luz suave do dia entra pelas cortinas e o fundo fica levemente desfocado.',
    summary: 'O produto em uma cena cotidiana, calma e ensolarada.',
  },
  fr: {
    titles: ['Plan de travail du matin', 'Étagère chaleureuse', 'Table de café du quartier', 'Pique-nique au parc', 'Mise en scène éditoriale', 'Toit à l’heure dorée'],
    sentence: 'Le produit est posé sur un plan de travail en chêne à côté d’une tasse fumante et de fruits frais, une douce lumière du jour traverse les voilages et l’arrière-plan reste flou.',
    summary: 'Le produit dans une scène du quotidien, calme et ensoleillée.',
  },
  es: {
    titles: ['Encimera de cocina por la mañana', 'Estantería acogedora', 'Mesa de café del barrio', 'Pícnic en el parque', 'Escena editorial', 'Azotea a la hora dorada'],
    sentence: 'El producto está sobre una encimera de roble junto a una taza humeante y fruta fresca, la luz suave del día entra por las cortinas y el fondo queda ligeramente desenfocado.',
    summary: 'El producto en una escena cotidiana, tranquila y soleada.',
  },
  de: {
    titles: ['Küchentheke am Morgen', 'Gemütliches Wohnzimmerregal', 'Café-Tisch im Viertel', 'Picknick im Park', 'Redaktionelle Inszenierung', 'Dachterrasse zur goldenen Stunde'],
    sentence: 'Das Produkt steht auf einer warmen Eichentheke neben einer dampfenden Tasse und frischem Obst, weiches Tageslicht fällt durch Vorhänge und der Hintergrund bleibt sanft unscharf.',
    summary: 'Das Produkt in einer ruhigen, sonnigen Alltagsszene.',
  },
};

/** The language code named in a chat request's brief (`"language": "xx"`), default 'en'. */
export function briefLanguage(body: Record<string, unknown>): string {
  const text = JSON.stringify(body.messages ?? []);
  return /\\"language\\":\s*\\"(\w\w)\\"/.exec(text)?.[1] ?? 'en';
}

/** Six valid ideas as the JSON text a model would answer, in `language`. */
export function fakeScenarioReply(language: string): string {
  const pack = FAKE_IDEAS[language] ?? FAKE_IDEAS.en!;
  const surfaces = ['wood', 'linen', 'terrazzo', 'paper', 'marble', 'concrete'];
  const backdrops = ['window', 'shelf', 'bokeh', 'foliage', 'seamless', 'gradient'];
  const styles = ['lifestyle', 'natural', 'lifestyle', 'natural', 'cinematic', 'vibrant'];
  const times = ['soft_morning', 'natural', 'golden_hour', 'natural', 'night_light', 'golden_hour'];
  return JSON.stringify({
    ideas: pack.titles.map((title, i) => ({
      title,
      summary: pack.summary,
      description: `${pack.sentence} ${pack.sentence} ${pack.sentence}`.slice(0, 600),
      surface: surfaces[i],
      backdrop: backdrops[i],
      accent: '#c08a5a',
      style: styles[i],
      timeOfDay: times[i],
    })),
  });
}

/** A chat completion body with `content` as the assistant's message. */
export function chatCompletion(content: string | null, over: { model?: string; finishReason?: string; refusal?: string | null } = {}) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: over.model ?? 'gpt-5-mini',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: over.refusal ?? null }, finish_reason: over.finishReason ?? 'stop' }],
    usage: { prompt_tokens: 1200, completion_tokens: 900, total_tokens: 2100 },
  };
}

/**
 * Starts the fake.
 * @param options.apiKey the key every request must carry as a Bearer token; null accepts any request (Ollama).
 * @param options.models the model ids the models routes know (default: the image and scenario defaults).
 */
export async function startFakeOpenAi(options: { apiKey: string | null; models?: string[] }): Promise<FakeOpenAi> {
  const planned: (PlannedAnswer | null)[] = [];
  const plannedChat: (PlannedAnswer | null)[] = [];
  const plannedModels: (PlannedAnswer | null)[] = [];
  const fake: FakeOpenAi = {
    baseUrl: '',
    edits: [],
    plan: (...answers) => planned.push(...answers),
    chats: [],
    planChat: (...answers) => plannedChat.push(...answers),
    chatContent: null,
    rejectJsonSchema: false,
    models: options.models ?? ['gpt-image-2', 'gpt-image-1.5', 'gpt-5-mini'],
    modelRequests: [],
    planModels: (...answers) => plannedModels.push(...answers),
    resultFormat: null,
    resultSize: null,
    paint: null,
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

      const authorization = req.headers.authorization;
      const authorized = options.apiKey === null || authorization === `Bearer ${options.apiKey}`;
      // OpenAI echoes (part of) the key it was given; the adapters must never repeat it.
      const unauthorized = () =>
        error(401, `Incorrect API key provided: ${authorization?.replace(/^Bearer /, '') ?? ''}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key');
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;

      if (req.method === 'GET' && (path === '/v1/models' || path.startsWith('/v1/models/'))) {
        fake.modelRequests.push({ path, authorization });
        if (!authorized) return unauthorized();
        const next = plannedModels.shift();
        if (next) return send(next);
        const created = 1_700_000_000;
        if (path === '/v1/models') return send({ status: 200, body: { object: 'list', data: fake.models.map((id) => ({ id, object: 'model', created, owned_by: 'openai' })) } });
        const id = decodeURIComponent(path.slice('/v1/models/'.length));
        if (!fake.models.includes(id)) return error(404, `The model '${id}' does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
        return send({ status: 200, body: { id, object: 'model', created, owned_by: 'openai' } });
      }

      if (req.method === 'POST' && path === '/v1/chat/completions') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
        }
        fake.chats.push({ authorization, body });
        if (!authorized) return unauthorized();
        const next = plannedChat.shift();
        if (next) return send(next);
        if (typeof body.model !== 'string' || !body.model) return error(400, 'you must provide a model parameter', 'invalid_request_error', null);
        if (!Array.isArray(body.messages) || body.messages.length === 0) return error(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter', 'messages');
        const format = body.response_format as { type?: string } | undefined;
        if (fake.rejectJsonSchema && format?.type === 'json_schema') {
          return error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", 'invalid_request_error', null, 'response_format');
        }
        const content = fake.chatContent ? fake.chatContent(body) : fakeScenarioReply(briefLanguage(body));
        return send({ status: 200, body: chatCompletion(content, { model: body.model }) });
      }

      if (req.method !== 'POST' || path !== '/v1/images/edits') return error(404, `Invalid URL (${req.method} ${req.url})`, 'invalid_request_error', null);
      const contentType = req.headers['content-type'];
      let parsed: { fields: Record<string, string>; files: ReceivedFile[] } = { fields: {}, files: [] };
      if (contentType?.startsWith('multipart/form-data')) parsed = await parseMultipart(Buffer.concat(chunks), contentType);
      fake.edits.push({ authorization, contentType, ...parsed });
      if (!authorized) return unauthorized();
      const next = planned.shift();
      if (next) return send(next);
      const { fields, files } = parsed;
      if (!files.some((f) => f.field === 'image' || f.field === 'image[]')) return error(400, "Missing required parameter: 'image'.", 'invalid_request_error', 'missing_required_parameter', 'image');
      if (!fields.prompt) return error(400, "Missing required parameter: 'prompt'.", 'invalid_request_error', 'missing_required_parameter', 'prompt');
      // `mask`: a PNG with an alpha channel, of the same dimensions as the image (createEdit `mask`).
      const mask = files.find((f) => f.field === 'mask');
      if (mask) {
        const image = files.find((f) => f.field === 'image' || f.field === 'image[]')!;
        const [m, i] = await Promise.all([sharp(mask.bytes).metadata().catch(() => null), sharp(image.bytes).metadata().catch(() => null)]);
        if (!m || m.format !== 'png' || !m.hasAlpha) return error(400, 'Invalid mask image format - mask image must be a PNG with an alpha channel.', 'invalid_request_error', 'invalid_image_format', 'mask');
        if (!i || m.width !== i.width || m.height !== i.height) return error(400, 'Invalid mask image: the mask must have the same dimensions as the image.', 'invalid_request_error', 'invalid_image_dimensions', 'mask');
      }
      const size = /^(\d+)x(\d+)$/.exec(fields.size ?? '1024x1024');
      if (!size) return error(400, `Invalid value: '${fields.size}'.`, 'invalid_request_error', 'invalid_value', 'size');
      const width = fake.resultSize?.width ?? Number(size[1]);
      const height = fake.resultSize?.height ?? Number(size[2]);
      const format = fake.resultFormat ?? (fields.output_format === 'jpeg' ? 'jpeg' : fields.output_format === 'webp' ? 'webp' : 'png');
      const painted = fake.paint ? await fake.paint(fake.edits.at(-1)!, { width, height }) : null;
      const image = painted ? await (format === 'png' ? sharp(painted).png() : format === 'jpeg' ? sharp(painted).jpeg() : sharp(painted).webp()).toBuffer() : await solidImage(width, height, format);
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
