/**
 * Errors of the business rules, free of any transport: a service throws
 * `new DomainError(code, params)` and knows nothing of HTTP. The HTTP edge (http/domain-errors.ts)
 * turns each code into a status, the API's error code and a translated message; a job handler or
 * the command line can read the same code.
 */

/** Every way a business rule can refuse, with the parameters its message uses. */
export const DOMAIN_ERROR_CODES = [
  'not_found',
  'checkout_not_found',
  'no_test_subscription',
  'unauthorized',
  'invalid_cursor',
  'file_missing',
  'file_too_large',
  'unsupported_file_type',
  'broken_image',
  'photo_not_processed',
  'too_many_pixels',
  'storage_quota_exceeded',
  'server_busy',
  'insufficient_credits',
  'scenario_locked',
  'too_many_images',
  'quality_unsupported',
  'video_not_on_starter',
  'video_unknown_tier',
  'scenario_provider_failed',
  'queue_unavailable',
  'gallery_disabled',
  'export_too_soon',
  'invalid_link',
  'billing_unavailable',
  'plan_unavailable',
  'subscription_exists',
  'trial_used',
  'trial_unavailable',
  'refund_unavailable',
  'refund_window_closed',
  'refund_requested',
  'refund_not_pending',
  'broadcast_not_draft',
  'broadcast_not_sending',
  'broadcast_untested',
  'broadcast_no_recipients',
  'broadcast_language_missing',
  'no_billing_account',
  'payment_provider_failed',
  'cutout_not_ready',
  'cutout_failed',
  'studio_options_invalid',
  'invalid_crop',
  'cannot_ban_admin',
  'already_confirmed',
  'job_not_retriable',
  'job_not_cancellable',
  'invalid_reference_images',
  'edit_unavailable',
  'adjust_unavailable',
  'adjust_photo_deleted',
  'ticket_closed',
  'chat_unavailable',
  'manager_unavailable',
  'manager_not_admin',
  'invalid_signature',
  'too_many_api_keys',
  'too_many_webhook_endpoints',
  'url_invalid',
  'url_private',
  'url_timeout',
  'url_too_many_redirects',
  'url_unreachable',
  'batch_item_not_found',
  'product_photo_taken',
  'product_photos_full',
  'csv_too_large',
  'csv_empty',
  'csv_unreadable',
  'csv_column_missing',
  'csv_too_many_rows',
  'photo_too_small',
  'batch_not_cancellable',
  'batch_cancelled',
  'catalogue_run_too_large',
  'catalogue_run_empty',
  'import_empty',
  'import_not_cancellable',
  'import_cancelled',
  'shop_product_missing',
  'shop_product_no_photos',
  'shopify_invalid_store',
  'shopify_private_address',
  'shopify_not_a_store',
  'shopify_password_protected',
  'shopify_not_found',
  'shopify_unauthorized',
  'shopify_rate_limited',
  'shopify_unavailable',
  'shopify_timeout',
  'shopify_unreachable',
  'brand_kit_limit',
  'logo_not_image',
  'logo_too_large',
  'logo_svg_unsafe',
  'ad_plan_limit',
  'ad_variants_invalid',
  'ad_layout_needs_text',
  'ad_text_unsupported',
  'listing_slot_unavailable',
  'listing_needs_dimensions',
  'listing_too_many_images',
  'listing_main_first',
  'listing_cutout_uncertain',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * A refusal by a business rule. `params` fill the message (e.g. `{ required, balance }` for
 * insufficient_credits, `{ max, count }` for too_many_images (count picks the plural), `{ seconds }` for server_busy,
 * `{ px, size, needed }` for quality_unsupported).
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** Whether `error` is a DomainError with `code`. */
export function isDomainError(error: unknown, code?: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
