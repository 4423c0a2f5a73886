/**
 * The static sections of the landing page: how it works, the video feature, use
 * cases and the footer (year 2025; privacy, terms, cookies, pricing and help pages; credits of the
 * sample photos). The figures, testimonials and partners are in ./proof.tsx.
 */
import {
  ArrowRight,
  Clapperboard,
  Clock,
  Film,
  ImageUp,
  Leaf,
  Megaphone,
  MessageSquareText,
  Play,
  ShoppingBag,
  Sparkles,
  Store,
  WandSparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import sourcesUrl from '@web/assets/landing/SOURCES.md?url&no-inline';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { landingImage } from './images';

/** A lazily loaded picture with its real size (below the fold). */
export function LazyImage({ file, alt, className, sizes }: { file: string; alt: string; className?: string; sizes?: string }) {
  const img = landingImage(file);
  return <img src={img.src} width={img.width} height={img.height} alt={alt} loading="lazy" decoding="async" sizes={sizes} className={className} />;
}

/** Eyebrow, title and subtitle of a section. */
export function SectionHeader({ id, eyebrow, title, subtitle, className }: { id: string; eyebrow: string; title: string; subtitle?: string; className?: string }) {
  return (
    <header className={cn('mx-auto max-w-2xl space-y-3 text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase dark:text-indigo-300">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="text-base text-pretty text-muted-foreground sm:text-lg">{subtitle}</p>}
    </header>
  );
}

export function Section({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('scroll-mt-16 py-16 sm:py-24', className)}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

const STEPS: { key: string; icon: LucideIcon; file: string }[] = [
  { key: 'upload', icon: ImageUp, file: 'apple-before.webp' },
  { key: 'describe', icon: MessageSquareText, file: 'apple-2.webp' },
  { key: 'scenario', icon: WandSparkles, file: 'apple-4.webp' },
  { key: 'results', icon: Sparkles, file: 'apple-1.webp' },
];

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <Section id="how-title" className="border-t bg-muted/30">
      <SectionHeader id="how-title" eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')} subtitle={t('landing.how.subtitle')} />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ key, icon: Icon, file }, i) => (
          <li key={key} className="group flex overflow-hidden rounded-2xl border bg-card shadow-sm sm:flex-col">
            <div className="relative w-28 shrink-0 overflow-hidden bg-muted sm:aspect-[4/3] sm:w-auto">
              <LazyImage file={file} alt="" className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]" />
              <span className="absolute top-2 left-2 flex size-7 items-center justify-center rounded-full bg-background/90 text-sm font-semibold shadow sm:top-3 sm:left-3 sm:size-8">
                {i + 1}
              </span>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-primary dark:text-indigo-300" aria-hidden />
                {t(`landing.how.steps.${key}.title`)}
              </h3>
              <p className="text-sm text-pretty text-muted-foreground">{t(`landing.how.steps.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * The words of a feature section (video, Studio Photos): eyebrow, title and body under
 * `${prefix}.eyebrow|title|body`, a list of points with their icons (`${prefix}.points.<key>`), and
 * the sign-up button (`${prefix}.cta`). `id` labels the section.
 */
export function FeaturePitch({ id, prefix, points }: { id: string; prefix: string; points: readonly { key: string; icon: LucideIcon }[] }) {
  const { t } = useTranslation('home');
  return (
    <div className="space-y-6">
      <SectionHeader id={id} eyebrow={t(`${prefix}.eyebrow`)} title={t(`${prefix}.title`)} subtitle={t(`${prefix}.body`)} className="mx-0 text-left" />
      <ul className="space-y-3">
        {points.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="pt-1.5 text-sm">{t(`${prefix}.points.${key}`)}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link to="/signup">
          {t(`${prefix}.cta`)}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

export function VideoFeature() {
  const { t } = useTranslation('home');
  const points = [
    { key: 'length', icon: Film },
    { key: 'moves', icon: Clapperboard },
    { key: 'cost', icon: Sparkles },
  ];
  return (
    <Section id="video-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <FeaturePitch id="video-title" prefix="landing.video" points={points} />
        <figure className="relative">
          <div className="relative aspect-video overflow-hidden rounded-2xl border bg-neutral-900 shadow-2xl shadow-primary/10">
            <LazyImage
              file="coffee-7.webp"
              alt={t('landing.video.previewAlt')}
              className="size-full object-cover motion-safe:animate-[landing-pan_10s_ease-in-out_infinite_alternate]"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-black/55 via-transparent to-transparent" aria-hidden />
            <span className="absolute top-3 left-3 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">1080p</span>
            <div className="absolute inset-x-4 bottom-4 flex items-center gap-3 text-white" aria-hidden>
              <span className="flex size-9 items-center justify-center rounded-full bg-white/90 text-neutral-900">
                <Play className="size-4 fill-current" />
              </span>
              <span className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
                <span className="block h-full w-full origin-left bg-white motion-safe:animate-[landing-grow_5s_linear_infinite]" />
              </span>
              <span className="text-xs tabular-nums">0:05</span>
            </div>
          </div>
          <figcaption className="mt-3 text-center text-xs text-muted-foreground">{t('landing.video.caption')}</figcaption>
        </figure>
      </div>
    </Section>
  );
}

const USE_CASES: { key: string; icon: LucideIcon; file: string }[] = [
  { key: 'ecommerce', icon: ShoppingBag, file: 'coffee-5.webp' },
  { key: 'social', icon: Megaphone, file: 'apple-2.webp' },
  { key: 'marketplaces', icon: Store, file: 'apple-6.webp' },
  { key: 'smallBusiness', icon: Leaf, file: 'coffee-3.webp' },
];

export function UseCases() {
  const { t } = useTranslation('home');
  return (
    <Section id="usecases-title" className="border-t bg-muted/30">
      <SectionHeader id="usecases-title" eyebrow={t('landing.useCases.eyebrow')} title={t('landing.useCases.title')} subtitle={t('landing.useCases.subtitle')} />
      <div className="mt-12 grid gap-5 sm:grid-cols-2">
        {USE_CASES.map(({ key, icon: Icon, file }) => (
          <article key={key} className="flex gap-4 overflow-hidden rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
            <LazyImage file={file} alt="" className="aspect-[3/4] w-24 shrink-0 rounded-xl object-cover sm:w-32" />
            <div className="min-w-0 space-y-2">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 shrink-0 text-primary dark:text-indigo-300" aria-hidden />
                {t(`landing.useCases.items.${key}.title`)}
              </h3>
              <p className="text-sm text-pretty text-muted-foreground">{t(`landing.useCases.items.${key}.body`)}</p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function LandingFooter() {
  const { t } = useTranslation('home');
  const columns: { key: string; links: { to: string; label: string }[] }[] = [
    {
      key: 'product',
      links: [
        { to: '/signup', label: t('landing.footer.links.signup') },
        { to: '/pricing', label: t('landing.footer.links.pricing') },
        { to: '/signin', label: t('common:actions.signIn') },
      ],
    },
    {
      key: 'help',
      links: [
        { to: '/help/getting-started', label: t('landing.footer.links.gettingStarted') },
        { to: '/help/faq', label: t('landing.footer.links.faq') },
        { to: '/help/tutorials', label: t('landing.footer.links.tutorials') },
        { to: '/help/api-docs', label: t('landing.footer.links.apiDocs') },
      ],
    },
    {
      key: 'legal',
      links: [
        { to: '/privacy', label: t('landing.footer.links.privacy') },
        { to: '/terms', label: t('landing.footer.links.terms') },
        { to: '/cookies', label: t('landing.footer.links.cookies') },
      ],
    },
  ];
  const link = 'rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';
  return (
    <footer className="border-t bg-muted/30" data-testid="landing-footer">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Link to="/" className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('common:nav.home')}>
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {t('landing.footer.support')}
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.key} aria-labelledby={`footer-${col.key}`}>
            <h2 id={`footer-${col.key}`} className="text-sm font-semibold">
              {t(`landing.footer.${col.key}`)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={link}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('landing.footer.rights', { year: 2025 })}</p>
          <p>
            {t('landing.footer.credits')}{' '}
            <a href={sourcesUrl} className={cn(link, 'underline underline-offset-2')}>
              {t('landing.footer.sources')}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
