/**
 * Redaction of secrets: secrets are never logged. Every message
 * the provider HTTP client builds from a vendor answer, a URL or a network error goes through a
 * redactor before it reaches an error or a log line.
 */

/** What replaces a secret. */
export const REDACTED = '[redacted]';

/** Vendor key shapes that are redacted even when they are not among the configured secrets. */
const KEY_PATTERNS: readonly [RegExp, string][] = [
  // Authorization headers: `Bearer <token>` (OpenAI, OpenAI-compatible), `Key <id:secret>` (fal).
  [/\b(Bearer|Key)\s+[A-Za-z0-9._~+/=:-]{8,}/g, `$1 ${REDACTED}`],
  // API keys in query strings (`?key=` is Google's alternative to x-goog-api-key).
  [/([?&](?:key|api_key|apikey|token|access_token)=)[^&#\s"']+/gi, `$1${REDACTED}`],
  // OpenAI secret keys (sk-..., sk-proj-...).
  [/\bsk-[A-Za-z0-9_-]{8,}/g, `sk-${REDACTED}`],
  // Google API keys.
  [/\bAIza[0-9A-Za-z_-]{20,}/g, REDACTED],
];

/** A function that removes secrets from text. */
export type Redactor = (text: string) => string;

/**
 * Creates a redactor for the given secrets (API keys; values shorter than 4 characters and
 * undefined entries are ignored) plus the well-known key shapes above.
 * Input: any text. Output: the text with every occurrence of a secret replaced by '[redacted]'.
 */
export function createRedactor(secrets: readonly (string | undefined | null)[] = []): Redactor {
  const values = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => {
    let out = String(text);
    for (const secret of values) out = out.split(secret).join(REDACTED);
    for (const [pattern, replacement] of KEY_PATTERNS) out = out.replace(pattern, replacement);
    return out;
  };
}
