/**
 * /help/getting-started (spec section 2; issue 16 item 8): six steps from sign-up to results, each
 * with a screenshot of this app in the reader's language (scripts/help-screenshots.ts) and the
 * product's real figures (plan catalogue, option catalogs).
 */
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import { faqFacts } from './faq';
import { HelpLayout } from './help-layout';
import { SCREENSHOT_SIZE, screenshotUrl } from './help-media';

/** The steps in order (texts: help.json `gettingStarted.steps.<step>`, screenshots: <step>.png). */
export const GETTING_STARTED_STEPS = ['signUp', 'upload', 'describe', 'ideas', 'settings', 'results'] as const;

/** The getting-started guide. */
export function GettingStartedPage() {
  const { t, i18n } = useTranslation('help');
  const { user } = useAuth();
  const language = i18n.resolvedLanguage ?? 'pt';
  const facts = faqFacts(language);
  return (
    <HelpLayout section="gettingStarted" intro={t('gettingStarted.intro')}>
      <ol className="space-y-14">
        {GETTING_STARTED_STEPS.map((step, i) => {
          const src = screenshotUrl(step, language);
          return (
            <li key={step} className="grid items-start gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8" data-testid={`step-${step}`}>
              <div className="space-y-2 md:pt-2">
                <p className="text-sm font-semibold text-primary dark:text-indigo-300">{t('gettingStarted.stepLabel', { n: i + 1 })}</p>
                <h2 className="text-xl font-semibold tracking-tight">{t(`gettingStarted.steps.${step}.title`)}</h2>
                <p className="text-pretty text-foreground/85">{t(`gettingStarted.steps.${step}.body`, facts)}</p>
              </div>
              {src && (
                <figure className="overflow-hidden rounded-xl border bg-muted shadow-sm">
                  <img
                    src={src}
                    alt={t(`gettingStarted.steps.${step}.alt`)}
                    width={SCREENSHOT_SIZE.width}
                    height={SCREENSHOT_SIZE.height}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="h-auto w-full"
                  />
                </figure>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-12 flex justify-center">
        <Button asChild size="lg">
          <Link to={user ? '/create/ugc' : '/signup'}>
            {t('gettingStarted.cta')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </HelpLayout>
  );
}
