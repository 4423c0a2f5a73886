/**
 * Scenario ideas from any OpenAI-compatible chat endpoint:
 * OpenAI, OpenRouter, Ollama, vLLM... chosen by base URL. One `POST {base}/chat/completions` with a
 * system message and a user message carrying the brief (./model-ideas.ts) and the product photo as an
 * image part (./vision-image.ts), asking for a JSON-schema reply of six ideas.
 *
 * Vendor docs:
 *   - Chat completions: https://platform.openai.com/docs/api-reference/chat/create
 *     `messages[].content` parts `{ type: 'text', text }` and `{ type: 'image_url', image_url: { url, detail } }`
 *     (https://platform.openai.com/docs/guides/images-vision); the reply is `choices[0].message.content`
 *     (a JSON string), or `choices[0].message.refusal` when the model declines.
 *   - Structured outputs: `response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } }`
 *     (https://platform.openai.com/docs/guides/structured-outputs). Some OpenAI-compatible servers refuse
 *     it with a 400 naming `response_format`; the provider then asks once more with `{ type: 'json_object' }`
 *     (JSON mode) and keeps using JSON mode for that endpoint.
 *   - OpenRouter: https://openrouter.ai/docs/api-reference/chat-completion (same shapes, model ids such as
 *     'openai/gpt-5-mini'); Ollama: https://ollama.com/blog/openai-compatibility (base http://localhost:11434/v1,
 *     no key; vision models such as qwen2.5vl or llama3.2-vision).
 *   - Errors: `{ error: { message, type, param, code } }` (https://platform.openai.com/docs/guides/error-codes).
 *
 * Robustness: the shared HTTP client (../http) retries 429 (honouring Retry-After) and 5xx in place
 * (a chat completion is stateless: OpenAI's SDKs retry it too), under one deadline for the whole
 * suggestion and the shared OpenAI concurrency limit. A reply that is not JSON or not the expected
 * shape is asked for once more, then fails as a non-retryable ScenarioProviderError. The API key is
 * sent only as a Bearer header and never appears in an error or log line.
 */
import {
  createProviderHttpClient,
  type ProviderAdapterOptions,
  describeGenericError,
  ProviderError,
  withDeadline,
  type ProviderErrorDetails,
  type ProviderHttpClient,
} from '../http';
import { ScenarioReplyError, type ScenarioIdea, type ScenarioIdeasCodec, type ScenarioProvider, type ScenarioRequest } from './scenario-provider';
import { toVisionImage, type VisionImage } from './vision-image';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_SCENARIO_MODEL = 'gpt-5-mini';

/** Replies asked for per suggestion when one is malformed (the first plus one more). */
export const SCENARIO_REPLY_ATTEMPTS = 2;

/** A failed suggestion at a hosted scenario engine. The message never contains a secret. */
export class ScenarioProviderError extends ProviderError {
  constructor(message: string, retryable: boolean, details: ProviderErrorDetails = {}) {
    super(message, retryable, details);
    this.name = 'ScenarioProviderError';
  }
}

/** Builds ScenarioProviderErrors for the shared provider HTTP client. */
export const scenarioProviderError = (message: string, retryable: boolean, details: ProviderErrorDetails): ScenarioProviderError =>
  new ScenarioProviderError(message, retryable, details);

/** List prices of chat models, USD per 1M tokens (https://platform.openai.com/docs/pricing). */
const CHAT_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

/**
 * Estimated cost of one chat completion.
 * @param model e.g. 'gpt-5-mini' or 'openai/gpt-5-mini'; dated snapshots use their base model's price.
 * @param usage the response's `usage` (prompt and completion tokens; reasoning tokens are part of the completion).
 * @returns USD rounded to 6 decimals, or null for an unknown model or no usage.
 */
export function estimateChatCostUsd(model: string, usage: { prompt_tokens?: number; completion_tokens?: number } | undefined): number | null {
  if (!usage || typeof usage.prompt_tokens !== 'number') return null;
  const id = model.replace(/^openai\//, '');
  const key = CHAT_PRICES[id] ? id : Object.keys(CHAT_PRICES).filter((k) => id.startsWith(`${k}-`)).sort((a, b) => b.length - a.length)[0];
  const price = key ? CHAT_PRICES[key] : undefined;
  if (!price) return null;
  return Math.round((usage.prompt_tokens * price.input + (usage.completion_tokens ?? 0) * price.output)) / 1e6;
}

/** Whether a model takes `reasoning_effort` (OpenAI's GPT-5 and o-series reasoning models, also via OpenRouter). */
export function takesReasoningEffort(model: string): boolean {
  return /^(openai\/)?(gpt-5|o[134](-|$))/.test(model);
}

/** Whether an error is an endpoint refusing `response_format: json_schema` (a 400/422 naming it). */
export function isJsonSchemaRefusal(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|structured output|guided_json/i.test(error.message)
  );
}

export interface OpenAiScenarioProviderOptions extends ProviderAdapterOptions {
  /** API key, sent as `Authorization: Bearer <apiKey>`; omit for servers that take none (Ollama). */
  apiKey?: string;
  /** API base URL including `/v1` (default https://api.openai.com/v1). */
  baseUrl?: string;
  /** Chat model with vision and JSON output (default gpt-5-mini). */
  model?: string;
  /** How the model is briefed and its reply read (Vitrine's rules, from the engine). */
  codec: ScenarioIdeasCodec;
}

