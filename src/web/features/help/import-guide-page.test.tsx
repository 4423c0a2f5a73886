/**
 * The import guide: written in all five languages with no key or placeholder left, and its run over
 * many products names the four actions (listing sets among them) and the manifest's columns, alt
 * text last.
 */
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { PLANS } from '@shared/plans';
import { AuthProvider } from '@web/features/auth/session';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { ImportProductsGuidePage } from './import-guide-page';

beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  for (const lng of LANGUAGES) await i18n.reloadResources(lng, ['help', 'errors']);
});

/** The guide as a signed-out visitor sees it (the session request answers 401). */
const renderGuide = () => {
  mockFetch(() => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }));
  return renderWithProviders(
    <AuthProvider>
      <ImportProductsGuidePage />
    </AuthProvider>,
    { path: '/help/import-products' },
  );
};

describe('Import guide', () => {
  it.each(LANGUAGES)('%s: every text is written, with no key or placeholder left', async (lng) => {
    await i18n.changeLanguage(lng);
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/\{\{|importGuide\.|\b(errors|common):[a-z]|_one\b|_other\b/);
    expect(screen.getByTestId('guide-run').textContent).toContain('01-main.jpg');
  });

  it('runs one action over many products, listing sets included, and lists the manifest with its alt text', async () => {
    await i18n.changeLanguage('en');
    renderGuide();
    const run = screen.getByTestId('guide-run');
    expect(within(run).getByTestId('step-action').textContent).toContain('or Listing sets: the images of a marketplace listing from one template');
    expect(run.textContent).toContain('kind, preset, width, height, credits and alt text');
    expect(run.textContent).toContain('their kind is listing-main, listing-infographic and so on, their preset is the marketplace');
    expect(within(run).getByText(/^product,reference,/).textContent).toBe('product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text');
    expect(within(screen.getByTestId('run-limits')).getAllByRole('row')).toHaveLength(PLANS.length + 1);
    expect(screen.getByRole('link', { name: 'After importing: one action over many products' }).getAttribute('href')).toBe('#import-run');
  });
});
