/**
 * The creation area: the user's photos and their cut-outs, products, scenario ideas, generations and edits,
 * the library and the images waiting to be saved, Studio Photos, videos and their files, the
 * community gallery, and what the web app is told about the image engine.
 */
import type { Database } from '../db/client';
import type { UrlFetcher } from '../providers/url-fetch/url-fetcher';
import type { DecodeGate } from '../engine/image/decode-gate';
import type { Engine } from '../engine';
import type { Env } from '../env';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { AiProviders } from '../providers/ai/select';
import type { VideoEngines } from '../providers/ai/select-video';
import { createVideoInspector } from '../providers/media/video-inspector';
import type { Storage } from '../providers/storage';
import type { AccountChoices } from '../services/account-choices';
import type { CreditsService } from '../services/credits';
import { createCutoutsService, type CutoutsService } from '../services/cutouts';
import { createGalleryService, type GalleryService } from '../services/gallery';
import { createGenerationsService, type GenerationsService } from '../services/generations';
import { createImageEngineService, type ImageEngineService } from '../services/image-engine';
import { createLibraryService, type LibraryService } from '../services/library';
import { createProductsService, type ProductsService } from '../services/products';
import { createSavedImagesService, type SavedImagesService } from '../services/saved-images';
import { createScenariosService, flatLayFromCutouts, type ScenariosService } from '../services/scenarios';
import { createSourceImagesService, type SourceImagesService } from '../services/source-images';
import { createStudioBatchesService, type StudioBatchesService } from '../services/studio-batches';
import { createBrandKitsService, type BrandKitsService } from '../services/brand-kits';
import { createAdSetsService, type AdSetsService } from '../services/ad-sets';
import { createListingSetsService, type ListingSetsService } from '../services/listing-sets';
import { createVideoFilesService, type VideoFilesService } from '../services/video-files';
import { createVideosService, type VideosService } from '../services/videos';
import { createVideoWebhooks } from '../services/webhook-tokens';

export interface CreationServices {
  /** What GET /image-engine tells the web app about the configured image engine. */
  imageEngine: ImageEngineService;
  sources: SourceImagesService;
  cutouts: CutoutsService;
  scenarios: ScenariosService;
  generations: GenerationsService;
  library: LibraryService;
  /** Products: their fields, photos and what was made from them. */
  products: ProductsService;
  /** Studio Photos batches. */
  studio: StudioBatchesService;
  brandKits: BrandKitsService;
  adSets: AdSetsService;
  listingSets: ListingSetsService;
  videos: VideosService;
  /** The MP4 and poster bytes of a user's video. */
  videoFiles: VideoFilesService;
  /** Images made with 'Auto-save images' off: save, cleanup. */
  savedImages: SavedImagesService;
  /** The community gallery: publications, the public listing, admins' hide and restore. */
  gallery: GalleryService;
}

/** What the creation area is built on. */
export interface CreationDeps {
  env: Env;
  db: Database;
  storage: Storage;
  engine: Engine;
  ai: AiProviders;
  videoEngines: VideoEngines;
  credits: CreditsService;
  /** The users' privacy choices (the gallery shows only what its author allows). */
  choices: AccountChoices;
  jobs: JobEnqueuer;
  logger: Logger;
  /** The app secret (the hosted video engine's webhook tokens). */
  secret: string;
  /** The process's one decode gate for uploads (product photos here). */
  decodeGate: DecodeGate;
  /** Fetches photos given by URL, SSRF-safe (providers/url-fetch). */
  urlFetcher: UrlFetcher;
}

/** Builds the creation area; a photo deleted from the library stops its cut-out running here. */
export function createCreation(deps: CreationDeps): CreationServices {
  const { env, db, storage, engine, ai, credits, jobs, logger } = deps;
  const sources = createSourceImagesService(db, storage, engine, deps.decodeGate, deps.urlFetcher);
  const cutouts = createCutoutsService({ db, storage, jobs, engine, logger });
  const scenarios = createScenariosService(db, sources, { configured: ai.scenarios, local: ai.localScenarios }, logger, { imageEngine: env.IMAGE_PROVIDER, flatLay: flatLayFromCutouts(cutouts) });
  const generations = createGenerationsService({ db, storage, credits, sources, cutouts, scenarios, images: ai.images, engine, logger, jobs });
  const library = createLibraryService(db, storage, engine, { onSourceDeleted: (id) => cutouts.cancel(id), presignedDownloads: env.S3_PRESIGNED_DOWNLOADS });
  const studio = createStudioBatchesService({ db, storage, credits, cutouts, engine, jobs, logger });
  const brandKits = createBrandKitsService({ db, storage, engine });
  const adSets = createAdSetsService({ db, storage, engine, credits, cutouts, brandKits, copyProvider: ai.adCopy, jobs, logger });
  const listingSets = createListingSetsService({ db, storage, engine, credits, cutouts, brandKits, jobs, logger });
  const videos = createVideosService({
    db,
    storage,
    credits,
    library,
    local: deps.videoEngines.local,
    hosted: deps.videoEngines.hosted,
    inspector: createVideoInspector({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH }),
    webhooks: createVideoWebhooks(env.publicUrl, deps.secret),
    jobs,
    logger,
    engine,
  });
  return {
    imageEngine: createImageEngineService(() => ai.images),
    sources,
    cutouts,
    scenarios,
    generations,
    library,
    products: createProductsService({ db, library }),
    studio,
    brandKits,
    adSets,
    listingSets,
    videos,
    videoFiles: createVideoFilesService({ videos, storage, presignedDownloads: env.S3_PRESIGNED_DOWNLOADS }),
    savedImages: createSavedImagesService({ db, storage, logger }),
    gallery: createGalleryService({ db, library, choices: deps.choices }),
  };
}
