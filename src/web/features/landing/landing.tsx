/**
 * The signed-out home page. Sections in order: hero, how it works,
 * video feature, Studio Photos, community gallery, use cases,
 * testimonials and partner logos, pricing, footer (the
 * header is the shared layout's top bar). The gallery and the pricing cards load on their own chunks
 * when they come near the viewport.
 */
import { type ReactNode, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@web/i18n';
import { Hero } from './hero';
import { InstanceProof } from './proof';
import { HowItWorks, LandingFooter, Section, SectionHeader, UseCases, VideoFeature } from './sections';
import { StudioFeature } from './studio-feature';

const CommunityGallery = lazy(() => import('./community-gallery'));
const LandingPricing = lazy(() => Promise.all([import('./landing-pricing'), loadNamespaces(['billing'])]).then(([m]) => m));

/** Keyframes of the landing page (the global reduced-motion rule shortens them to nothing). */
const KEYFRAMES = `
@keyframes landing-rise { from { opacity: 0; transform: translateY(0.5em); } to { opacity: 1; transform: none; } }
@keyframes landing-grow { from { transform: scaleX(0); } to { transform: scaleX(1); } }
@keyframes landing-pan { from { transform: scale(1.04) translateX(-1.5%); } to { transform: scale(1.16) translateX(2%); } }
`;

/** Renders its children once the placeholder is within ~a screen of the viewport (at once without IntersectionObserver). */
function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '800px 0px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  const placeholder = <div className={placeholderClassName} aria-hidden />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function Landing() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-1 flex-col" data-testid="landing">
      <style>{KEYFRAMES}</style>
      <Hero />
      <HowItWorks />
      <VideoFeature />
      <StudioFeature />
      <Section id="gallery-title" className="border-t">
        <SectionHeader id="gallery-title" eyebrow={t('landing.gallery.eyebrow')} title={t('landing.gallery.title')} subtitle={t('landing.gallery.subtitle')} />
        <div className="mt-12">
          <WhenNear placeholderClassName="h-[60rem] rounded-2xl bg-muted/40">
            <CommunityGallery />
          </WhenNear>
        </div>
      </Section>
      <UseCases />
      {/* Testimonials and partner logos: figures of this instance, real ones when configured. */}
      <InstanceProof />
      <Section id="pricing-title" className="bg-vitrine border-t">
        <SectionHeader id="pricing-title" eyebrow={t('landing.pricing.eyebrow')} title={t('landing.pricing.title')} subtitle={t('landing.pricing.subtitle')} />
        <div className="mt-12">
          <WhenNear placeholderClassName="h-[40rem] rounded-2xl bg-muted/40">
            <LandingPricing />
          </WhenNear>
        </div>
      </Section>
      <LandingFooter />
    </div>
  );
}

/** Default export for the lazy import. */
export default Landing;
