/**
 * The Product Display flow: product and photo, marketplace and images, what each image holds,
 * preview as a listing, make and export. Each step opens once the ones before it are complete;
 * `?product=<id>` starts on that product. Every rule is enforced again by the server.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StepBar } from '@web/components/step-bar';
import { Button } from '@web/components/ui/button';
import '@web/features/ads/brand-fonts';
import { useProduct } from '@web/features/products/api';
import { ContentStep } from './content-step';
import { ExportStep } from './export-step';
import { defaultSlots, INITIAL_LISTING, LISTING_STEPS, type ListingDesign, type ListingStep, slotProblem } from './listing-design';
import { PreviewStep } from './preview-step';
import { ProductStep } from './product-step';
import { SlotsStep } from './slots-step';

/** The whole flow. */
export function ListingCreator() {
  const { t } = useTranslation('listing');
  const [params] = useSearchParams();
  const prefill = params.get('product');
  const [design, setDesign] = useState<ListingDesign>(INITIAL_LISTING);
  const [step, setStep] = useState<ListingStep>('product');
  const [setId, setSetId] = useState<string | null>(null);
  const product = useProduct(design.productId ?? prefill ?? '', Boolean(design.productId ?? prefill));
  const features = product.data?.features ?? '';
  const scenes = (product.data?.outputs ?? []).filter((o) => o.kind === 'scene' || o.kind === 'studio');

  // A product given in the address starts the flow on its first photo.
  const p = prefill ? product.data : undefined;
  if (p && !design.productId && p.photos[0]) {
    const next = { ...design, productId: p.id, title: p.title, sourceImageId: p.photos[0].id, photoIds: p.photos.map((x) => x.id) };
    setDesign({ ...next, slots: defaultSlots(next, p.features) });
  }

  const complete: Record<ListingStep, boolean> = {
    product: Boolean(design.productId && design.sourceImageId),
    slots: design.slots.length > 0,
    content: design.slots.every((s) => slotProblem(s, design) === null),
    preview: true,
    export: true,
  };
  let furthest = 0;
  while (furthest < LISTING_STEPS.length - 1 && complete[LISTING_STEPS[furthest]!]) furthest++;
  const index = LISTING_STEPS.indexOf(step);
  const go = (to: number) => {
    setStep(LISTING_STEPS[Math.max(0, Math.min(furthest, to))]!);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('title')}</h1>
        <p className="text-muted-foreground">
          {t('subtitle')}{' '}
          <Link to="/help/product-display" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('guide')}
          </Link>
        </p>
      </header>
      <StepBar steps={LISTING_STEPS} current={step} furthest={furthest} onStep={(s) => go(LISTING_STEPS.indexOf(s))} label={t('steps.label')} nameOf={(s) => t(`steps.${s}`)} />
      <main className="min-h-[40vh]">
        {step === 'product' && (
          <ProductStep
            productId={design.productId}
            sourceImageId={design.sourceImageId}
            onChoose={(c) =>
              setDesign((d) => {
                const { features: productFeatures, ...choice } = c;
                const next = { ...d, ...choice };
                // A new product starts from the marketplace's usual set; the same product keeps its slots.
                return d.productId === c.productId && d.slots.length ? { ...next, slots: next.slots.map((s) => (s.kind === 'angles' ? { ...s, sourceImageIds: s.sourceImageIds.filter((id) => c.photoIds.includes(id)) } : s)) } : { ...next, slots: defaultSlots(next, productFeatures) };
              })
            }
          />
        )}
        {step === 'slots' && <SlotsStep design={design} onDesign={setDesign} features={features} sceneCount={scenes.length} />}
        {step === 'content' && <ContentStep design={design} onDesign={setDesign} scenes={scenes} />}
        {step === 'preview' && <PreviewStep design={design} onDesign={setDesign} onTouchUp={() => go(0)} />}
        {step === 'export' && (
          <ExportStep
            design={design}
            setId={setId}
            onSet={setSetId}
            onTouchUp={() => go(0)}
            onRestart={() => {
              setSetId(null);
              setStep('slots');
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
          {step === 'content' && !complete.content && <p className="text-sm text-muted-foreground">{t('content.needed')}</p>}
          {index < LISTING_STEPS.length - 1 && (
            <Button onClick={() => go(index + 1)} disabled={!complete[step]} data-testid="listing-next">
              {t('nav.next')}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          )}
        </footer>
      )}
    </div>
  );
}
