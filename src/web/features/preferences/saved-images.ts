/**
 * 'Auto-save images' off (docs/decisions/005-auto-save.md): images of a generation
 * wait on the results screen until saved to the library.
 */
import { api, unwrap } from '@web/lib/api-client';

/** How long an unsaved image is kept, in hours (the server deletes it then). */
export const UNSAVED_IMAGE_TTL_HOURS = 24;

/** POST /api/v1/images/{id}/save. @throws ApiError */
export async function saveToLibrary(id: string): Promise<void> {
  await unwrap(api.POST('/images/{id}/save', { params: { path: { id } } }));
}
