/**
 * The landing hero: four headlines rotating every 3 s (without the slide-in when reduced motion is
 * asked for), 'Start Creating Free' to /signup, 'Watch Demo' opening
 * the guided demo (loaded on demand), the free-trial promise, a line on where the pictures come from
 * (no invented ratings or user counts), and the before/after slider.
 */
import { ArrowRight, PlayCircle, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BeforeAfterSlider } from './before-after-slider';
import { landingImage } from './images';
import { useReducedMotion, useRotatingIndex } from './motion';

/** Headline rotation period. */
export const HEADLINE_INTERVAL_MS = 3000;
export const HEADLINE_KEYS = ['one', 'two', 'three', 'four'] as const;

const loadDemo = () => import('./demo-dialog');
const DemoDialog = lazy(loadDemo);

/** The rotating headline: a stable heading for assistive technology, the visible text changes. */
export function RotatingHeadline() {
  const { t } = useTranslation('home');
  const reduced = useReducedMotion();
  const [index] = useRotatingIndex(HEADLINE_KEYS.length, HEADLINE_INTERVAL_MS);
  const key = HEADLINE_KEYS[index]!;
  return (
    <h1 id="hero-title" className="text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
      <span className="sr-only">{t('landing.headline')}</span>
      <span aria-hidden className="grid">
        {/* Every headline sits in the same cell, so the tallest one sets the height and nothing jumps. */}
        {HEADLINE_KEYS.map((k) => (
          <span
            key={k}
            data-testid={k === key ? 'hero-headline' : undefined}
            className={
              k === key
                ? `col-start-1 row-start-1 self-center ${reduced ? '' : 'motion-safe:animate-[landing-rise_600ms_cubic-bezier(0.2,0.7,0.2,1)_both]'}`
                : 'invisible col-start-1 row-start-1 self-center'
            }
          >
            {t(`landing.headlines.${k}.lead`)}{' '}
            <span className="bg-gradient-to-r from-primary to-fuchsia-500 bg-clip-text text-transparent dark:from-indigo-300 dark:to-fuchsia-300">
              {t(`landing.headlines.${k}.accent`)}
            </span>
          </span>
        ))}
      </span>
    </h1>
  );
}

export function Hero() {
  const { t } = useTranslation('home');
  const [demoOpen, setDemoOpen] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="hero-title" className="bg-vitrine relative overflow-hidden">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pb-20">
        <div className="space-y-6 text-center lg:text-left">
          <Badge variant="accent" className="mx-auto lg:mx-0">
            <Sparkles aria-hidden />
            {t('landing.eyebrow')}
          </Badge>
          <RotatingHeadline />
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">{t('landing.pitch')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="h-12 px-7">
              <Link to="/signup">
                {t('common:actions.startCreatingFree')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              ref={demoButton}
              size="lg"
              variant="outline"
              className="h-12 px-6"
              aria-haspopup="dialog"
              onClick={() => setDemoOpen(true)}
              onPointerEnter={() => void loadDemo()}
              onFocus={() => void loadDemo()}
            >
              <PlayCircle aria-hidden />
              {t('landing.watchDemo')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('landing.freeTrial')}</p>
          <div className="flex items-center justify-center gap-3 pt-1 lg:justify-start">
            <div className="flex shrink-0 -space-x-2" aria-hidden>
              {['coffee-2.webp', 'apple-1.webp', 'coffee-8.webp', 'apple-5.webp'].map((file) => {
                const img = landingImage(file);
                return (
                  <img
                    key={file}
                    src={img.src}
                    width={32}
                    height={32}
                    alt=""
                    decoding="async"
                    className="size-8 rounded-full object-cover ring-2 ring-background"
                  />
                );
              })}
            </div>
            <p className="max-w-xs text-left text-sm leading-snug text-muted-foreground" data-testid="hero-made-with">
              {t('landing.madeWith')}
            </p>
          </div>
        </div>

        <figure className="relative mx-auto w-full max-w-xl">
          <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/20 via-fuchsia-400/10 to-amber-300/20 blur-2xl dark:from-primary/30 dark:to-amber-400/10" aria-hidden />
          <div className="rounded-[1.25rem] border bg-card p-2 shadow-2xl shadow-primary/10">
            <BeforeAfterSlider
              before={landingImage('coffee-before.webp')}
              after={landingImage('coffee-1.webp')}
              beforeAlt={t('landing.slider.beforeAlt')}
              afterAlt={t('landing.slider.afterAlt')}
              beforeLabel={t('landing.slider.before')}
              afterLabel={t('landing.slider.after')}
              label={t('landing.slider.label')}
              valueText={(percent) => t('landing.slider.valueText', { percent })}
            />
          </div>
          <figcaption className="mt-3 text-center text-xs text-muted-foreground">{t('landing.slider.caption')}</figcaption>
        </figure>
      </div>

      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog
            open={demoOpen}
            onOpenChange={setDemoOpen}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              demoButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
