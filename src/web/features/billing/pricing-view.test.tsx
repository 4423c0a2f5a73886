import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { PricingView } from './pricing-view';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const auth = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; emailVerified: boolean } }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: auth.user, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));

const ANA = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
const me = (tier: string, subscribed: boolean) => ({ user: { ...ANA, profession: null }, tier, subscribed, subscriptionEnd: null, creditsBalance: 10 });

function card(tier: string) {
  return screen.getByTestId(`plan-${tier}`);
}
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  auth.user = null;
  toast.error.mockReset();
});

describe('PricingView', () => {
  it('shows the five plans with monthly prices, badges, guarantee, cards and rollover', () => {
    mockFetch(() => json(404, {}));
    renderWithProviders(<PricingView />);
    for (const tier of ['Free', 'Founders', 'Starter', 'Plus', 'Pro']) expect(card(tier)).toBeTruthy();
    expect(text(screen.getByTestId('price-Starter'))).toBe('€29');
    expect(text(screen.getByTestId('price-Founders'))).toBe('€19.99');
    expect(within(card('Plus')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('Founders')).getByText('Limited Time')).toBeTruthy();
    expect(within(card('Founders')).getByText('Lifetime pricing!')).toBeTruthy();
    expect(within(card('Pro')).getByText('For teams and agencies')).toBeTruthy();
    expect(within(card('Plus')).getByText('200 credits per month')).toBeTruthy();
    expect(within(card('Plus')).getByText('Commercial usage licence')).toBeTruthy();
    expect(within(card('Free')).getByText('1 image per generation')).toBeTruthy();
    expect(screen.getByText('14-day money-back guarantee')).toBeTruthy();
    expect(within(screen.getByTestId('accepted-cards')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Visa', 'MasterCard', 'American Express']);
    expect(screen.getByText('Unused credits carry over to the next month and never expire.')).toBeTruthy();
  });

  it('says plainly what priority generation means, on the plans that sell it only', () => {
    mockFetch(() => json(404, {}));
    renderWithProviders(<PricingView />);
    const hint = 'When the server is busy, your images, videos and packshots start before Free and Starter work waiting in the same turn. Every account takes turns, so one large batch never holds up everyone else.';
    for (const tier of ['Plus', 'Pro']) expect(text(within(card(tier)).getByText(/^Priority generation/))).toBe(`Priority generation${hint}`);
    for (const tier of ['Free', 'Founders', 'Starter']) expect(within(card(tier)).queryByText(hint)).toBeNull();
  });

  it('lists what credits buy: each image quality and a video, from the plans data', () => {
    mockFetch(() => json(404, {}));
    renderWithProviders(<PricingView />);
    const table = screen.getByTestId('credit-costs');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Image, low quality', '1 credit per image'],
      ['Image, medium quality', '2 credits per image'],
      ['Image, high quality', '3 credits per image'],
      ['Video, 5-10 seconds in 1080p', '5 credits per video'],
    ]);
    expect(screen.getByTestId('credit-costs-example').textContent).toBe('Example: 3 high-quality images use 9 credits.');
    expect(screen.getByText(/1 to 3 credits per image depending on quality/)).toBeTruthy();
  });

  it('switches the cards between monthly and yearly prices', async () => {
    mockFetch(() => json(404, {}));
    const user = userEvent.setup();
    renderWithProviders(<PricingView />);
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    expect(within(card('Starter')).getByText('/month')).toBeTruthy();
    expect(screen.queryByTestId('yearly-Starter')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(text(screen.getByTestId('price-Starter'))).toBe('€290.04');
    expect(within(card('Starter')).getByText('/year')).toBeTruthy();
    expect(text(screen.getByTestId('yearly-Starter'))).toContain('€24.17/month, billed yearly');
    expect(text(screen.getByTestId('yearly-Starter'))).toContain('Save 17%');
    expect(text(screen.getByTestId('price-Pro'))).toBe('€990');
    // No saving on Founders: the same price, billed once a year.
    expect(text(screen.getByTestId('yearly-Founders'))).toContain('Same price, billed once a year');

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(text(screen.getByTestId('price-Starter'))).toBe('€29');
  });

  it('sends signed-out visitors to sign up', () => {
    mockFetch(() => json(404, {}));
    renderWithProviders(<PricingView />);
    // A plan with a free trial: sign up, then back to /pricing to confirm it.
    const trial = within(card('Plus')).getByRole('link', { name: /Start Your Trial/ });
    expect(trial.getAttribute('href')).toBe(`/signup?next=${encodeURIComponent('/pricing?trial=Plus')}`);
    expect(within(card('Free')).getByRole('link', { name: /Start for free/ }).getAttribute('href')).toBe('/signup');
    // The Founders offer has no trial: its button says so.
    expect(within(card('Founders')).getByRole('link', { name: /Get started/ }).getAttribute('href')).toBe('/signup');
  });

  it('starts a checkout for a Free user and goes to the payment page', async () => {
    auth.user = ANA;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
    const fetch = mockFetch((url, init) => {
      if (url === '/api/v1/me') return json(200, me('Free', false));
      if (url === '/api/v1/billing/checkout' && init?.method === 'POST') return json(200, { url: 'https://checkout.stripe.com/c/pay/cs_live_1' });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderWithProviders(<PricingView />);
    const current = await within(card('Free')).findByRole('button', { name: /Current plan/ });
    expect((current as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await user.click(within(card('Plus')).getByRole('button', { name: 'Upgrade to Plus' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1'));
    const call = fetch.mock.calls.find(([u]) => String(u) === '/api/v1/billing/checkout');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: 'Plus', period: 'year' });
    // The clicked button keeps its spinner while the page is left.
    expect(within(card('Plus')).getByRole('button', { name: 'Upgrade to Plus' }).getAttribute('aria-busy')).toBe('true');
  });

  it('lets a Free user who never had one start a free trial, after a confirmation that says what follows', async () => {
    auth.user = ANA;
    let trialStarted = false;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/v1/me') return json(200, me(trialStarted ? 'Plus' : 'Free', false));
      if (url === '/api/v1/billing') return json(200, { tier: 'Free', period: null, mode: 'test', trialAvailable: !trialStarted, trial: null });
      if (url === '/api/v1/billing/trial' && init?.method === 'POST') {
        trialStarted = true;
        return json(201, { tier: 'Plus', credits: 50, startedAt: '2026-11-29T12:00:00Z', endsAt: '2026-12-06T12:00:00Z', active: true, outcome: null });
      }
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderWithProviders(<PricingView />);
    // Plans with a trial offer it first; the Founders offer has none.
    const tryFree = await within(card('Plus')).findByRole('button', { name: 'Try free for 7 days' });
    expect(within(card('Plus')).getByRole('button', { name: 'Upgrade to Plus' })).toBeTruthy();
    expect(within(card('Founders')).queryByRole('button', { name: /Try free/ })).toBeNull();
    await user.click(tryFree);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You get 50 trial credits and everything Plus includes until');
    expect(dialog.textContent).toContain('No card is needed.');
    await user.click(within(dialog).getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('Your Plus trial is on until')));
    const call = fetch.mock.calls.find(([u]) => String(u) === '/api/v1/billing/trial');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: 'Plus' });
  });

  it('shows the server message when checkout fails, and offers the portal when a subscription exists', async () => {
    auth.user = ANA;
    mockFetch((url) => {
      if (url === '/api/v1/me') return json(200, me('Free', false));
      if (url === '/api/v1/billing/checkout') return json(409, { error: { code: 'subscription_exists', message: 'You already have a subscription.' } });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderWithProviders(<PricingView />);
    await user.click(await within(card('Starter')).findByRole('button', { name: 'Upgrade to Starter' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You already have a subscription.', expect.objectContaining({ action: expect.objectContaining({ label: 'Change plan' }) })));
    // The button is usable again.
    expect((within(card('Starter')).getByRole('button', { name: 'Upgrade to Starter' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks a paying user’s plan as current and changes plan through the portal', async () => {
    auth.user = ANA;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
    const fetch = mockFetch((url, init) => {
      if (url === '/api/v1/me') return json(200, me('Plus', true));
      if (url === '/api/v1/billing') return json(200, { tier: 'Plus', period: 'month', mode: 'stripe' });
      if (url === '/api/v1/billing/portal' && init?.method === 'POST') return json(200, { url: 'https://billing.stripe.com/p/session_1' });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    });
    const user = userEvent.setup();
    renderWithProviders(<PricingView />);
    expect(((await within(card('Plus')).findByRole('button', { name: /Current plan/ })) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Free')).queryByRole('button')).toBeNull();
    expect(within(card('Free')).queryByRole('link')).toBeNull();
    await user.click(within(card('Pro')).getByRole('button', { name: 'Change plan: Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'));
    expect(fetch.mock.calls.some(([u]) => String(u) === '/api/v1/billing/checkout')).toBe(false);
  });
});
