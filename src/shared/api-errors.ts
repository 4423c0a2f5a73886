/**
 * Every error code the API answers under /api/v1, with its HTTP status and the key of its message
 * in the `errors` locale namespace (each answer is `{ error: { code, message } }`, the message in
 * the request's language). The API docs page lists them; a test checks that every code the server
 * can answer is here with the same status.
 */

export interface ApiErrorCode {
  code: string;
  status: number;
  /** A key of the `errors` namespace: the message a client shows. */
  messageKey: string;
}

export const API_ERRORS: readonly ApiErrorCode[] = [
  { code: 'bad_request', status: 400, messageKey: 'validation' },
  { code: 'file_missing', status: 400, messageKey: 'fileMissing' },
  { code: 'invalid_idempotency_key', status: 400, messageKey: 'invalidIdempotencyKey' },
  { code: 'invalid_signature', status: 400, messageKey: 'invalidSignature' },
  { code: 'invalid_text', status: 400, messageKey: 'invalidText' },
  { code: 'invalid_api_key', status: 401, messageKey: 'invalidApiKey' },
  { code: 'unauthorized', status: 401, messageKey: 'unauthorized' },
  { code: 'insufficient_credits', status: 402, messageKey: 'insufficientCredits' },
  { code: 'api_key_route_forbidden', status: 403, messageKey: 'apiKeyRouteForbidden' },
  { code: 'api_key_scope_missing', status: 403, messageKey: 'apiKeyScopeMissing' },
  { code: 'csrf_rejected', status: 403, messageKey: 'csrfRejected' },
  { code: 'forbidden', status: 403, messageKey: 'forbidden' },
  { code: 'scenario_locked', status: 403, messageKey: 'scenarioLocked' },
  { code: 'storage_quota_exceeded', status: 403, messageKey: 'storageQuotaExceeded' },
  { code: 'too_many_images', status: 403, messageKey: 'tooManyImages' },
  { code: 'video_not_available', status: 403, messageKey: 'videoStarter' },
  { code: 'invalid_link', status: 404, messageKey: 'invalidLink' },
  { code: 'not_found', status: 404, messageKey: 'notFound' },
  { code: 'adjust_photo_deleted', status: 409, messageKey: 'adjustPhotoDeleted' },
  { code: 'adjust_unavailable', status: 409, messageKey: 'adjustUnavailable' },
  { code: 'already_confirmed', status: 409, messageKey: 'alreadyConfirmed' },
  { code: 'cannot_ban_admin', status: 409, messageKey: 'cannotBanAdmin' },
  { code: 'cutout_not_ready', status: 409, messageKey: 'cutoutNotReady' },
  { code: 'edit_unavailable', status: 409, messageKey: 'editUnavailable' },
  { code: 'gallery_disabled', status: 409, messageKey: 'galleryDisabled' },
  { code: 'idempotency_key_in_use', status: 409, messageKey: 'idempotencyKeyInUse' },
  { code: 'job_not_cancellable', status: 409, messageKey: 'jobNotCancellable' },
  { code: 'job_not_retriable', status: 409, messageKey: 'jobNotRetriable' },
  { code: 'no_billing_account', status: 409, messageKey: 'noBillingAccount' },
  { code: 'plan_unavailable', status: 409, messageKey: 'planUnavailable' },
  { code: 'product_photo_taken', status: 409, messageKey: 'productPhotoTaken' },
  { code: 'subscription_exists', status: 409, messageKey: 'subscriptionExists' },
  { code: 'ticket_closed', status: 409, messageKey: 'ticketClosed' },
  { code: 'too_many_api_keys', status: 409, messageKey: 'tooManyApiKeys' },
  { code: 'too_many_webhook_endpoints', status: 409, messageKey: 'tooManyWebhookEndpoints' },
  { code: 'csv_too_large', status: 413, messageKey: 'csvTooLarge' },
  { code: 'file_too_large', status: 413, messageKey: 'fileTooLarge' },
  { code: 'payload_too_large', status: 413, messageKey: 'validation' },
  { code: 'too_many_pixels', status: 413, messageKey: 'tooManyPixels' },
  { code: 'unsupported_file_type', status: 415, messageKey: 'unsupportedFileType' },
  { code: 'broken_image', status: 422, messageKey: 'brokenImage' },
  { code: 'csv_column_missing', status: 422, messageKey: 'csvColumnMissing' },
  { code: 'csv_empty', status: 422, messageKey: 'csvEmpty' },
  { code: 'csv_too_many_rows', status: 422, messageKey: 'csvTooManyRows' },
  { code: 'csv_unreadable', status: 422, messageKey: 'csvUnreadable' },
  { code: 'cutout_failed', status: 422, messageKey: 'cutoutFailed' },
  { code: 'idempotency_key_reused', status: 422, messageKey: 'idempotencyKeyReused' },
  { code: 'invalid_crop', status: 422, messageKey: 'invalidCrop' },
  { code: 'invalid_reference_images', status: 422, messageKey: 'invalidReferenceImages' },
  { code: 'photo_not_processed', status: 422, messageKey: 'photoNotRead' },
  { code: 'quality_unsupported', status: 422, messageKey: 'qualityUnsupported' },
  { code: 'url_invalid', status: 422, messageKey: 'urlInvalid' },
  { code: 'url_private', status: 422, messageKey: 'urlPrivate' },
  { code: 'url_timeout', status: 422, messageKey: 'urlTimeout' },
  { code: 'url_too_many_redirects', status: 422, messageKey: 'urlTooManyRedirects' },
  { code: 'url_unreachable', status: 422, messageKey: 'urlUnreachable' },
  { code: 'validation_failed', status: 422, messageKey: 'validation' },
  { code: 'export_too_soon', status: 429, messageKey: 'exportTooSoon' },
  { code: 'rate_limited', status: 429, messageKey: 'rateLimited' },
  { code: 'internal_error', status: 500, messageKey: 'unexpected' },
  { code: 'scenario_provider_failed', status: 502, messageKey: 'scenarioProviderFailed' },
  { code: 'billing_unavailable', status: 503, messageKey: 'billingUnavailable' },
  { code: 'payment_provider_failed', status: 503, messageKey: 'paymentProviderFailed' },
  { code: 'queue_unavailable', status: 503, messageKey: 'queueUnavailable' },
  { code: 'server_busy', status: 503, messageKey: 'serverBusy' },
  { code: 'storage_unavailable', status: 503, messageKey: 'storageUnavailable' },
];
