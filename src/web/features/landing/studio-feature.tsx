/**
 * The landing page's Studio Photos section: what the module does and guarantees,
 * with packshots the app made from the sample photos (src/web/assets/studio, built by
 * scripts/studio-landing-images.ts; each passed its checks), badged like the app's results.
 */
import { Layers, ShieldCheck, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import manifest from '@web/assets/studio/manifest.json';
import { FeaturePitch, Section } from './sections';

const urls = import.meta.glob<string>('../../assets/studio/*.webp', { eager: true, import: 'default', query: '?url' });

const MARKETPLACES: Record<string, string> = { amazon: 'Amazon', shopify: 'Shopify', instagram: 'Instagram' };
const PRODUCTS = { apple: 'apple', coffee: 'coffee', cookies: 'cookies' } as const;

export function StudioFeature() {
  const { t } = useTranslation('home');
  const points = [
    { key: 'white', icon: Square },
    { key: 'fill', icon: ShieldCheck },
    { key: 'batch', icon: Layers },
  ];
  return (
    <Section id="studio-title" className="border-t bg-muted/30">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <FeaturePitch id="studio-title" prefix="landing.studio" points={points} />
        <figure>
          <ul className="grid grid-cols-3 items-end gap-3 sm:gap-4">
            {manifest.map((image) => (
              <li key={image.file} className="relative overflow-hidden rounded-xl border bg-white shadow-md">
                <img
                  src={urls[`../../assets/studio/${image.file}`]}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  alt={t('landing.studio.alt', { product: t(`landing.gallery.products.${PRODUCTS[image.product as keyof typeof PRODUCTS]}`), background: t(`landing.studio.${image.background}`) })}
                  className="h-auto w-full"
                />
                <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-1.5 py-0.5 text-[10px] font-semibold text-white shadow-sm sm:text-xs">
                  <ShieldCheck className="size-3" aria-hidden />
                  {t('landing.studio.badge', { marketplace: MARKETPLACES[image.preset] ?? image.preset })}
                </span>
              </li>
            ))}
          </ul>
          <figcaption className="mt-3 text-center text-xs text-muted-foreground">{t('landing.studio.caption')}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
