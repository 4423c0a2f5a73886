import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { TestPortalView } from './test-portal-view';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const sub = (over: Record<string, unknown> = {}) => ({
  subscription: { plan: 'Starter', period: 'month', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2026-04-01T12:00:00Z', ...over },
});

describe('TestPortalView', () => {
  it('shows the subscription, switches plan and cancels at period end', async () => {
    let state = sub();
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== '/api/v1/billing/test-portal') return json(404, {});
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { action: string; plan?: string; period?: string };
        posts.push(body);
        if (body.action === 'switch') state = sub({ plan: body.plan, period: body.period });
        if (body.action === 'cancel') state = sub({ ...state.subscription, cancelAtPeriodEnd: true });
      }
      return json(200, state);
    });
    const user = userEvent.setup();
    renderWithProviders(<TestPortalView />);
    expect(screen.getByTestId('test-mode-banner')).toBeTruthy();
    const current = await screen.findByTestId('test-portal-subscription');
    expect(within(current).getByText('Starter plan')).toBeTruthy();
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(screen.getByTestId('test-portal-renewal').textContent).toBe('Renews on 1 April 2026');

    const switchButton = screen.getByRole('button', { name: 'Switch plan' }) as HTMLButtonElement;
    expect(switchButton.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Pro/ }));
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(switchButton);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your plan was updated.'));
    expect(posts[0]).toEqual({ action: 'switch', plan: 'Pro', period: 'year' });
    expect(await within(screen.getByTestId('test-portal-subscription')).findByText('Pro plan')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.getByTestId('test-portal-renewal').textContent).toBe('Ends on 1 April 2026'));
    expect(posts[1]).toEqual({ action: 'cancel' });
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Return to Vitrine/ }).getAttribute('href')).toBe('/account?tab=billing');
  });

  it('says when there is no subscription', async () => {
    mockFetch(() => json(200, { subscription: null }));
    renderWithProviders(<TestPortalView />);
    expect(await screen.findByText('You have no paid subscription yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });
});
