/**
 * Money, number and date formatting for plans and billing. Prices are euro amounts shown
 * with Intl.NumberFormat in the UI language's European locale (pt -> pt-PT, en -> en-IE, fr -> fr-FR,
 * es -> es-ES, de -> de-DE); whole amounts drop the cents. Savings of the yearly price are computed
 * from the plan catalogue for display only: what is charged is decided by the server.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorAmount } from '@shared/money';
import type { PlanDefinition } from '@shared/plans';

const INTL_LOCALES: Record<string, string> = { pt: 'pt-PT', en: 'en-IE', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

/** The Intl locale used for a UI language (a European one, since prices are in euro). */
export function intlLocale(language: string | undefined): string {
  const primary = (language ?? 'pt').split('-')[0]?.toLowerCase() ?? 'pt';
  return INTL_LOCALES[primary] ?? 'pt-PT';
}

/** An euro amount ('29 €', '€19.99'): no cents when the amount is whole. */
export function formatPrice(amount: number, language: string | undefined): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** The monthly price of a yearly plan, rounded to the cent. */
export function monthlyEquivalent(plan: Pick<PlanDefinition, 'prices'>): number {
  return Math.round((plan.prices.year / 12) * 100) / 100;
}

/** What paying yearly saves against twelve monthly payments; null when it saves nothing. */
export function yearlySaving(plan: Pick<PlanDefinition, 'prices'>): { amount: number; percent: number } | null {
  const twelveMonths = plan.prices.month * 12;
  const amount = Math.round((twelveMonths - plan.prices.year) * 100) / 100;
  if (twelveMonths <= 0 || amount <= 0) return null;
  const percent = Math.round((amount / twelveMonths) * 100);
  return percent > 0 ? { amount, percent } : null;
}

/** The largest yearly saving in percent across plans (0 when none saves). */
export function bestYearlySavingPercent(plans: readonly Pick<PlanDefinition, 'prices'>[]): number {
  return plans.reduce((best, plan) => Math.max(best, yearlySaving(plan)?.percent ?? 0), 0);
}

/** Formatters for the current UI language: prices, payments, whole numbers, signed amounts and dates. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const locale = intlLocale(language);
    const number = new Intl.NumberFormat(locale);
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      price: (amount: number) => formatPrice(amount, language),
      /** An amount in minor units of `currency` (a payment, a refund). */
      money: (amountMinor: number, currency: string) => formatMinorAmount(amountMinor, currency, locale),
      number: (n: number) => number.format(n),
      signed: (n: number) => signed.format(n),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}
