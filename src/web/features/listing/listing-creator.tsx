/**
 * The Product Display flow: product and photo, marketplace and images, what each image holds,
 * preview as a listing, make and export. Each step opens once the ones before it are complete;
 * `?product=<id>` starts on that product. Every rule is enforced again by the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreatorFrame } from '@web/components/creator-frame';
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
  // Back to the product step, where an uncertain cut-out is touched up.
  const touchUp = () => {
    setStep('product');
    window.scrollTo?.({ top: 0 });
  };

  return (
    <CreatorFrame
      title={t('title')}
      subtitle={t('subtitle')}
      guide={{ to: '/help/product-display', label: t('guide') }}
      steps={LISTING_STEPS}
      step={step}
      onStep={setStep}
      complete={complete}
      stepsLabel={t('steps.label')}
      nameOf={(s) => t(`steps.${s}`)}
      nav={step === 'export' && setId ? null : { back: t('nav.back'), next: t('nav.next'), nextTestId: 'listing-next', note: step === 'content' && !complete.content && <p className="text-sm text-muted-foreground">{t('content.needed')}</p> }}
    >
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
      {step === 'preview' && <PreviewStep design={design} onDesign={setDesign} onTouchUp={touchUp} />}
      {step === 'export' && (
        <ExportStep
          design={design}
          setId={setId}
          onSet={setSetId}
          onTouchUp={touchUp}
          onRestart={() => {
            setSetId(null);
            setStep('slots');
          }}
        />
      )}
    </CreatorFrame>
  );
}
