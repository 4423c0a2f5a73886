import { describe, expect, it } from 'vitest';
import { PLANS, planFor } from '@shared/plans';
import { bestYearlySavingPercent, formatPrice, intlLocale, monthlyEquivalent, yearlySaving } from './format';
import { sameOriginPath } from './follow-url';
import { planAction, type Viewer } from './plan-action';

/** Intl puts (narrow) no-break spaces between number and sign; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('price formatting', () => {
  it('uses a European locale per UI language', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('en')).toBe('en-IE');
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(intlLocale('es')).toBe('es-ES');
    expect(intlLocale('de-AT')).toBe('de-DE');
    expect(intlLocale(undefined)).toBe('pt-PT');
    expect(intlLocale('it')).toBe('pt-PT');
  });

  it('formats euro amounts for each language, without cents when whole', () => {
    expect(plain(formatPrice(29, 'en'))).toBe('€29');
    expect(plain(formatPrice(19.99, 'en'))).toBe('€19.99');
    expect(plain(formatPrice(29, 'pt'))).toBe('29 €');
    expect(plain(formatPrice(19.99, 'pt'))).toBe('19,99 €');
    expect(plain(formatPrice(489.96, 'fr'))).toBe('489,96 €');
    expect(plain(formatPrice(990, 'es'))).toBe('990 €');
    expect(plain(formatPrice(1290.04, 'de'))).toBe('1.290,04 €');
    expect(plain(formatPrice(0, 'de'))).toBe('0 €');
  });

  it('computes the monthly equivalent and the saving of yearly billing', () => {
    expect(monthlyEquivalent(planFor('Starter'))).toBe(24.17);
    expect(yearlySaving(planFor('Starter'))).toEqual({ amount: 57.96, percent: 17 });
    expect(yearlySaving(planFor('Pro'))).toEqual({ amount: 198, percent: 17 });
    // Founders costs the same either way; Free costs nothing.
    expect(yearlySaving(planFor('Founders'))).toBeNull();
    expect(yearlySaving(planFor('Free'))).toBeNull();
    expect(bestYearlySavingPercent(PLANS)).toBe(17);
  });
});

describe('following billing addresses', () => {
  it('keeps same-origin paths in the app and leaves for other origins', () => {
    expect(sameOriginPath('/checkout/test/cs_test_1', 'http://localhost:3000')).toBe('/checkout/test/cs_test_1');
    expect(sameOriginPath('http://localhost:3000/success?session_id=x', 'http://localhost:3000')).toBe('/success?session_id=x');
    expect(sameOriginPath('https://checkout.stripe.com/c/pay/cs_live_1', 'http://localhost:3000')).toBeNull();
  });
});

describe('plan card actions', () => {
  const visitor: Viewer = { signedIn: false };
  const free: Viewer = { signedIn: true, plan: { tier: 'Free', paid: false, period: null } };
  const plusMonthly: Viewer = { signedIn: true, plan: { tier: 'Plus', paid: true, period: 'month' } };

  it('sends visitors to sign up', () => {
    expect(planAction('Free', 'month', visitor)).toBe('signup');
    expect(planAction('Pro', 'year', visitor)).toBe('signup');
  });

  it('offers checkout to Free users, and marks Free as current', () => {
    expect(planAction('Free', 'month', free)).toBe('current');
    expect(planAction('Starter', 'month', free)).toBe('checkout');
    expect(planAction('Starter', 'year', free, false)).toBe('unavailable');
  });

  it('sends paying users to the portal to change plan', () => {
    expect(planAction('Plus', 'month', plusMonthly)).toBe('current');
    expect(planAction('Plus', 'year', plusMonthly)).toBe('portal');
    expect(planAction('Pro', 'month', plusMonthly)).toBe('portal');
    expect(planAction('Free', 'month', plusMonthly)).toBe('none');
  });

  it('waits while the plan is unknown', () => {
    expect(planAction('Plus', 'month', { signedIn: true, plan: null })).toBe('loading');
  });
});
