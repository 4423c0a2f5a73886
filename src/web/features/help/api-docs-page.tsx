/**
 * /help/api-docs: how to use the API (api-guide.tsx: keys, scopes, idempotency, rate limits,
 * webhooks, the SDK, every error code), then the OpenAPI reference of /api/v1/openapi.json,
 * rendered offline by Scalar (features/help/scalar.ts, loaded on this page only) in the app's theme,
 * with a link to the raw document. While Scalar loads, 'Loading the API reference…'; if it cannot
 * load, the message and Retry.
 */
import { FileJson } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { useTheme } from '@web/features/theme/theme-provider';
import { ApiGuide } from './api-guide';
import { HelpLayout } from './help-layout';
import { loadScalar, scalarConfiguration, type ScalarInstance } from './scalar';

/** The API docs page. */
export function ApiDocsPage() {
  const { t } = useTranslation('help');
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<ScalarInstance | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const darkRef = useRef(dark);
  darkRef.current = dark;

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadScalar().then(
      (scalar) => {
        if (cancelled || !container.current) return;
        instance.current = scalar.createApiReference(container.current, scalarConfiguration(darkRef.current));
        setState('ready');
      },
      (error: unknown) => {
        console.error('The API reference could not be loaded', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    instance.current?.updateConfiguration(scalarConfiguration(dark));
  }, [dark]);

  return (
    <HelpLayout section="apiDocs" intro={t('apiDocs.intro')} wide>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <a href="/api/v1/openapi.json" target="_blank" rel="noopener">
            <FileJson aria-hidden />
            {t('apiDocs.raw')}
          </a>
        </Button>
      </div>
      <ApiGuide />
      {state === 'loading' && (
        <p className="flex items-center gap-2 py-10 text-sm text-muted-foreground" role="status" data-testid="api-docs-loading">
          <Spinner className="size-4" />
          {t('apiDocs.loading')}
        </p>
      )}
      {state === 'failed' && <RetryAlert message={t('apiDocs.failed')} retryLabel={t('common:actions.retry')} onRetry={() => setAttempt((n) => n + 1)} />}
      <div
        ref={container}
        className="scalar-host min-h-[60vh] overflow-hidden rounded-2xl border bg-background"
        hidden={state !== 'ready'}
        data-testid="api-reference"
      />
    </HelpLayout>
  );
}
