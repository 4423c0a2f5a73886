/**
 * The Ad Creatives flow: product, brand kit, angle and copy, layouts and sizes, preview, export.
 * Each step opens once the ones before it are complete; `?product=<id>` starts on that product.
 * The plan's limits (placements, variants, the Free mark) come from the user's tier and are
 * enforced again by the server.
 */
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adPlanLimits } from '@shared/ad-creatives';
import { Button } from '@web/components/ui/button';
import { useMe } from '@web/features/me/api';
import { useProduct } from '@web/features/products/api';
import { cn } from '@web/lib/utils';
import { AD_STEPS, type AdDesign, type AdStep, INITIAL_DESIGN, variantsProblem } from './ad-design';
import { type BrandKit, useBrandKits } from './api';
import { BrandKitStep } from './brand-kit-step';
import { CopyStep } from './copy-step';
import { ExportStep } from './export-step';
import { LayoutStep } from './layout-step';
import { PreviewStep } from './preview-step';
import { ProductStep } from './product-step';
import './brand-fonts';

function AdStepBar({ current, furthest, onStep }: { current: AdStep; furthest: number; onStep: (s: AdStep) => void }) {
  const { t } = useTranslation('ads');
  const index = AD_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-1.5 overflow-x-auto pb-1 sm:gap-2">
        {AD_STEPS.map((step, i) => {
          const active = i === index;
          const reachable = i <= furthest && !active;
          const done = i < index;
          return (
            <li key={step} className={cn('flex items-center gap-1.5 sm:gap-2', i < AD_STEPS.length - 1 && 'flex-1')}>
              <button type="button" disabled={!reachable} onClick={() => onStep(step)} aria-current={active ? 'step' : undefined} className="flex shrink-0 items-center gap-2 rounded-full text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-default">
                <span className={cn('flex size-7 items-center justify-center rounded-full border text-xs font-semibold', active && 'border-primary bg-primary text-primary-foreground', done && !active && 'border-primary/40 bg-accent text-accent-foreground', !done && !active && 'bg-background')}>
                  {done ? <Check className="size-3.5" aria-hidden /> : i + 1}
                </span>
                <span className={cn('hidden lg:inline', !active && 'text-muted-foreground')}>{t(`steps.${step}`)}</span>
              </button>
              {i < AD_STEPS.length - 1 && <span className="h-px min-w-3 flex-1 bg-border" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The whole flow. */
export function AdCreator() {
  const { t } = useTranslation('ads');
  const me = useMe();
  const kits = useBrandKits();
  const [params] = useSearchParams();
  const prefill = params.get('product');
  const prefilled = useProduct(prefill ?? '', Boolean(prefill));
  const [design, setDesign] = useState<AdDesign>(INITIAL_DESIGN);
  const [step, setStep] = useState<AdStep>('product');
  const [setId, setSetId] = useState<string | null>(null);
  const limits = adPlanLimits(me.data?.tier ?? 'Free');
  const kit: BrandKit | null = kits.data?.items.find((k) => k.id === design.brandKitId) ?? null;

  // A product given in the address starts the flow on its first photo.
  const p = prefill ? prefilled.data : undefined;
  if (p && !design.product && p.photos[0]) setDesign((d) => ({ ...d, product: { productId: p.id, title: p.title, source: { sourceImageId: p.photos[0]!.id } } }));

  const complete: Record<AdStep, boolean> = {
    product: Boolean(design.product),
    brand: Boolean(kit),
    copy: Boolean(design.texts.headline.trim() && design.texts.cta.trim()),
    layout: design.placements.length > 0 && design.placements.length <= limits.placements && variantsProblem(design) === null && design.others.length < limits.variants,
    preview: true,
    export: true,
  };
  let furthest = 0;
  while (furthest < AD_STEPS.length - 1 && complete[AD_STEPS[furthest]!]) furthest++;
  const index = AD_STEPS.indexOf(step);
  const go = (to: number) => {
    setStep(AD_STEPS[Math.max(0, Math.min(furthest, to))]!);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('title')}</h1>
        <p className="text-muted-foreground">
          {t('subtitle')}{' '}
          <Link to="/help/ad-creatives" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('guide')}
          </Link>
        </p>
      </header>
      <AdStepBar current={step} furthest={furthest} onStep={(s) => go(AD_STEPS.indexOf(s))} />
      <main className="min-h-[40vh]">
        {step === 'product' && <ProductStep choice={design.product} onChoose={(product) => setDesign((d) => ({ ...d, product }))} />}
        {step === 'brand' && <BrandKitStep kitId={design.brandKitId} onChoose={(k) => setDesign((d) => ({ ...d, brandKitId: k?.id ?? null, colourIndex: 0, others: d.dimension === 'colour' ? [] : d.others }))} />}
        {step === 'copy' && <CopyStep productId={design.product?.productId ?? null} tone={kit?.tone ?? 'friendly'} brandName={kit?.name ?? ''} texts={design.texts} onTexts={(texts) => setDesign((d) => ({ ...d, texts }))} />}
        {step === 'layout' && <LayoutStep design={design} onDesign={setDesign} kit={kit} limits={limits} />}
        {step === 'preview' && <PreviewStep design={design} watermark={limits.watermark} />}
        {step === 'export' && (
          <ExportStep
            design={design}
            setId={setId}
            onSet={setSetId}
            onRestart={() => {
              setSetId(null);
              setStep('copy');
            }}
          />
        )}
      </main>
      {!(step === 'export' && setId) && (
        <footer className="flex items-center justify-between gap-3 border-t pt-4">
          <Button variant="ghost" onClick={() => go(index - 1)} disabled={index === 0}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('nav.back')}
          </Button>
          {step === 'layout' && variantsProblem(design) && <p className="text-sm text-destructive">{t('layout.variantsDiffer', { dimension: t(`layout.dimensions.${design.dimension}`) })}</p>}
          {step === 'copy' && !complete.copy && <p className="text-sm text-muted-foreground">{t('copy.needed')}</p>}
          {index < AD_STEPS.length - 1 && (
            <Button onClick={() => go(index + 1)} disabled={!complete[step]} data-testid="ad-next">
              {t('nav.next')}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          )}
        </footer>
      )}
    </div>
  );
}
