/** Contract of the video routes. The status and stage enums are the database's too. */
import { z } from 'zod';
import { LANGUAGES } from '../catalog';
import { safeText, TEXT_LIMITS } from '../safe-text';
import { cursorSchema } from './common';

export const VIDEO_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const VIDEO_STAGES = ['queued', 'preparing', 'rendering', 'saving', 'done'] as const;
export type VideoStage = (typeof VIDEO_STAGES)[number];
/** Aspect ratios of a video. */
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];
/** Durations of a video, in seconds. */
export const VIDEO_DURATIONS = [5, 10] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
/** Longest motion prompt, in characters (the video creator shows the count). */
export const MOTION_PROMPT_MAX = TEXT_LIMITS.motionPrompt;

/** A video: status, progress and facts. */
export const videoSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(VIDEO_STATUSES),
    stage: z.enum(VIDEO_STAGES),
    progress: z.number().int().min(0).max(100),
    durationSeconds: z.number().int().meta({ description: 'Seconds: 5 or 10' }),
    aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
    width: z.number().int(),
    height: z.number().int(),
    title: z.string().nullable().meta({ description: "The product's name (from its features or the image analysis); null on older videos" }),
    prompt: z.string(),
    imageId: z.uuid(),
    creditsRefunded: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Video' });
export type VideoView = z.infer<typeof videoSchema>;

/** POST /videos. */
export const createVideoSchema = z.object({
  imageId: z.uuid(),
  prompt: safeText(TEXT_LIMITS.motionPrompt).optional(),
  durationSeconds: z.union([z.literal(5), z.literal(10)]),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
  language: z.enum(LANGUAGES).optional(),
});
export type CreateVideoRequest = z.infer<typeof createVideoSchema>;

/** The answer of POST /videos. */
export const videoCreatedSchema = z.object({ id: z.uuid(), status: z.enum(VIDEO_STATUSES) });

/** POST /videos/motion-prompt. */
export const motionPromptRequestSchema = z.object({
  imageId: z.uuid(),
  features: safeText(TEXT_LIMITS.features).optional(),
  language: z.enum(LANGUAGES).optional(),
});

/** The answer of POST /videos/motion-prompt. */
export const motionPromptSchema = z.object({ prompt: z.string() });

/** GET /videos query. */
export const listVideosQuerySchema = z.object({ cursor: cursorSchema.optional(), limit: z.coerce.number().int().min(1).max(100).default(24) });

/** A page of GET /videos. */
export const videoPageSchema = z.object({ items: z.array(videoSchema), nextCursor: z.string().nullable() }).meta({ id: 'VideoPage' });
export type VideoPage = z.infer<typeof videoPageSchema>;

/** GET /videos/{id}/file query. */
export const videoFileQuerySchema = z.object({ download: z.enum(['0', '1']).default('0') });
