/**
 * The browser's check of a chosen product photo, shared by every upload (create flow, other
 * angles, video, Studio Photos): PNG, JPG, WebP or AVIF, up to UPLOAD_MAX_BYTES. The server checks the
 * bytes again and converts WebP and AVIF on upload.
 */
import { UPLOAD_MAX_BYTES } from '@shared/catalog';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];
/** The file input's accept list (PNG, JPG, WebP, AVIF). */
export const ACCEPT = ACCEPTED_TYPES.join(',');
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|webp|avif)$/i;

/**
 * Client-side pre-check of a chosen file (by its type, or its extension when the browser gives no
 * type, and its size). Output: the key of the errors message, or null when it may be sent.
 */
export function precheckFile(file: Pick<File, 'name' | 'type' | 'size'>): 'unsupportedFileType' | 'fileTooLarge' | null {
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'unsupportedFileType';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}
