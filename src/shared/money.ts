/**
 * Amounts as payment providers give them: integers in the currency's minor unit (Stripe's
 * `amount`, https://docs.stripe.com/currencies#zero-decimal), with a lower-case ISO 4217 code.
 */

/**
 * An amount in minor units as a reader of `locale` reads it: 4900 'eur' in 'de-DE' -> '49,00 €',
 * 500 'jpy' -> '¥500'. The number of minor digits is the currency's own (ISO 4217, through Intl).
 */
export function formatMinorAmount(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
