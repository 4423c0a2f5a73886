/**
 * Product videos: the user's video library (./video-records.ts) and rendering
 * (./video-renders.ts: tier check, credits reserved with the row and refunded once on failure,
 * durable render and finalize jobs), as one service.
 */
import { createVideoRecords } from './video-records';
import { createVideoRenders, type VideoRenderDeps } from './video-renders';

export type { Video, VideoView } from './video-records';
export type { VideoRenderDeps } from './video-renders';

export type VideosService = ReturnType<typeof createVideosService>;

/** The videos service: library reads and writes plus rendering (see the two modules for each method). */
export function createVideosService(deps: VideoRenderDeps) {
  const records = createVideoRecords(deps);
  const renders = createVideoRenders(deps, records);
  return { ...records, ...renders };
}
