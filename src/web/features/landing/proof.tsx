/**
 * The landing page's 'testimonials and partner logos' section without invented
 * facts: figures counted on this instance (GET /api/v1/site/landing: images and
 * videos made here, shown once above zero) completed by facts about the product (languages, aspect
 * ratios, video, the Free plan's credits); the operator's real testimonials and partner names from
 * LANDING_SHOWCASE_FILE, each part hidden when there is none (the default).
 */
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ASPECT_RATIOS, LANGUAGES } from '@shared/catalog';
import { planFor } from '@shared/plans';
import { api, type Schemas, unwrap } from '@web/lib/api-client';
import { Section, SectionHeader } from './sections';

/** GET /api/v1/site/landing. */
export type LandingInfo = Schemas['LandingInfo'];

/** This instance's counts and showcase (public; cached by the server for a few minutes). */
export function useLandingInfo() {
  return useQuery({
    queryKey: ['site', 'landing'],
    queryFn: ({ signal }) => unwrap(api.GET('/site/landing', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** One figure of the row: a counted one or a product fact. */
export type Figure = { key: 'images' | 'videos' | 'languages' | 'ratios' | 'video' | 'freeCredits'; value: number | string; counted: boolean };

/** Number of figures the row shows. */
export const FIGURE_COUNT = 4;

/**
 * The figures to show: this instance's counts that are above zero, then product facts, four in all.
 * Facts come from the catalogues, so they change with the product.
 */
export function landingFigures(stats: LandingInfo['stats'] | undefined): Figure[] {
  const counted: Figure[] = [];
  if (stats && stats.images > 0) counted.push({ key: 'images', value: stats.images, counted: true });
  if (stats && stats.videos > 0) counted.push({ key: 'videos', value: stats.videos, counted: true });
  const facts: Figure[] = [
    { key: 'languages', value: LANGUAGES.length, counted: false },
    { key: 'ratios', value: ASPECT_RATIOS.length, counted: false },
    { key: 'video', value: '1080p', counted: false },
    { key: 'freeCredits', value: planFor('Free').monthlyCredits, counted: false },
  ];
  return [...counted, ...facts].slice(0, FIGURE_COUNT);
}

/** The section: figures always; testimonials and partners only when the operator configured them. */
export function InstanceProof() {
  const { t, i18n } = useTranslation('home');
  const landing = useLandingInfo();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const figures = landingFigures(landing.data?.stats);
  const testimonials = landing.data?.testimonials ?? [];
  const partners = landing.data?.partners ?? [];
  return (
    <Section id="proof-title">
      <SectionHeader id="proof-title" eyebrow={t('landing.proof.eyebrow')} title={t('landing.proof.title')} subtitle={t('landing.proof.subtitle')} />
      <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border md:grid-cols-4" data-testid="landing-figures" aria-busy={landing.isPending}>
        {figures.map((f) => (
          <div key={f.key} className="flex flex-col-reverse items-center justify-end gap-1 bg-card px-3 py-6 text-center" data-testid={`figure-${f.key}`}>
            <dt className="text-sm text-balance text-muted-foreground">{t(`landing.proof.figures.${f.key}`)}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-primary tabular-nums dark:text-indigo-300">
              {typeof f.value === 'number' ? number.format(f.value) : f.value}
            </dd>
          </div>
        ))}
      </dl>
      {landing.data && figures.some((f) => f.counted) && (
        <p className="mt-3 text-center text-xs text-muted-foreground">{t('landing.proof.countedNote')}</p>
      )}
      {testimonials.length > 0 && (
        <div className="mt-14 space-y-6" data-testid="landing-testimonials">
          <h3 className="text-center text-xl font-semibold tracking-tight">{t('landing.proof.testimonials')}</h3>
          <ul className="grid gap-5 md:grid-cols-3">
            {testimonials.map((item, i) => (
              <li key={i}>
                <figure className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm">
                  <Quote className="size-6 text-primary/60 dark:text-indigo-300/70" aria-hidden />
                  <blockquote className="flex-1 text-pretty" lang={item.language}>
                    {item.quote}
                  </blockquote>
                  <figcaption className="text-sm leading-tight">
                    <span className="block font-semibold">{item.name}</span>
                    {item.role && <span className="text-muted-foreground">{item.role}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
      {partners.length > 0 && (
        <div className="mt-14 space-y-6" data-testid="landing-partners">
          <p className="text-center text-sm font-medium text-muted-foreground">{t('landing.proof.partners')}</p>
          <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4" aria-label={t('landing.proof.partnersLabel')}>
            {partners.map((p) => (
              <li key={p.name} className="text-lg font-semibold tracking-tight text-muted-foreground">
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
                    {p.name}
                    <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                ) : (
                  p.name
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
