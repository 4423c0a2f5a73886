import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { LANDING_PLANS, LandingPricing } from './landing-pricing';

describe('LandingPricing', () => {
  it('shows the plan cards with Start Your Trial to sign-up and back to the trial, and the details link to /pricing', () => {
    renderWithProviders(<LandingPricing />);
    const plans = screen.getByTestId('landing-plans');
    expect(LANDING_PLANS.map((p) => p.id)).toEqual(['Free', 'Starter', 'Plus', 'Pro']);
    const links = within(plans).getAllByRole('link');
    expect(links).toHaveLength(4);
    // Free signs up; a paid plan's trial signs up, then comes back to /pricing to confirm the trial.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/signup', ...['Starter', 'Plus', 'Pro'].map((id) => `/signup?next=${encodeURIComponent(`/pricing?trial=${id}`)}`)]);
    expect(within(plans).getAllByRole('link', { name: /Start Your Trial/ })).toHaveLength(3);
    expect(within(plans).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Free', 'Starter', 'Plus', 'Pro']);
    expect(screen.getByRole('link', { name: /See Full Pricing Details/ }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('Free trial, no credit card required')).toBeTruthy();
  });
});
