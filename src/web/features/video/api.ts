/**
 * API calls and types of the video creator and the video library, plus the
 * client-side mirror of video access by tier (the server enforces it).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Language, type Tier, TIERS } from '@shared/catalog';
import { type CreateVideoRequest, MOTION_PROMPT_MAX } from '@shared/contracts/videos';
import { planFor } from '@shared/plans';
import { useWatching } from '@web/features/notifications/use-watching';
import { currentLanguage } from '@web/lib/api';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export { MOTION_PROMPT_MAX, VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS, type VideoAspectRatio, type VideoDuration } from '@shared/contracts/videos';
/** Poll interval of a running video. */
export const VIDEO_POLL_MS = 1000;
/** Videos per page of the library. */
export const VIDEOS_PAGE_SIZE = 12;

/** A video job and, once it has succeeded, its file. */
export type Video = Schemas['Video'];
export type VideoStatus = Video['status'];

/** A page of GET /api/v1/videos. */
export type VideoPage = Schemas['VideoPage'];

/** What the user may do with videos on their plan. */
export type VideoAccess = 'allowed' | 'starter' | 'unknownTier';

/** Video access of a tier, from the plan catalogue: not on Starter; Free, Founders, Plus and Pro allowed. */
export function videoAccess(tier: string | null | undefined): VideoAccess {
  if (!(TIERS as readonly string[]).includes(tier ?? '')) return 'unknownTier';
  return planFor(tier as Tier).videoAccess ? 'allowed' : 'starter';
}

/** Whether a video has stopped changing. */
export function isVideoFinished(status: VideoStatus | undefined): boolean {
  return status === 'succeeded' || status === 'failed';
}

/** Address of a video's MP4; with `download` the server answers as an attachment. */
export function videoFileUrl(id: string, options: { download?: boolean } = {}): string {
  return `/api/v1/videos/${encodeURIComponent(id)}/file${options.download ? '?download=1' : ''}`;
}

/** Address of a video's poster frame (JPEG). */
export function videoPosterUrl(id: string): string {
  return `/api/v1/videos/${encodeURIComponent(id)}/poster`;
}

/** The body of POST /api/v1/videos. */
export type CreateVideoInput = Omit<CreateVideoRequest, 'language'>;

/** POST /api/v1/videos: reserves the credits and queues the job. */
export function createVideo(input: CreateVideoInput): Promise<{ id: string; status: VideoStatus }> {
  return unwrap(api.POST('/videos', { body: input }));
}

/** POST /api/v1/videos/motion-prompt: a suggested motion prompt for an image, in the UI language. */
export async function suggestMotionPrompt(input: { imageId: string; features?: string }): Promise<string> {
  const res = await unwrap(api.POST('/videos/motion-prompt', { body: { ...input, language: currentLanguage() as Language } }));
  return (res.prompt ?? '').slice(0, MOTION_PROMPT_MAX);
}

/** DELETE /api/v1/videos/{id}. */
export async function deleteVideo(id: string): Promise<void> {
  await unwrap(api.DELETE('/videos/{id}', { params: { path: { id } } }));
}

/**
 * One video, polled every second until it succeeds or fails. While it is shown the page sends the
 * 'watching' heartbeat, so the 'generation complete' email goes only to users who left.
 */
export function useVideo(id: string | null) {
  const query = useQuery({
    queryKey: ['video', id],
    queryFn: ({ signal }) => unwrap(api.GET('/videos/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => (isVideoFinished(query.state.data?.status) ? false : VIDEO_POLL_MS),
    refetchIntervalInBackground: true,
  });
  useWatching('video', id, isVideoFinished(query.data?.status));
  return query;
}

/** The user's videos, newest first, page by page; refreshed every 2 s while one of them renders. */
export function useVideos() {
  return useInfiniteQuery({
    queryKey: ['videos'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.GET('/videos', { params: { query: { limit: VIDEOS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((v) => !isVideoFinished(v.status))) ? 2000 : false,
  });
}

/** "0:05" from seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
