/** Number, money and date formats of the admin area, in the UI language. */
import { formatMinorAmount } from '@shared/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@web/features/billing/format';

/** Formatters bound to the current language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  return useMemo(() => formatsFor(locale), [locale]);
}

/** The formatters of one Intl locale. */
export function formatsFor(locale: string) {
  return {
    locale,
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    percent: (ratio: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    usd: (n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: n > 0 && n < 1 ? 4 : 2 }).format(n),
    money: (minor: number, currency: string) => formatMinorAmount(minor, currency, locale),
    date: (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—'),
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—',
    day: (ymd: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`)),
    ms: (n: number | null) => (n == null ? '—' : n >= 1000 ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n / 1000)} s` : `${n} ms`),
  };
}
