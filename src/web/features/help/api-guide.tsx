/**
 * The guide above the API reference (/help/api-docs): authentication with API keys, scopes,
 * idempotency keys, rate limits per plan, webhooks (events, signatures, retries), batches, the SDK, and every
 * error code with its status and message. Figures come from the same modules the server enforces
 * (API_REQUESTS_PER_MINUTE, WEBHOOK_EVENTS, API_ERRORS); code stays code in every language.
 */
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@shared/api-errors';
import { API_KEY_PREFIX, API_KEY_SCOPES, API_REQUESTS_PER_MINUTE } from '@shared/contracts/api-keys';
import { WEBHOOK_EVENTS } from '@shared/contracts/webhooks';
import { TIERS } from '@shared/catalog';

function Code({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-lg border bg-muted px-4 py-3 font-mono text-xs leading-relaxed">{children}</pre>;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

const BATCH_SAMPLE = `{
  "items": [
    { "type": "packshot", "url": "https://shop.example.com/cup.jpg",
      "preset": "amazon", "reference": "SKU-1042" },
    { "type": "scene", "sourceImageId": "3f1c2b7e-…",
      "features": "Stoneware mug, 350 ml", "audience": "Coffee lovers",
      "idea": 2, "settings": { "count": 2, "aspectRatio": "3:4" } }
  ]
}`;

const VERIFY_SAMPLE = `import { verifyWebhook } from '@vitrine/sdk';   // or: import { Webhook } from 'standardwebhooks'

// The raw body, before JSON parsing; the headers webhook-id, webhook-timestamp, webhook-signature.
const event = verifyWebhook(rawBody, request.headers, process.env.VITRINE_WEBHOOK_SECRET);
if (event.type === 'generation.completed') console.log(event.data.images);`;

/** The guide. */
export function ApiGuide() {
  const { t, i18n } = useTranslation(['help', 'account']);
  const message = (key: string) => String(i18n.getResource(i18n.resolvedLanguage ?? 'pt', 'errors', key) ?? '').replace(/\{\{\s*\w+\s*\}\}/g, '…');
  const origin = typeof window === 'undefined' ? 'https://vitrine.example.com' : window.location.origin;
  return (
    <div className="mb-10 max-w-3xl space-y-8 text-sm leading-relaxed" data-testid="api-guide">
      <Section id="api-auth" title={t('apiDocs.guide.auth.title')}>
        <p>{t('apiDocs.guide.auth.body', { prefix: API_KEY_PREFIX })}</p>
        <Code>{`curl ${origin}/api/v1/me \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…"`}</Code>
        <p className="text-muted-foreground">{t('apiDocs.guide.auth.session')}</p>
      </Section>

      <Section id="api-scopes" title={t('apiDocs.guide.scopes.title')}>
        <ul className="list-disc space-y-1 pl-5">
          {API_KEY_SCOPES.map((scope) => (
            <li key={scope}>
              <code className="font-mono">{scope}</code>: {t(`apiDocs.guide.scopes.${scope}`)}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('apiDocs.guide.scopes.closed')}</p>
      </Section>

      <Section id="api-idempotency" title={t('apiDocs.guide.idempotency.title')}>
        <p>{t('apiDocs.guide.idempotency.body')}</p>
        <Code>{`curl ${origin}/api/v1/generations \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\\n  -H "Idempotency-Key: 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88" \\\n  -H "Content-Type: application/json" -d @generation.json`}</Code>
        <p className="text-muted-foreground">{t('apiDocs.guide.idempotency.rules')}</p>
      </Section>

      <Section id="api-rate-limits" title={t('apiDocs.guide.rateLimits.title')}>
        <p>{t('apiDocs.guide.rateLimits.body')}</p>
        <table className="w-full max-w-sm text-left">
          <thead>
            <tr className="border-b">
              <th className="py-1.5 font-medium">{t('apiDocs.guide.rateLimits.plan')}</th>
              <th className="py-1.5 font-medium">{t('apiDocs.guide.rateLimits.perMinute')}</th>
            </tr>
          </thead>
          <tbody>
            {TIERS.map((tier) => (
              <tr key={tier} className="border-b last:border-0">
                <td className="py-1.5">{tier}</td>
                <td className="py-1.5 tabular-nums">{API_REQUESTS_PER_MINUTE[tier]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Code>{`RateLimit-Policy: "minute";q=${API_REQUESTS_PER_MINUTE.Free};w=60\nRateLimit: "minute";r=57;t=42`}</Code>
      </Section>

      <Section id="api-webhooks" title={t('apiDocs.guide.webhooks.title')}>
        <p>{t('apiDocs.guide.webhooks.body')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code className="font-mono">{event}</code>: {t(`account:api.webhooks.eventHelp.${event.replaceAll('.', '_')}`)}
            </li>
          ))}
        </ul>
        <Code>{VERIFY_SAMPLE}</Code>
        <p className="text-muted-foreground">{t('apiDocs.guide.webhooks.retries')}</p>
      </Section>

      <Section id="api-batches" title={t('apiDocs.guide.batches.title')}>
        <p>{t('apiDocs.guide.batches.body')}</p>
        <Code>{`curl ${origin}/api/v1/batches \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\\n  -H "Content-Type: application/json" -d @batch.json\n\n${BATCH_SAMPLE}`}</Code>
        <p>{t('apiDocs.guide.batches.items')}</p>
        <p className="text-muted-foreground">{t('apiDocs.guide.batches.failures')}</p>
      </Section>

      <Section id="api-sdk" title={t('apiDocs.guide.sdk.title')}>
        <p>{t('apiDocs.guide.sdk.body')}</p>
        <Code>{`import { createVitrineClient, uploadPhoto, waitForGeneration } from '@vitrine/sdk';\n\nconst vitrine = createVitrineClient({ baseUrl: '${origin}', apiKey: process.env.VITRINE_API_KEY });\nconst photo = await uploadPhoto(vitrine, { url: 'https://shop.example.com/cup.jpg' });`}</Code>
      </Section>

      <Section id="api-errors" title={t('apiDocs.guide.errors.title')}>
        <p>{t('apiDocs.guide.errors.body')}</p>
        <Code>{`{ "error": { "code": "insufficient_credits", "message": "…" } }`}</Code>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b">
                <th className="py-1.5 pr-3 font-medium">{t('apiDocs.guide.errors.code')}</th>
                <th className="py-1.5 pr-3 font-medium">HTTP</th>
                <th className="py-1.5 font-medium">{t('apiDocs.guide.errors.message')}</th>
              </tr>
            </thead>
            <tbody>
              {API_ERRORS.map((e) => (
                <tr key={e.code} className="border-b align-top last:border-0" data-testid="api-error-code">
                  <td className="py-1.5 pr-3 font-mono text-xs whitespace-nowrap">{e.code}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{e.status}</td>
                  <td className="py-1.5 text-muted-foreground">{message(e.messageKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <h2 className="border-t pt-8 text-lg font-semibold tracking-tight">{t('apiDocs.guide.reference')}</h2>
    </div>
  );
}
