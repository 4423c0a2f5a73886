import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { CheckoutSuccess } from './checkout-success';

const billing = (tier: string) => ({ tier, status: tier === 'Free' ? 'none' : 'active', remaining: 210, maxImagesPerGeneration: tier === 'Free' ? 1 : 3 });

describe('CheckoutSuccess', () => {
  it('waits for the plan to change, then shows plan, balance and images per generation', async () => {
    let calls = 0;
    const fetch = mockFetch((url) => {
      if (url !== '/api/v1/billing') return json(404, {});
      calls += 1;
      return json(200, billing(calls < 3 ? 'Free' : 'Plus'));
    });
    renderWithProviders(<CheckoutSuccess pollMs={20} maxWaitMs={5000} />);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText("You're on the Plus plan", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('success-balance').textContent).toBe('210 credits');
    expect(screen.getByTestId('success-images').textContent).toBe('3 images per generation');
    expect(screen.getByRole('link', { name: /Start creating/ }).getAttribute('href')).toBe('/create');
    expect(screen.getByRole('link', { name: /View billing/ }).getAttribute('href')).toBe('/account?tab=billing');
    // Polling stops once confirmed.
    const after = fetch.mock.calls.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch.mock.calls.length).toBe(after);
  });

  it('after the time limit says it may take a minute and links to billing', async () => {
    mockFetch(() => json(200, billing('Free')));
    renderWithProviders(<CheckoutSuccess pollMs={20} maxWaitMs={150} />);
    expect(await screen.findByTestId('success-slow', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/This can take a minute/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /View billing/ }).getAttribute('href')).toBe('/account?tab=billing');
  });

  it('asks a signed-out visitor to sign in', () => {
    const fetch = mockFetch(() => json(401, {}));
    renderWithProviders(<CheckoutSuccess signedIn={false} />);
    expect(screen.getByRole('link', { name: /Sign In/ }).getAttribute('href')).toBe('/signin');
    expect(fetch).not.toHaveBeenCalled();
  });
});
