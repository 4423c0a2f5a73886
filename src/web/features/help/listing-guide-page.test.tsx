/**
 * The Product Display guide: written in all five languages with no key or placeholder left, its
 * figures from the modules the server enforces (marketplaces, sizes, limits, credits), the kinds
 * eBay and Mercado Livre do not take, and the way in.
 */
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { LISTING_MARKETPLACES, LISTING_RULES, LISTING_SLOT_KINDS, LISTING_TEXT_LIMITS } from '@shared/listing-sets';
import { AuthProvider } from '@web/features/auth/session';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ProductDisplayGuidePage } from './listing-guide-page';

const NAMESPACES = ['help', 'listing', 'pages', 'products'];

beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  await i18n.loadNamespaces(NAMESPACES);
  for (const lng of LANGUAGES) await i18n.reloadResources(lng, NAMESPACES);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGuide() {
  mockFetch(() => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }));
  return renderWithProviders(
    <AuthProvider>
      <ProductDisplayGuidePage />
    </AuthProvider>,
    { path: '/help/product-display' },
  );
}

describe('Product Display guide', () => {
  it.each(LANGUAGES)('%s: every text is written, with no key or placeholder left', async (lng) => {
    await i18n.changeLanguage(lng);
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/\{\{|listingGuide\.|\b(listing|products|pages):[a-z]|_one\b|_other\b/);
    expect(screen.getAllByTestId(/^step-/)).toHaveLength(5);
  });

  it("quotes the marketplaces' rules and the limits the server enforces", async () => {
    await i18n.changeLanguage('en');
    renderGuide();
    const rows = within(screen.getByTestId('listing-marketplaces')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(LISTING_MARKETPLACES.length);
    expect(rows[0]!.textContent).toBe(`Amazon${LISTING_RULES.amazon.width}×${LISTING_RULES.amazon.height}Up to ${LISTING_RULES.amazon.maxImages} images${Math.round(LISTING_RULES.amazon.main.fill * 100)}%`);
    const kinds = within(screen.getByTestId('listing-kinds-by-marketplace')).getAllByRole('row').slice(1);
    expect(kinds).toHaveLength(LISTING_SLOT_KINDS.length);
    const infographic = kinds[LISTING_SLOT_KINDS.indexOf('infographic')]!;
    expect(within(infographic).getAllByText('Not offered')).toHaveLength(2);
    expect(screen.getByTestId('listing-reasons').textContent).toContain("eBay's picture policy forbids added text");
    expect(screen.getByTestId('guide-kinds').textContent).toContain(`${LISTING_TEXT_LIMITS.callouts.min} to ${LISTING_TEXT_LIMITS.callouts.max} callouts`);
    expect(screen.getByTestId('guide-kinds').textContent).toContain('(cm, mm, and in; kg, g, lb, and oz for the weight)');
    expect(screen.getByTestId('guide-credits').textContent).toContain('Each image costs 1 credit');
    expect(screen.getByTestId('guide-export').textContent).toContain('01-main.jpg\n02-infographic.jpg');
    expect(within(screen.getByTestId('listing-sources')).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(LISTING_MARKETPLACES.flatMap((id) => [...LISTING_RULES[id].sources]));
    // Signed out, the way in is sign-up.
    expect(within(screen.getByTestId('guide-where')).getByRole('link', { name: /Make a listing set/ }).getAttribute('href')).toBe('/signup');
  });
});
