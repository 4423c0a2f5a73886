/**
 * The third parties that receive users' data on this instance, read from the configuration
 * (a processor is listed only when it is configured). The local engines, the
 * embedded database, local file storage and the dev mail outbox send nothing anywhere, so a default
 * install lists none. What each processor receives is stated on the privacy page by purpose.
 */
import type { Env } from '../../env';
import type { Processor, ProcessorPurpose } from '../../../shared/contracts/site';

/** Display names of the hosts the adapters call by default. */
const KNOWN_HOSTS: Record<string, { id: string; name: string }> = {
  'api.openai.com': { id: 'openai', name: 'OpenAI' },
  'generativelanguage.googleapis.com': { id: 'gemini', name: 'Google (Gemini API)' },
  'queue.fal.run': { id: 'fal', name: 'fal.ai' },
  'fal.run': { id: 'fal', name: 'fal.ai' },
  'api.stripe.com': { id: 'stripe', name: 'Stripe' },
};

/** Host of a URL, without credentials or port defaults; null when it does not parse. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** A processor at `host`, named after a known service or, for a self-chosen endpoint, after the host. */
function byHost(host: string | null, fallback: { id: string; name: string }): Omit<Processor, 'purposes'> {
  const known = host ? KNOWN_HOSTS[host] : undefined;
  if (known) return { ...known, host };
  return { ...fallback, name: host ?? fallback.name, host };
}

/**
 * The processors of `env`, each once with every purpose it serves, in a stable order: AI engines,
 * then payments, then email.
 */
export function configuredProcessors(env: Env): Processor[] {
  const found = new Map<string, Processor>();
  const add = (entry: Omit<Processor, 'purposes'>, purpose: ProcessorPurpose) => {
    const key = `${entry.id}|${entry.host ?? ''}`;
    const existing = found.get(key);
    if (existing) {
      if (!existing.purposes.includes(purpose)) existing.purposes.push(purpose);
    } else {
      found.set(key, { ...entry, purposes: [purpose] });
    }
  };
  const openAiCompatible = (url: string) => byHost(hostOf(url), { id: 'openai-compatible', name: 'OpenAI-compatible endpoint' });

  if (env.SCENARIO_PROVIDER === 'openai') add(openAiCompatible(env.SCENARIO_BASE_URL ?? env.OPENAI_BASE_URL), 'scenarioIdeas');

  const image = env.IMAGE_PROVIDER as string;
  if (image === 'openai') add(openAiCompatible(env.OPENAI_BASE_URL), 'images');
  else if (image === 'gemini') add(byHost(hostOf(env.GEMINI_BASE_URL), { id: 'gemini', name: 'Google (Gemini API)' }), 'images');
  else if (image === 'fal') add(byHost(hostOf(env.FAL_QUEUE_URL), { id: 'fal', name: 'fal.ai' }), 'images');
  else if (image !== 'local') add({ id: image, name: image, host: null }, 'images');

  const video = env.VIDEO_PROVIDER as string;
  if (video === 'fal') add(byHost(hostOf(env.FAL_QUEUE_URL), { id: 'fal', name: 'fal.ai' }), 'videos');
  else if (video !== 'local') add({ id: video, name: video, host: null }, 'videos');

  if (env.STRIPE_SECRET_KEY) add(byHost(hostOf(env.STRIPE_API_URL) ?? 'api.stripe.com', { id: 'stripe', name: 'Stripe' }), 'payments');

  if (env.SMTP_URL) {
    // The SMTP server the operator chose; only its host is shown (never the credentials in the URL).
    const host = hostOf(env.SMTP_URL.replace(/^smtps?:/, 'http:'));
    add({ id: 'smtp', name: host ?? 'SMTP', host }, 'email');
  }
  return [...found.values()];
}
