import { Clock, ImageIcon, Sparkles, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

/** Brand panel shown beside account forms on large screens. */
function BrandPanel() {
  const { t } = useTranslation('auth');
  const points = [
    { icon: ImageIcon, text: t('brand.point1') },
    { icon: Video, text: t('brand.point2') },
    { icon: Clock, text: t('brand.point3') },
  ];
  return (
    <aside className="relative hidden overflow-hidden rounded-2xl bg-[linear-gradient(150deg,oklch(0.5_0.23_277),oklch(0.36_0.19_284))] p-10 text-white ring-1 ring-black/5 lg:flex lg:flex-col lg:justify-between lg:gap-10 dark:ring-white/10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-90 [background:radial-gradient(40rem_24rem_at_110%_-10%,rgb(255_255_255/0.22),transparent_60%),radial-gradient(30rem_20rem_at_-20%_120%,rgb(0_0_0/0.25),transparent_60%)]"
      />
      {/* the shop window */}
      <div aria-hidden className="relative mx-auto mt-2 w-full max-w-sm">
        <div className="h-6 rounded-t-xl bg-[repeating-linear-gradient(90deg,rgb(255_255_255/0.9)_0_24px,rgb(255_255_255/0.25)_24px_48px)]" />
        <div className="grid grid-cols-3 gap-3 rounded-b-xl border border-white/25 bg-white/10 p-4 backdrop-blur-sm">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex aspect-[3/4] items-end justify-center rounded-lg bg-gradient-to-b from-white/25 to-white/5 pb-3">
              <div
                className={cn(
                  'rounded-md bg-white/85 shadow-lg shadow-black/20',
                  i === 0 && 'h-10 w-6 rounded-t-full',
                  i === 1 && 'h-14 w-10 rounded-2xl',
                  i === 2 && 'h-8 w-8 rounded-full',
                )}
              />
            </div>
          ))}
        </div>
      </div>
      <div className="relative space-y-6">
        <div className="space-y-2">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium">
            <Sparkles className="size-3.5" aria-hidden />
            {t('brand.eyebrow')}
          </p>
          <h2 className="text-3xl leading-tight font-semibold tracking-tight text-balance">{t('brand.headline')}</h2>
        </div>
        <ul className="space-y-3 text-sm text-white/85">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-6 items-center justify-center rounded-md bg-white/15">
                <Icon className="size-3.5" aria-hidden />
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** Page frame for account screens: centred card on small screens, brand panel + card on large ones. */
export function AuthShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="bg-vitrine flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
      <div className="grid w-full max-w-5xl gap-8 lg:grid-cols-2 lg:items-stretch">
        <BrandPanel />
        <div className={cn('mx-auto flex w-full max-w-md min-w-0 flex-col justify-center', className)}>{children}</div>
      </div>
    </div>
  );
}
