/**
 * /help/getting-started: six steps from sign-up to results, each
 * with a screenshot of this app in the reader's language (scripts/help-screenshots.ts) and the
 * product's real figures (plan catalogue, option catalogs); then the Studio Photos guide
 * (photos and cut-outs, preset, checked packshots, download), in text with the figures of
 * src/shared/studio-presets.ts.
 */
import { ArrowRight, Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import { faqFacts } from './faq';
import { HelpLayout } from './help-layout';
import { SCREENSHOT_SIZE, screenshotUrl } from './help-media';

/** The steps in order (texts: help.json `gettingStarted.steps.<step>`, screenshots: <step>.png). */
export const GETTING_STARTED_STEPS = ['signUp', 'upload', 'describe', 'ideas', 'settings', 'results'] as const;

/** The Studio Photos guide's steps in order (texts: help.json `gettingStarted.studio.steps.<step>`). */
export const STUDIO_GUIDE_STEPS = ['photos', 'preset', 'make', 'download'] as const;

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
      <section id="studio" aria-labelledby="guide-studio-title" className="mt-16 border-t pt-12" data-testid="guide-studio">
        <header className="mb-8 max-w-3xl space-y-2">
          <h2 id="guide-studio-title" className="flex items-start gap-2 text-2xl font-semibold tracking-tight">
            <Camera className="mt-1 size-6 shrink-0 text-primary dark:text-indigo-300" aria-hidden />
            {t('gettingStarted.studio.title')}
          </h2>
          <p className="text-pretty text-muted-foreground">{t('gettingStarted.studio.intro', facts)}</p>
        </header>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STUDIO_GUIDE_STEPS.map((step, i) => (
            <li key={step} className="space-y-2 rounded-xl border bg-card p-5 shadow-xs" data-testid={`studio-step-${step}`}>
              <p className="text-sm font-semibold text-primary dark:text-indigo-300">{t('gettingStarted.stepLabel', { n: i + 1 })}</p>
              <h3 className="text-lg font-semibold tracking-tight">{t(`gettingStarted.studio.steps.${step}.title`)}</h3>
              <p className="text-pretty text-foreground/85">{t(`gettingStarted.studio.steps.${step}.body`, facts)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to={user ? '/create/studio' : '/signup'}>
              {t('gettingStarted.studio.cta')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </HelpLayout>
  );
}
