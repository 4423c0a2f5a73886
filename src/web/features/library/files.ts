/**
 * Image file addresses and downloads for the library and the create flow. Downloads go through fetch so
 * a failure can be reported (a plain link would fail silently); the bytes are then saved under the name
 * the server gives in Content-Disposition.
 */
import { reportStatus } from '@web/lib/session-expiry';

/** Address of an image file: full size by default, `thumb` for the 512 px grid version. */
export function imageFileUrl(id: string, options: { thumb?: boolean; download?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.thumb) params.set('size', 'thumb');
  if (options.download) params.set('download', '1');
  const query = params.toString();
  return `/api/v1/images/${encodeURIComponent(id)}/file${query ? `?${query}` : ''}`;
}

/** Address of a zip with several images. */
export function archiveUrl(ids: readonly string[]): string {
  return `/api/v1/images/archive?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** File name from a Content-Disposition header, if any. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Fetches a file and saves it in the browser; rejects when the server does not answer 2xx. */
export async function saveFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  reportStatus(res.status, url);
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  const blob = await res.blob();
  const name = filenameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Saves one image (with ?download=1) under a name built from its id and format. */
export function saveImage(image: { id: string; format: string }): Promise<void> {
  return saveFile(imageFileUrl(image.id, { download: true }), `vitrine-${image.id.slice(0, 8)}.${image.format}`);
}

/** Saves several images as one zip. */
export function saveArchive(ids: readonly string[]): Promise<void> {
  return saveFile(archiveUrl(ids), 'vitrine-images.zip');
}
