/**
 * API calls and types of the video creator and the video library (issue 5 API contract), plus the
 * client-side mirror of video access by tier (spec section 6; the server enforces it).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Tier } from '@shared/catalog';
import { apiFetch, currentLanguage } from '@web/lib/api';

/** Durations in seconds (spec section 9: 5-10 s). */
export const VIDEO_DURATIONS = [5, 10] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
/** Output aspect ratios. */
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];
/** Longest motion prompt. */
export const MOTION_PROMPT_MAX = 500;
/** Poll interval of a running video. */
export const VIDEO_POLL_MS = 1000;
/** Videos per page of the library. */
export const VIDEOS_PAGE_SIZE = 12;

export type VideoStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A video job and, once it has succeeded, its file. */
export type Video = {
  id: string;
  status: VideoStatus;
  /** Free-form stage name from the server (e.g. 'queued', 'rendering'); shown when the UI knows it. */
  stage: string | null;
  /** 0-100. */
  progress: number;
  durationSeconds: number;
  aspectRatio: VideoAspectRatio;
  width: number;
  height: number;
  prompt: string | null;
  createdAt: string;
  creditsRefunded: number;
};

/** A page of GET /api/v1/videos. */
export type VideoPage = { items: Video[]; nextCursor: string | null };

/** What the user may do with videos on their plan. */
export type VideoAccess = 'allowed' | 'starter' | 'unknownTier';

const VIDEO_TIERS: readonly Tier[] = ['Free', 'Founders', 'Plus', 'Pro'];

/** Video access of a tier (spec section 6): not on Starter; Free, Founders, Plus and Pro allowed. */
export function videoAccess(tier: string | null | undefined): VideoAccess {
  if (tier === 'Starter') return 'starter';
  return VIDEO_TIERS.includes(tier as Tier) ? 'allowed' : 'unknownTier';
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
export type CreateVideoInput = {
  imageId: string;
  prompt?: string;
  durationSeconds: VideoDuration;
  aspectRatio: VideoAspectRatio;
};

/** POST /api/v1/videos: reserves the credits and queues the job. */
export function createVideo(input: CreateVideoInput): Promise<{ id: string; status: VideoStatus }> {
  return apiFetch('/api/v1/videos', { method: 'POST', json: input });
}

/** POST /api/v1/videos/motion-prompt: a suggested motion prompt for an image, in the UI language. */
export async function suggestMotionPrompt(input: { imageId: string; features?: string }): Promise<string> {
  const res = await apiFetch<{ prompt: string }>('/api/v1/videos/motion-prompt', {
    method: 'POST',
    json: { ...input, language: currentLanguage() },
  });
  return (res.prompt ?? '').slice(0, MOTION_PROMPT_MAX);
}

/** DELETE /api/v1/videos/{id}. */
export function deleteVideo(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** One video, polled every second until it succeeds or fails. */
export function useVideo(id: string | null) {
  return useQuery({
    queryKey: ['video', id],
    queryFn: ({ signal }) => apiFetch<Video>(`/api/v1/videos/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => (isVideoFinished(query.state.data?.status) ? false : VIDEO_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** The user's videos, newest first, page by page; refreshed every 2 s while one of them renders. */
export function useVideos() {
  return useInfiniteQuery({
    queryKey: ['videos'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(VIDEOS_PAGE_SIZE) });
      if (pageParam) search.set('cursor', pageParam);
      return apiFetch<VideoPage>(`/api/v1/videos?${search.toString()}`, { signal });
    },
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
