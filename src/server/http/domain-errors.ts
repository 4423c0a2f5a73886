/**
 * The one map from business-rule errors to HTTP: each DomainError code gets its
 * status, the API's `error.code` and the key of its message in the `errors` locale namespace (what
 * each message means: docs/product.md). The error handler uses it; services never see a status.
 */
import type { DomainError, DomainErrorCode } from '../services/domain-error';
import { AppError } from './app-error';

type Mapping = { status: AppError['status']; code: string; messageKey: string };

export const DOMAIN_ERROR_HTTP: Record<DomainErrorCode, Mapping> = {
  not_found: { status: 404, code: 'not_found', messageKey: 'notFound' },
  checkout_not_found: { status: 404, code: 'not_found', messageKey: 'checkoutNotFound' },
  no_test_subscription: { status: 404, code: 'not_found', messageKey: 'noBillingAccount' },
  unauthorized: { status: 401, code: 'unauthorized', messageKey: 'unauthorized' },
  invalid_cursor: { status: 422, code: 'validation_failed', messageKey: 'validation' },
  file_missing: { status: 400, code: 'file_missing', messageKey: 'fileMissing' },
  file_too_large: { status: 413, code: 'file_too_large', messageKey: 'fileTooLarge' },
  unsupported_file_type: { status: 415, code: 'unsupported_file_type', messageKey: 'unsupportedFileType' },
  broken_image: { status: 422, code: 'broken_image', messageKey: 'brokenImage' },
  photo_not_processed: { status: 422, code: 'photo_not_processed', messageKey: 'photoNotRead' },
  too_many_pixels: { status: 413, code: 'too_many_pixels', messageKey: 'tooManyPixels' },
  storage_quota_exceeded: { status: 403, code: 'storage_quota_exceeded', messageKey: 'storageQuotaExceeded' },
  server_busy: { status: 503, code: 'server_busy', messageKey: 'serverBusy' },
  insufficient_credits: { status: 402, code: 'insufficient_credits', messageKey: 'insufficientCredits' },
  scenario_locked: { status: 403, code: 'scenario_locked', messageKey: 'scenarioLocked' },
  too_many_images: { status: 403, code: 'too_many_images', messageKey: 'tooManyImages' },
  quality_unsupported: { status: 422, code: 'quality_unsupported', messageKey: 'qualityUnsupported' },
  video_not_on_starter: { status: 403, code: 'video_not_available', messageKey: 'videoStarter' },
  video_unknown_tier: { status: 403, code: 'video_not_available', messageKey: 'videoUnknownTier' },
  scenario_provider_failed: { status: 502, code: 'scenario_provider_failed', messageKey: 'scenarioProviderFailed' },
  queue_unavailable: { status: 503, code: 'queue_unavailable', messageKey: 'queueUnavailable' },
  gallery_disabled: { status: 409, code: 'gallery_disabled', messageKey: 'galleryDisabled' },
  export_too_soon: { status: 429, code: 'export_too_soon', messageKey: 'exportTooSoon' },
  invalid_link: { status: 404, code: 'invalid_link', messageKey: 'invalidLink' },
  billing_unavailable: { status: 503, code: 'billing_unavailable', messageKey: 'billingUnavailable' },
  plan_unavailable: { status: 409, code: 'plan_unavailable', messageKey: 'planUnavailable' },
  subscription_exists: { status: 409, code: 'subscription_exists', messageKey: 'subscriptionExists' },
  no_billing_account: { status: 409, code: 'no_billing_account', messageKey: 'noBillingAccount' },
  payment_provider_failed: { status: 503, code: 'payment_provider_failed', messageKey: 'paymentProviderFailed' },
  cutout_not_ready: { status: 409, code: 'cutout_not_ready', messageKey: 'cutoutNotReady' },
  cutout_failed: { status: 422, code: 'cutout_failed', messageKey: 'cutoutFailed' },
  studio_options_invalid: { status: 422, code: 'validation_failed', messageKey: 'studioOptionsInvalid' },
  invalid_crop: { status: 422, code: 'invalid_crop', messageKey: 'invalidCrop' },
  cannot_ban_admin: { status: 409, code: 'cannot_ban_admin', messageKey: 'cannotBanAdmin' },
  already_confirmed: { status: 409, code: 'already_confirmed', messageKey: 'alreadyConfirmed' },
  job_not_retriable: { status: 409, code: 'job_not_retriable', messageKey: 'jobNotRetriable' },
  job_not_cancellable: { status: 409, code: 'job_not_cancellable', messageKey: 'jobNotCancellable' },
  invalid_reference_images: { status: 422, code: 'invalid_reference_images', messageKey: 'invalidReferenceImages' },
  edit_unavailable: { status: 409, code: 'edit_unavailable', messageKey: 'editUnavailable' },
  adjust_unavailable: { status: 409, code: 'adjust_unavailable', messageKey: 'adjustUnavailable' },
  adjust_photo_deleted: { status: 409, code: 'adjust_photo_deleted', messageKey: 'adjustPhotoDeleted' },
  ticket_closed: { status: 409, code: 'ticket_closed', messageKey: 'ticketClosed' },
  invalid_signature: { status: 400, code: 'invalid_signature', messageKey: 'invalidSignature' },
  too_many_api_keys: { status: 409, code: 'too_many_api_keys', messageKey: 'tooManyApiKeys' },
  too_many_webhook_endpoints: { status: 409, code: 'too_many_webhook_endpoints', messageKey: 'tooManyWebhookEndpoints' },
  url_invalid: { status: 422, code: 'url_invalid', messageKey: 'urlInvalid' },
  url_private: { status: 422, code: 'url_private', messageKey: 'urlPrivate' },
  url_timeout: { status: 422, code: 'url_timeout', messageKey: 'urlTimeout' },
  url_too_many_redirects: { status: 422, code: 'url_too_many_redirects', messageKey: 'urlTooManyRedirects' },
  url_unreachable: { status: 422, code: 'url_unreachable', messageKey: 'urlUnreachable' },
  batch_item_not_found: { status: 404, code: 'not_found', messageKey: 'batchItemNotFound' },
  product_photo_taken: { status: 409, code: 'product_photo_taken', messageKey: 'productPhotoTaken' },
  csv_too_large: { status: 413, code: 'csv_too_large', messageKey: 'csvTooLarge' },
  csv_empty: { status: 422, code: 'csv_empty', messageKey: 'csvEmpty' },
  csv_unreadable: { status: 422, code: 'csv_unreadable', messageKey: 'csvUnreadable' },
  csv_column_missing: { status: 422, code: 'csv_column_missing', messageKey: 'csvColumnMissing' },
  csv_too_many_rows: { status: 422, code: 'csv_too_many_rows', messageKey: 'csvTooManyRows' },
  photo_too_small: { status: 422, code: 'photo_too_small', messageKey: 'photoTooSmall' },
  import_empty: { status: 422, code: 'import_empty', messageKey: 'importEmpty' },
  import_not_cancellable: { status: 409, code: 'import_not_cancellable', messageKey: 'importNotCancellable' },
  import_cancelled: { status: 409, code: 'import_cancelled', messageKey: 'importCancelled' },
  shop_product_missing: { status: 404, code: 'shop_product_missing', messageKey: 'shopProductMissing' },
  shop_product_no_photos: { status: 422, code: 'shop_product_no_photos', messageKey: 'shopProductNoPhotos' },
  shopify_invalid_store: { status: 422, code: 'shopify_invalid_store', messageKey: 'shopify.invalidStore' },
  shopify_private_address: { status: 422, code: 'shopify_private_address', messageKey: 'shopify.privateAddress' },
  shopify_not_a_store: { status: 422, code: 'shopify_not_a_store', messageKey: 'shopify.notAStore' },
  shopify_password_protected: { status: 422, code: 'shopify_password_protected', messageKey: 'shopify.passwordProtected' },
  shopify_not_found: { status: 422, code: 'shopify_not_found', messageKey: 'shopify.notFound' },
  shopify_unauthorized: { status: 422, code: 'shopify_unauthorized', messageKey: 'shopify.unauthorized' },
  shopify_rate_limited: { status: 503, code: 'shopify_rate_limited', messageKey: 'shopify.rateLimited' },
  shopify_unavailable: { status: 502, code: 'shopify_unavailable', messageKey: 'shopify.unavailable' },
  shopify_timeout: { status: 502, code: 'shopify_timeout', messageKey: 'shopify.timeout' },
  shopify_unreachable: { status: 502, code: 'shopify_unreachable', messageKey: 'shopify.unreachable' },
};

/** The HTTP form of a DomainError (status, API code, message key and its parameters). */
export function toAppError(error: DomainError): AppError {
  const m = DOMAIN_ERROR_HTTP[error.code];
  return new AppError(m.status, m.code, m.messageKey, error.params);
}
