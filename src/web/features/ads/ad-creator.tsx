/**
 * The Ad Creatives flow: product, brand kit, angle and copy, layouts and sizes, preview, export.
 * Each step opens once the ones before it are complete; `?product=<id>` starts on that product.
 * The plan's limits (placements, variants, the Free mark) come from the user's tier and are
 * enforced again by the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adPlanLimits } from '@shared/ad-creatives';
import { CreatorFrame } from '@web/components/creator-frame';
import { useMe } from '@web/features/me/api';
import { useProduct } from '@web/features/products/api';
import { AD_STEPS, type AdDesign, type AdStep, INITIAL_DESIGN, variantsProblem } from './ad-design';
import { type BrandKit, useBrandKits } from './api';
import { BrandKitStep } from './brand-kit-step';
import { CopyStep } from './copy-step';
import { ExportStep } from './export-step';
import { LayoutStep } from './layout-step';
import { PreviewStep } from './preview-step';
import { ProductStep } from './product-step';
import './brand-fonts';

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
  return (
    <CreatorFrame
      title={t('title')}
      subtitle={t('subtitle')}
      guide={{ to: '/help/ad-creatives', label: t('guide') }}
      steps={AD_STEPS}
      step={step}
      onStep={setStep}
      complete={complete}
      stepsLabel={t('steps.label')}
      nameOf={(s) => t(`steps.${s}`)}
      nav={
        step === 'export' && setId
          ? null
          : {
              back: t('nav.back'),
              next: t('nav.next'),
              nextTestId: 'ad-next',
              note: (
                <>
                  {step === 'layout' && variantsProblem(design) && <p className="text-sm text-destructive">{t('layout.variantsDiffer', { dimension: t(`layout.dimensions.${design.dimension}`) })}</p>}
                  {step === 'copy' && !complete.copy && <p className="text-sm text-muted-foreground">{t('copy.needed')}</p>}
                </>
              ),
            }
      }
    >
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
    </CreatorFrame>
  );
}
