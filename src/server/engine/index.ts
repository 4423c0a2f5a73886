/**
 * Vitrine's own imaging and scenario engine: cut-outs (matting, main object, refinement,
 * touch-up), the local studio renderer and its sets, Studio Photos packshots and their compliance,
 * the product lock and fidelity check, local motion videos, image analysis and the local scenario
 * catalogue. It knows no database, service, route or HTTP.
 *
 * Services use the façade (`Engine`, ./engine.ts): `createEnginePool` runs it in worker processes
 * (the default of the web and worker processes), `createInlineEngine` in the calling thread
 * (`ENGINE_WORKERS=0`, tests). The scenario catalogue and a few pure helpers (byte sniffing,
 * fingerprints, constants) are light enough to be imported directly.
 */
export type { Engine, EngineVerb, MatteRef, CutoutResult, PreparedUpload, StudioRenderInput, LockPlacement, CheckedPackshotResult } from './engine';
export { createInlineEngine, type InlineEngineOptions } from './inline-engine';
export { createEnginePool, defaultEngineWorkers, type EnginePool, type EnginePoolOptions } from './pool/engine-pool';
export { EngineBusyError, EngineCrashError, MatteMismatchError } from './engine-errors';
export { LogoError, type LogoErrorCode } from './ads/brand-logo';
export { localAdCopy, type AdCopyInput, type AdCopyCandidates } from './ads/ad-copy';
export type { AdRenderInput, RenderedAd } from './ads/ad-render';
export { missingGlyphs as missingAdGlyphs } from './ads/ad-fonts';
export { createStudioImageProvider, createMotionVideoProvider, LOCAL_STUDIO_ENGINE } from './engine-providers';
export { confidentCutout } from './motion/video-framing';
export { scenarioIdeasCodec } from './scenarios/model-ideas';
export { createLocalScenarioEngine } from './scenarios/local-scenario-engine';
export { cutoutDoubted } from './packshot/packshot-compliance';
export { listingAltText } from './listing/alt-text';
export { listingChecks, DEFAULT_LISTING_STYLE } from './listing/listing-canvas';
export type { ListingRenderInput, ListingRenderResult } from './listing/listing-image';
