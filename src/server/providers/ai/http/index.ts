/**
 * The shared provider HTTP layer, for every adapter in src/server/providers/ai:
 * images, videos and scenario ideas. Import from here.
 */
export { abortableSleep, type Sleep } from './abortable-sleep';
export {
  createAllowListedDownloader,
  hostAllowed,
  type AllowListedDownloader,
  type AllowListedDownloaderOptions,
  type DownloadedFile,
  type DownloadOptions,
} from './allow-listed-download';
export { backoffDelayMs, type BackoffOptions } from './backoff';
export {
  isRetryableProviderError,
  ProviderError,
  providerError,
  type ProviderErrorDetails,
  type ProviderErrorFactory,
} from './provider-error';
export {
  createProviderHttpClient,
  describeGenericError,
  type HttpMethod,
  type ProviderHttpClient,
  type ProviderHttpClientOptions,
  type ProviderRequest,
  type ProviderResponse,
  type VendorErrorDescriber,
  type VendorErrorSummary,
} from './provider-http-client';
export { createRedactor, REDACTED, type Redactor } from './redact';
export { retryAfterMs } from './retry-after';
export { createSemaphore, type Semaphore } from '../../../../shared/semaphore';
export { withDeadline, type DeadlineOptions, type DeadlineScope } from './deadline';
export type { ProviderAdapterOptions } from './adapter-options';
