/**
 * Ad copy candidates from an OpenAI-compatible chat endpoint (the one configured for scenario
 * ideas: SCENARIO_PROVIDER=openai, its base URL, key and model). One `POST {base}/chat/completions`
 * with a system message holding the copy rules and a user message with the brief, asking for a
 * JSON-schema reply (`response_format: { type: 'json_schema', json_schema: { name, strict: true,
 * schema } }`, https://platform.openai.com/docs/guides/structured-outputs); the reply is
 * `choices[0].message.content`, a JSON string (https://platform.openai.com/docs/api-reference/chat/create).
 *
 * The reply is checked, not trusted: each text is trimmed, held to its length limit, and dropped
 * when it breaks a rule a machine can see (a superlative, urgency, a price, percentage or date
 * the seller did not write). Fewer than 3 usable headlines, sublines or calls to action, a refusal,
 * an error or a timeout throw AdCopyProviderError; the service then uses the local templates.
 */
import { AD_TEXT_LIMITS, type AdAngle, type AdTone } from '../../../../shared/ad-creatives';
import type { Language } from '../../../../shared/catalog';
import { createProviderHttpClient, describeGenericError, ProviderError, withDeadline, type ProviderAdapterOptions, type ProviderErrorDetails } from '../http';

export interface AdCopyRequest {
  language: Language;
  angle: AdAngle;
  tone: AdTone;
  title: string | null;
  features: string;
  audience: string;
  brandName: string;
  offer: string;
}

export interface AdCopyReply {
  headlines: string[];
  sublines: string[];
  ctas: string[];
}

export interface AdCopyProvider {
  readonly name: string;
  write(req: AdCopyRequest, signal?: AbortSignal): Promise<AdCopyReply>;
}

export class AdCopyProviderError extends ProviderError {
  constructor(message: string, retryable: boolean, details: ProviderErrorDetails) {
    super(message, retryable, details);
    this.name = 'AdCopyProviderError';
  }
}

const LANGUAGE_NAMES: Record<Language, string> = { pt: 'European Portuguese', en: 'English', fr: 'French', es: 'Spanish', de: 'German (informal "du")' };

/** The rules every candidate keeps (the local templates keep them by construction). */
export const AD_COPY_RULES = [
  'Restate only what the seller wrote about the product: no claim, result, material, origin or number that is not in the brief.',
  'No superlatives or rankings (best, perfect, ultimate, #1, unbeatable, the most ...).',
  'No urgency or scarcity (last chance, only today, hurry, limited stock, ends soon).',
  'Never a price, discount, percentage or date unless it is in the seller\'s offer, word for word.',
  `Headlines at most ${AD_TEXT_LIMITS.headline} characters, sublines at most ${AD_TEXT_LIMITS.subline}, calls to action at most ${AD_TEXT_LIMITS.cta} (2 to 4 words).`,
];

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['headlines', 'sublines', 'ctas'],
  properties: {
    headlines: { type: 'array', items: { type: 'string' } },
    sublines: { type: 'array', items: { type: 'string' } },
    ctas: { type: 'array', items: { type: 'string' } },
  },
};

/** Words that make a claim or an urgency the brief cannot support, in the five languages. */
const FORBIDDEN = /\b(best|perfect|ultimate|unbeatable|hurry|last chance|only today|limited stock|melhor|perfeit[oa]|imbatível|últimas unidades|só hoje|meilleur|parfait|imbattable|dernière chance|mejor|perfect[oa]|inmejorable|última oportunidad|beste[nrs]?|perfekt|unschlagbar|nur heute|letzte chance)\b|#1|№1/iu;
const NUMBERS = /\d+([.,]\d+)?\s*(%|€|\$|£|eur|usd)|[€$£]\s*\d/iu;

/** The usable candidates of one list: trimmed, within `max`, free of forbidden words and numbers not in the brief, deduplicated. */
export function cleanCandidates(values: unknown, max: number, brief: string): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const text = v.replace(/\s+/gu, ' ').trim();
    if (!text || text.length > max || FORBIDDEN.test(text)) continue;
    const numbers = text.match(new RegExp(NUMBERS.source, 'giu')) ?? [];
    if (numbers.some((n) => !brief.includes(n.trim()))) continue;
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out.slice(0, 5);
}

export function createOpenAiAdCopyProvider(options: ProviderAdapterOptions & { apiKey?: string; baseUrl: string; model: string }): AdCopyProvider {
  const { deadlineMs = 30_000, now = Date.now } = options;
  const http = createProviderHttpClient({
    provider: 'openai',
    baseUrl: options.baseUrl,
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    secrets: [options.apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? deadlineMs,
    maxRetries: options.maxRetries ?? 1,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    limiter: options.limiter,
    describeError: describeGenericError,
    errorFactory: (message, retryable, details) => new AdCopyProviderError(message, retryable, details),
    logger: options.logger,
    sleep: options.sleep,
    now,
    random: options.random,
  });

  async function write(req: AdCopyRequest, signal?: AbortSignal): Promise<AdCopyReply> {
    const system = [
      `You write ad copy for an e-commerce product, in ${LANGUAGE_NAMES[req.language]}, with a ${req.tone} tone, leading with its ${req.angle === 'everyday' ? 'everyday use' : req.angle}.`,
      'Write 5 headlines, 5 sublines and 4 calls to action. Rules:',
      ...AD_COPY_RULES.map((r) => `- ${r}`),
      'Answer with JSON only.',
    ].join('\n');
    const brief = [`Product: ${req.title ?? ''}`, `Features: ${req.features}`, `Audience: ${req.audience}`, `Brand: ${req.brandName}`, `Offer (use word for word, or not at all): ${req.offer}`].join('\n');
    return withDeadline(
      { deadlineMs, signal, now, onExpired: () => new AdCopyProviderError(`ad copy did not finish within ${Math.round(deadlineMs / 1000)} s`, true, { provider: 'openai', code: 'deadline_exceeded' }) },
      async (scope) => {
        const reply = (
          await http.request({
            method: 'POST',
            path: '/chat/completions',
            json: { model: options.model, messages: [{ role: 'system', content: system }, { role: 'user', content: brief }], response_format: { type: 'json_schema', json_schema: { name: 'ad_copy', strict: true, schema } } },
            what: 'ad copy',
            signal: scope.signal,
            deadlineAt: scope.deadlineAt,
            retryServerErrors: true,
            maxResponseBytes: 1024 * 1024,
          })
        ).body as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
        const message = reply?.choices?.[0]?.message;
        if (typeof message?.refusal === 'string' && message.refusal.trim()) throw new AdCopyProviderError('the model refused', false, { provider: 'openai', code: 'refusal' });
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(typeof message?.content === 'string' ? message.content : '') as Record<string, unknown>;
        } catch {
          throw new AdCopyProviderError('the reply is not JSON', false, { provider: 'openai', code: 'invalid_reply' });
        }
        const all = `${req.features} ${req.offer} ${req.title ?? ''} ${req.audience}`;
        const out = { headlines: cleanCandidates(parsed.headlines, AD_TEXT_LIMITS.headline, all), sublines: cleanCandidates(parsed.sublines, AD_TEXT_LIMITS.subline, all), ctas: cleanCandidates(parsed.ctas, AD_TEXT_LIMITS.cta, all) };
        if (out.headlines.length < 3 || out.sublines.length < 3 || out.ctas.length < 3) throw new AdCopyProviderError('too few usable candidates in the reply', false, { provider: 'openai', code: 'invalid_reply' });
        return out;
      },
    );
  }

  return { name: 'openai', write };
}
