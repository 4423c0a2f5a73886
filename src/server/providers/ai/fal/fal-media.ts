/**
 * Where fal.ai serves result files. Results are URLs on fal's CDN (`https://v3.fal.media/files/...`,
 * `https://fal.media/files/...`; model pages' output examples, e.g.
 * https://fal.ai/models/fal-ai/flux-pro/kontext/llms.txt). They expire, so they are copied into our
 * storage at once, and nothing outside these hosts is ever fetched.
 */

/** Host suffixes results may be downloaded from (suffix match: `v3.fal.media` matches `fal.media`). */
export const FAL_DEFAULT_DOWNLOAD_ALLOW_LIST: readonly string[] = ['fal.media', 'fal.run', 'fal.ai'];
