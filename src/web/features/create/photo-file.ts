/**
 * The browser's check of a chosen product photo, shared by every upload (create flow, other
 * angles, video, Studio Photos): PNG or JPG, up to UPLOAD_MAX_BYTES. The server checks the bytes again.
 */
import { UPLOAD_MAX_BYTES } from '@shared/catalog';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
/** The file input's accept list (PNG and JPG). */
export const ACCEPT = ACCEPTED_TYPES.join(',');
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

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
