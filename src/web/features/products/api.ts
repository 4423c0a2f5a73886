/**
 * API calls and types of products, imports and catalogue runs: list and show products, change or
 * delete one, preview and start imports (a Shopify store, a CSV), connect a private store, quote,
 * start, follow and cancel runs, and the address of a run's zip.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, postMultipartFor, type Schemas, unwrap } from '@web/lib/api-client';

export type Product = Schemas['Product'];
export type ProductSummary = Schemas['ProductSummary'];
export type ImportView = Schemas['Import'];
export type ImportSummary = Schemas['ImportSummary'];
export type ShopifyPreview = Schemas['ShopifyPreview'];
export type CsvPreview = Schemas['CsvPreview'];
export type ShopConnection = Schemas['ShopConnection'];
export type CatalogueRun = Schemas['ApiBatch'];
export type CatalogueQuote = Schemas['CatalogueQuote'];
export type CatalogueRunRequest = Schemas['CatalogueRunRequest'];

/** Poll interval of an import or a run while it works. */
export const POLL_MS = 1000;

/** The user's products matching `q` and `tag`, 24 a page. */
export function useProducts(filters: { q: string; tag: string }) {
  return useInfiniteQuery({
    queryKey: ['products', filters],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/products', { params: { query: { limit: 24, ...(filters.q ? { q: filters.q } : {}), ...(filters.tag ? { tag: filters.tag } : {}), ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** One product with its photos and outputs (not fetched while `enabled` is false). */
export function useProduct(id: string, enabled = true) {
  return useQuery({ queryKey: ['product', id], queryFn: () => unwrap(api.GET('/products/{id}', { params: { path: { id } } })), enabled: enabled && Boolean(id) });
}

export function updateProduct(id: string, body: Schemas['UpdateProduct']) {
  return unwrap(api.PATCH('/products/{id}', { params: { path: { id } }, body }));
}

export function deleteProduct(id: string, outputs: 'keep' | 'delete') {
  return unwrap(api.DELETE('/products/{id}', { params: { path: { id }, query: { outputs } } }));
}

export function previewShopify(storeUrl: string) {
  return unwrap(api.POST('/imports/shopify/preview', { body: { storeUrl } }));
}

export function importShopify(storeUrl: string, productIds: string[] | undefined) {
  return unwrap(api.POST('/imports', { body: { source: 'shopify', storeUrl, ...(productIds ? { productIds } : {}) } }));
}

export function previewCsv(file: File) {
  const form = new FormData();
  form.append('file', file);
  return postMultipartFor<CsvPreview>('/imports/csv/preview', form);
}

export function importCsv(file: File) {
  const form = new FormData();
  form.append('file', file);
  return postMultipartFor<ImportView>('/imports', form);
}

export function cancelImport(id: string) {
  return unwrap(api.POST('/imports/{id}/cancel', { params: { path: { id } } }));
}

/** An import, polled while it works. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: ['import', id],
    queryFn: () => unwrap(api.GET('/imports/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'completed' || query.state.data.status === 'cancelled') ? false : POLL_MS),
  });
}

export function useImports() {
  return useQuery({ queryKey: ['imports'], queryFn: () => unwrap(api.GET('/imports')) });
}

export function useShopConnections() {
  return useQuery({ queryKey: ['shop-connections'], queryFn: () => unwrap(api.GET('/shop-connections')) });
}

export function connectShop(storeUrl: string, accessToken: string) {
  return unwrap(api.POST('/shop-connections', { body: { storeUrl, accessToken } }));
}

export function disconnectShop(id: string) {
  return unwrap(api.DELETE('/shop-connections/{id}', { params: { path: { id } } }));
}

export function quoteRun(body: CatalogueRunRequest) {
  return unwrap(api.POST('/catalogue-runs/quote', { body }));
}

export function startRun(body: CatalogueRunRequest) {
  return unwrap(api.POST('/catalogue-runs', { body }));
}

export function cancelRun(id: string) {
  return unwrap(api.POST('/batches/{id}/cancel', { params: { path: { id } } }));
}

/** A run (a batch), polled while it works. */
export function useRun(id: string) {
  return useQuery({
    queryKey: ['run', id],
    queryFn: () => unwrap(api.GET('/batches/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : POLL_MS),
  });
}

export function useRuns() {
  return useQuery({ queryKey: ['catalogue-runs'], queryFn: () => unwrap(api.GET('/catalogue-runs')) });
}

/** Address of a run's zip (a folder per SKU and manifest.csv). */
export function runArchiveUrl(id: string): string {
  return `/api/v1/batches/${encodeURIComponent(id)}/archive`;
}

/** POST /api/v1/products/{id}/photos: adds photos after the product's own. */
export function addProductPhotos(id: string, sourceImageIds: readonly string[]) {
  return unwrap(api.POST('/products/{id}/photos', { params: { path: { id } }, body: { sourceImageIds: [...sourceImageIds] } }));
}