interface ChatReply {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

/** The text of a message: a string, or the text parts of a content array (some compatible servers). */
function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : ''))
      .join('');
  }
  return '';
}

/**
 * Creates the engine.
 * @throws Error on a bad base URL (configuration error, at startup).
 */
export function createOpenAiScenarioProvider(
  options: OpenAiScenarioProviderOptions,
): ScenarioProvider & { readonly model: string; readonly http: ProviderHttpClient } {
  const { apiKey, model = OPENAI_DEFAULT_SCENARIO_MODEL, deadlineMs = 60_000, now = Date.now, logger } = options;
  const http = createProviderHttpClient({
    provider: 'openai',
    baseUrl: options.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
    secrets: [apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? deadlineMs,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    limiter: options.limiter,
    describeError: describeGenericError,
    // 429 insufficient_quota is a billing state, not a rate limit.
    isRetryable: (status, code) => (status === 429 && code === 'insufficient_quota' ? false : undefined),
    errorFactory: scenarioProviderError,
    logger,
    sleep: options.sleep,
    now,
    random: options.random,
  });
  // Set once the endpoint refused `json_schema`: later suggestions use JSON mode straight away.
  let jsonMode = false;

  async function complete(system: string, user: string, image: VisionImage | null, scope: { signal: AbortSignal; deadlineAt: number }): Promise<ChatReply> {
    const content: unknown[] = [{ type: 'text', text: user }];
    if (image) content.push({ type: 'image_url', image_url: { url: image.dataUri, detail: 'low' } });
    const body = (format: unknown) => ({
      model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content },
      ],
      response_format: format,
      ...(takesReasoningEffort(model) ? { reasoning_effort: 'low' } : {}),
    });
    const send = async (format: unknown) =>
      (
        await http.request({
          method: 'POST',
          path: '/chat/completions',
          json: body(format),
          what: 'scenario ideas',
          signal: scope.signal,
          deadlineAt: scope.deadlineAt,
          // Stateless; documented as retried by OpenAI's own SDKs.
          retryServerErrors: true,
          maxResponseBytes: 4 * 1024 * 1024,
        })
      ).body as ChatReply;
    if (jsonMode) return send({ type: 'json_object' });
    try {
      return await send({ type: 'json_schema', json_schema: { name: 'scenario_ideas', strict: true, schema: options.codec.jsonSchema } });
    } catch (err) {
      if (!isJsonSchemaRefusal(err)) throw err;
      jsonMode = true;
      logger?.warn({ provider: 'openai', model }, 'the endpoint refused response_format json_schema; using json_object from now on');
      return send({ type: 'json_object' });
    }
  }

  async function suggest(req: ScenarioRequest, signal?: AbortSignal): Promise<ScenarioIdea[]> {
    signal?.throwIfAborted();
    const started = performance.now();
    let image: VisionImage | null = null;
    if (req.image) {
      try {
        image = await toVisionImage(req.image.data);
      } catch (err) {
        throw new ScenarioProviderError(`openai scenario ideas: the product photo could not be read (${(err as Error).message})`, false, { provider: 'openai' });
      }
    }
    const { system, user } = options.codec.prompt(req, image !== null);
    return withDeadline(
      {
        deadlineMs,
        signal,
        now,
        onExpired: () =>
          new ScenarioProviderError(`openai scenario ideas did not finish within ${Math.round(deadlineMs / 1000)} s`, true, {
            provider: 'openai',
            code: 'deadline_exceeded',
          }),
      },
      async (scope) => {
        let problem = 'no reply';
        for (let attempt = 1; attempt <= SCENARIO_REPLY_ATTEMPTS; attempt += 1) {
          const reply = await complete(system, user, image, scope);
          const choice = reply && typeof reply === 'object' ? reply.choices?.[0] : undefined;
          const refusal = choice?.message?.refusal;
          if (typeof refusal === 'string' && refusal.trim()) {
            throw new ScenarioProviderError(`openai scenario ideas: the model refused (${http.redact(refusal.trim().slice(0, 200))})`, false, {
              provider: 'openai',
              code: 'refusal',
            });
          }
          const text = messageText(choice?.message?.content);
          try {
            if (!text.trim()) throw new ScenarioReplyError(choice ? 'the reply is empty' : 'the response has no choices[0].message');
            const ideas = options.codec.ideas(text, req);
            logger?.info(
              {
                provider: 'openai',
                model,
                attempts: attempt,
                latencyMs: Math.round(performance.now() - started),
                promptTokens: reply.usage?.prompt_tokens,
                completionTokens: reply.usage?.completion_tokens,
                estimatedCostUsd: estimateChatCostUsd(model, reply.usage),
              },
              'scenario ideas',
            );
            return ideas;
          } catch (err) {
            if (!(err instanceof ScenarioReplyError)) throw err;
            problem = `${err.message}${choice?.finish_reason === 'length' ? ' (cut off at the token limit)' : ''}`;
            logger?.warn({ provider: 'openai', model, attempt }, `unusable scenario reply: ${problem}${attempt < SCENARIO_REPLY_ATTEMPTS ? '; asking again' : ''}`);
          }
        }
        throw new ScenarioProviderError(`openai scenario ideas: ${problem} (${SCENARIO_REPLY_ATTEMPTS} replies)`, false, {
          provider: 'openai',
          code: 'invalid_reply',
        });
      },
    );
  }

  return { name: 'openai', model, wantsImage: true, http, suggest };
}
