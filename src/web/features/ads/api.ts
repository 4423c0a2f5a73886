/**
 * API calls and types of ad creatives: brand kits and their logos, copy candidates, free previews,
 * ad sets (make, follow) and the address of a set's zip.
 */
import { useQuery } from '@tanstack/react-query';
import { api, postMultipartFor, type Schemas, unwrap } from '@web/lib/api-client';

export type BrandKit = Schemas['BrandKit'];
export type BrandKitFields = Schemas['BrandKitFields'];
export type AdTexts = Schemas['AdTexts'];
export type AdVariant = Schemas['AdVariant'];
export type AdCopy = Schemas['AdCopy'];
export type AdPreview = Schemas['AdPreview'];
export type AdCheckReport = Schemas['AdCheckReport'];
export type AdSet = Schemas['AdSet'];
export type CreateAdSet = Schemas['CreateAdSet'];

/** Poll interval of a set while it renders. */
export const AD_POLL_MS = 1000;

export function useBrandKits() {
  return useQuery({ queryKey: ['brand-kits'], queryFn: () => unwrap(api.GET('/brand-kits')) });
}

export function createBrandKit(body: BrandKitFields) {
  return unwrap(api.POST('/brand-kits', { body }));
}

export function updateBrandKit(id: string, body: BrandKitFields) {
  return unwrap(api.PUT('/brand-kits/{id}', { params: { path: { id } }, body }));
}

export function deleteBrandKit(id: string) {
  return unwrap(api.DELETE('/brand-kits/{id}', { params: { path: { id } } }));
}

export function uploadBrandLogo(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return postMultipartFor<BrandKit>(`/brand-kits/${id}/logo` as '/brand-kits/{id}/logo', form);
}

export function removeBrandLogo(id: string) {
  return unwrap(api.DELETE('/brand-kits/{id}/logo', { params: { path: { id } } }));
}

export function suggestCopy(body: Schemas['AdCopyRequest']) {
  return unwrap(api.POST('/ad-copy', { body }));
}

export function previewAdSet(body: Schemas['AdPreviewRequest'], signal?: AbortSignal) {
  return unwrap(api.POST('/ad-sets/preview', { body, signal }));
}

export function createAdSet(body: CreateAdSet) {
  return unwrap(api.POST('/ad-sets', { body }));
}

/** A set, polled while it renders. */
export function useAdSet(id: string | null) {
  return useQuery({
    queryKey: ['ad-set', id],
    queryFn: () => unwrap(api.GET('/ad-sets/{id}', { params: { path: { id: id! } } })),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data && ['succeeded', 'partial', 'failed'].includes(q.state.data.status) ? false : AD_POLL_MS),
  });
}

/** The address of a set's zip (a download link). */
export const adSetArchiveUrl = (id: string) => `/api/v1/ad-sets/${id}/archive`;
