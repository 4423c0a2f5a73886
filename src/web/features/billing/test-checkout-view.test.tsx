import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@web/test/render';
import { TestCheckoutView } from './test-checkout-view';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = 'cs_test_0123456789abcdef01234567';
const session = (status: 'open' | 'complete' | 'canceled') => ({ id: ID, plan: 'Plus', period: 'year', amount: 489.96, currency: 'EUR', status });

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/checkout/test/:id', element: <TestCheckoutView id={ID} /> },
      { path: '/success', element: <p>success page</p> },
      { path: '/cancel', element: <p>cancel page</p> },
    ],
    { initialEntries: [`/checkout/test/${ID}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('TestCheckoutView', () => {
  it('shows the test-mode banner, plan, period and amount; completing goes to the success page', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === `/api/v1/billing/test-checkout/${ID}/complete` && init?.method === 'POST') return json(200, { url: 'http://localhost:3000/success?session_id=' + ID });
      if (url === `/api/v1/billing/test-checkout/${ID}`) return json(200, session('open'));
      return json(404, {});
    });
    const user = userEvent.setup();
    const router = renderAt();
    expect(screen.getByTestId('test-mode-banner').textContent).toBe('Test mode - no payment is taken');
    const details = await screen.findByTestId('test-checkout-details');
    expect(details.textContent).toContain('Plus');
    expect(details.textContent).toContain('Yearly');
    expect(screen.getByTestId('test-checkout-amount').textContent?.replace(/\s/g, ' ')).toContain('€489.96');
    await user.click(screen.getByRole('button', { name: 'Complete test payment' }));
    expect(await screen.findByText('success page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?session_id=${ID}`);
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/complete') && i?.method === 'POST')).toBe(true);
  });

  it('cancelling goes to the cancel page', async () => {
    mockFetch((url, init) => {
      if (url.endsWith('/cancel') && init?.method === 'POST') return json(200, { url: '/cancel' });
      return json(200, session('open'));
    });
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancel page')).toBeTruthy();
  });

  it('explains an unknown checkout, and one already completed', async () => {
    mockFetch(() => json(404, { error: { code: 'not_found', message: 'Not found.' } }));
    renderAt();
    expect(await screen.findByText('Checkout not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');

    mockFetch(() => json(200, session('complete')));
    renderAt();
    await waitFor(() => expect(screen.getByText('This checkout is already complete')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Complete test payment' })).toBeNull();
  });
});
