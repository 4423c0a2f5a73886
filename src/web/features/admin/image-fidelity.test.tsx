/**
 * How each generated image kept its product, on the admin user page (the fidelity score is stored
 * per image and shown to admins only): 'Product locked', the fidelity score against the threshold
 * (flagged under it), or nothing for the local renderer; and the generation's fidelity refunds.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import type { AdminUserDetail } from './api';
import { GenerationFidelity, ImageFidelity } from './image-fidelity';
import { UserPage } from './user-page';

type Generation = AdminUserDetail['generations'][number];
type Image = Generation['images'][number];

function image(over: Partial<Image>): Image {
  return { id: crypto.randomUUID(), position: 0, engine: 'openai', productLocked: false, fidelityScore: null, ...over };
}

describe('ImageFidelity', () => {
  it('says "Product locked" when the product was composited back', () => {
    renderWithProviders(<ImageFidelity image={image({ productLocked: true })} threshold={0.5} />);
    const pill = screen.getByTestId('image-fidelity');
    expect(pill.dataset.state).toBe('locked');
    expect(pill.textContent).toBe('Product locked');
  });

  it('shows a score above the threshold against it, unflagged', () => {
    renderWithProviders(<ImageFidelity image={image({ fidelityScore: 0.8234 })} threshold={0.5} />);
    const pill = screen.getByTestId('image-fidelity');
    expect(pill.dataset.state).toBe('above');
    expect(pill.textContent).toBe('Fidelity 0.82 (threshold 0.50)');
    expect(pill.textContent).not.toContain('Under the threshold');
  });

  it('a score exactly at the threshold passes (the server keeps scores >= the threshold)', () => {
    renderWithProviders(<ImageFidelity image={image({ fidelityScore: 0.5 })} threshold={0.5} />);
    expect(screen.getByTestId('image-fidelity').dataset.state).toBe('above');
  });

  it('flags a score under the threshold', () => {
    renderWithProviders(<ImageFidelity image={image({ fidelityScore: 0.31 })} threshold={0.5} />);
    const pill = screen.getByTestId('image-fidelity');
    expect(pill.dataset.state).toBe('under');
    expect(pill.textContent).toBe('Fidelity 0.31 (threshold 0.50) · Under the threshold');
    expect(pill.querySelector('svg')).not.toBeNull();
  });

  it('shows nothing for an image neither locked nor scored (local renderer)', () => {
    const { container } = renderWithProviders(<ImageFidelity image={image({ engine: 'local-studio' })} threshold={0.5} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('image-fidelity')).toBeNull();
  });
});

describe('GenerationFidelity', () => {
  it('lists the images that have something to show, by their 1-based number, and the fidelity refunds', () => {
    renderWithProviders(
      <GenerationFidelity
        threshold={0.5}
        generation={{
          fidelityRefunds: 2,
          images: [image({ position: 0, productLocked: true }), image({ position: 1, engine: 'local-studio' }), image({ position: 2, fidelityScore: 0.9 })],
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'How each image kept its product' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Image 1Product locked', 'Image 3Fidelity 0.90 (threshold 0.50)']);
    expect(screen.getByTestId('fidelity-refunds').textContent).toBe('2 images refunded because the product changed too much');
  });

  it('shows nothing for a local generation without refunds', () => {
    const { container } = renderWithProviders(<GenerationFidelity threshold={0.5} generation={{ fidelityRefunds: 0, images: [image({ engine: 'local-studio' })] }} />);
    expect(container.textContent).toBe('');
  });

  it('shows one refund in the singular even with no image left', () => {
    renderWithProviders(<GenerationFidelity threshold={0.5} generation={{ fidelityRefunds: 1, images: [] }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByTestId('fidelity-refunds').textContent).toBe('1 image refunded because the product changed too much');
  });
});

describe('the admin user page', () => {
  it("shows each generation's images with how they kept the product, from GET /admin/users/{id}", async () => {
    const detail: AdminUserDetail = {
      user: {
        id: 'u1',
        name: 'Mia Member',
        email: 'mia@example.com',
        emailVerified: true,
        role: 'user',
        banned: false,
        tier: 'Free',
        complimentaryTier: null,
        creditsBalance: 10,
        createdAt: '2026-01-01T00:00:00Z',
        lastActiveAt: null,
      },
      banReason: null,
      banExpires: null,
      paidTier: 'Free',
      subscriptionStatus: 'none',
      ledger: [],
      ledgerSum: 10,
      generations: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          status: 'partial',
          requestedCount: 3,
          failedCount: 1,
          creditsReserved: 3,
          creditsRefunded: 1,
          fidelityRefunds: 1,
          error: null,
          createdAt: '2026-01-02T00:00:00Z',
          images: [image({ position: 0, fidelityScore: 0.42 }), image({ position: 1, productLocked: true })],
        },
        {
          id: '22222222-2222-4222-8222-222222222222',
          status: 'succeeded',
          requestedCount: 1,
          failedCount: 0,
          creditsReserved: 1,
          creditsRefunded: 0,
          fidelityRefunds: 0,
          error: null,
          createdAt: '2026-01-01T00:00:00Z',
          images: [image({ position: 0, engine: 'local-studio' })],
        },
      ],
      fidelityThreshold: 0.5,
      videos: [],
      tickets: [],
      sessions: [],
    };
    mockFetch((url) => {
      if (url === '/api/v1/admin/users/u1') return json(200, detail);
      if (url.startsWith('/api/v1/admin/audit')) return json(200, { items: [], nextCursor: null });
      return json(404, {});
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/users/:id" element={<UserPage />} />
      </Routes>,
      { path: '/admin/users/u1' },
    );
    // The subscription status is words, not the stored value.
    expect(await screen.findByText('Free · No subscription')).toBeDefined();
    await userEvent.click(await screen.findByRole('tab', { name: 'Generations (2)' }));
    // The image count agrees with how many were requested.
    expect(screen.getByText('2 of 3 images · credits reserved: 3, refunded: 1')).toBeDefined();
    expect(screen.getByText('1 of 1 image · credits reserved: 1, refunded: 0')).toBeDefined();
    const pills = await screen.findAllByTestId('image-fidelity');
    expect(pills.map((p) => p.dataset.state)).toEqual(['under', 'locked']);
    expect(pills[0]!.textContent).toContain('Fidelity 0.42 (threshold 0.50)');
    // One refund line, for the first generation only; the local generation shows no product line.
    expect(screen.getAllByTestId('fidelity-refunds').map((p) => p.textContent)).toEqual(['1 image refunded because the product changed too much']);
    expect(screen.getAllByRole('list', { name: 'How each image kept its product' })).toHaveLength(1);
  });
});
