/**
 * No invented facts on the landing page: its figures are this instance's own
 * counts (shown once above zero) or product facts from the catalogues; testimonials and partners
 * appear only when the operator configured real ones; no locale still carries the old made-up
 * figures (50K+ users, 2M+ images, 98% satisfaction).
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { InstanceProof, type LandingInfo, landingFigures } from './proof';

const EMPTY: LandingInfo = { stats: { images: 0, videos: 0, accounts: 0 }, countedAt: '2026-11-24T00:00:00.000Z', testimonials: [], partners: [] };

describe('landing figures', () => {
  it('are product facts until this instance has made something, then its own counts first', () => {
    expect(landingFigures(EMPTY.stats).map((f) => [f.key, f.value, f.counted])).toEqual([
      ['languages', 5, false],
      ['ratios', 7, false],
      ['video', '1080p', false],
      ['freeCredits', 10, false],
    ]);
    expect(landingFigures({ images: 1234, videos: 0, accounts: 3 }).map((f) => f.key)).toEqual(['images', 'languages', 'ratios', 'video']);
    expect(landingFigures({ images: 1234, videos: 56, accounts: 3 }).map((f) => f.value)).toEqual([1234, 56, 5, 7]);
  });

  it('show no testimonials or partners unless the operator configured them', async () => {
    mockFetch(() => json(200, EMPTY));
    renderWithProviders(<InstanceProof />);
    expect(await screen.findByText('languages, in the app and in emails')).toBeTruthy();
    expect(screen.queryByTestId('landing-testimonials')).toBeNull();
    expect(screen.queryByTestId('landing-partners')).toBeNull();
    expect(screen.queryByText(/counted on this server/)).toBeNull();
  });

  it("show this instance's counts and the configured testimonials and partners", async () => {
    mockFetch(() =>
      json(200, {
        ...EMPTY,
        stats: { images: 1234, videos: 56, accounts: 3 },
        testimonials: [{ quote: 'Fotos para a loja antes do almoço.', name: 'Rita Sousa', role: 'Cerâmica Azul', language: 'pt' }],
        partners: [{ name: 'Cerâmica Azul', url: 'https://ceramica-azul.example' }, { name: 'Loja Verde' }],
      }),
    );
    renderWithProviders(<InstanceProof />);
    const images = await screen.findByTestId('figure-images');
    expect([images.querySelector('dd')?.textContent, images.querySelector('dt')?.textContent]).toEqual(['1,234', 'images made on this Vitrine']);
    expect(screen.getByTestId('figure-videos').querySelector('dd')?.textContent).toBe('56');
    expect(screen.getByText('Images and videos are counted on this server and updated every few minutes.')).toBeTruthy();
    const quote = within(screen.getByTestId('landing-testimonials')).getByText('Fotos para a loja antes do almoço.');
    expect(quote.getAttribute('lang')).toBe('pt');
    const partners = screen.getByTestId('landing-partners');
    expect(within(partners).getByRole('link', { name: 'Cerâmica Azul' }).getAttribute('href')).toBe('https://ceramica-azul.example');
    expect(within(partners).getByText('Loja Verde')).toBeTruthy();
  });
});

describe('landing texts', () => {
  it('carry no made-up figures in any language', () => {
    for (const lng of LANGUAGES) {
      const text = fs.readFileSync(path.resolve(__dirname, '../../../shared/locales', lng, 'home.json'), 'utf8');
      expect(text, lng).not.toMatch(/50\s?K|2\s?M\+|9[58]\s?%|50\.000|Marta Oliveira|Lukas Brandt|Camille Roux|NORDHAUS|Casa Lumen/);
    }
  });
});
