/**
 * The Product Display guide: written in all five languages with no key or placeholder left, its
 * figures from the modules the server enforces (marketplaces, sizes, limits, credits), the kinds
 * eBay and Mercado Livre do not take, the way in, and listing sets for many products at once (a
 * catalogue run: the template each product fills, what it leaves out, the zip and the request).
 */
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { CATALOGUE_LISTING_KINDS, LISTING_MARKETPLACES, LISTING_RULES, LISTING_SLOT_KINDS, LISTING_TEXT_LIMITS } from '@shared/listing-sets';
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

  it('explains listing sets for many products at once: the template, what each product leaves out, the zip and the request', async () => {
    await i18n.changeLanguage('en');
    renderGuide();
    expect(screen.getByRole('link', { name: 'Many products at once' }).getAttribute('href')).toBe('#listing-catalogue');
    const section = screen.getByTestId('guide-catalogue');
    expect(section.id).toBe('listing-catalogue');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Many products at once');
    const text = section.textContent ?? '';
    expect(text).toContain('select them on the Products page');
    expect(text).toContain('choose Run on products, then Listing sets');
    // The template's kinds, each with how a product fills it.
    const kinds = within(within(section).getByTestId('catalogue-kinds')).getAllByRole('term').map((dt) => dt.textContent);
    expect(kinds).toEqual(['Main image', 'Scene', 'Infographic', 'Detail', 'Other angles']);
    expect(kinds).toHaveLength(CATALOGUE_LISTING_KINDS.length);
    expect(text).toContain(`0 to ${LISTING_TEXT_LIMITS.scenes}: the product's newest scene images in your library`);
    expect(text).toContain(`It needs ${LISTING_TEXT_LIMITS.callouts.min} and uses up to ${LISTING_TEXT_LIMITS.callouts.max}. A line longer than a callout title (${LISTING_TEXT_LIMITS.calloutTitle} characters) is split at its lead`);
    expect(text).toContain(`it needs ${LISTING_TEXT_LIMITS.angles.min} photos and shows up to ${LISTING_TEXT_LIMITS.angles.max}`);
    expect(text).toContain('eBay and Mercado Livre take no infographic');
    expect(text).toContain('is left out of its set and not charged');
    expect(text).toContain('Dimensions and size comparisons are not in templates');
    expect(text).toContain('Each image costs 1 credit. Each product is its own item of the run, charged and refunded on its own');
    expect(text).toContain('A product whose cut-out is uncertain fails before anything is charged for it');
    expect(within(section).getByRole('link', { name: /Products per run, by plan/ }).getAttribute('href')).toBe('/help/import-products#import-run');
    // The zip: a folder per product, the set in listing order, one manifest with the alt text.
    expect(text).toContain('MUG-350/\n  01-main.jpg\n  02-infographic.jpg\n  03-detail.jpg\n  04-angles.jpg\nMUG-500/');
    expect(text).toContain('product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text');
    expect(text).toContain(`-d '{"selection":{"tag":"mugs"},"action":{"type":"listing","marketplace":"amazon","kinds":["main","infographic","detail","angles"]}}'`);
    expect(text).toContain('{ "type": "listing", "productId", "marketplace", "slots": [...], "reference" }');
  });
});
