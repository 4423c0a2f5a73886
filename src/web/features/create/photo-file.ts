/**
 * The browser's check of a chosen product photo, shared by every upload (create flow, other
 * angles, video, Studio Photos): PNG, JPG, WebP, AVIF or HEIC, up to UPLOAD_MAX_BYTES. The server checks
 * the bytes again and converts WebP, AVIF and HEIC on upload.
 */
import { UPLOAD_MAX_BYTES } from '@shared/catalog';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|webp|avif|heic|heif)$/i;
/** The file input's accept list (PNG, JPG, WebP, AVIF, HEIC), by type and by extension (browsers often give HEIC files no type). */
export const ACCEPT = [...ACCEPTED_TYPES, '.heic', '.heif'].join(',');
const HEIF_FILE = /\.(heic|heif)$/i;

/**
 * Whether the browser can show the chosen file before it is uploaded: most browsers other than
 * Safari cannot decode HEIC, so its preview waits for the server's converted copy.
 */
export function previewable(file: Pick<File, 'name' | 'type'>): boolean {
  return !(file.type === 'image/heic' || file.type === 'image/heif' || HEIF_FILE.test(file.name));
}

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
