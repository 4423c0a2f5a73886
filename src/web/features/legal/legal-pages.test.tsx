/**
 * The legal pages state what GET /api/v1/site/legal says: the operator or a
 * visible 'not configured' notice naming the variables, the configured processors with what each
 * receives, every listed cookie, and the 14-day money-back guarantee with the operator's address.
 */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LegalInfo } from './api';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { AuthProvider } from '@web/features/auth/session';
import { json, mockFetch, renderWithProviders } from '@web/test/render';

const BASE: LegalInfo = {
  operator: { name: null, email: null, address: null },
  publicUrl: 'http://localhost:3000',
  processors: [],
  cookies: [
    { name: 'better-auth.session_token', purpose: 'session', maxAgeSeconds: 604800, httpOnly: true, setBy: 'server' },
    { name: 'better-auth.dont_remember', purpose: 'dontRemember', maxAgeSeconds: null, httpOnly: true, setBy: 'server' },
    { name: 'sidebar_state', purpose: 'sidebar', maxAgeSeconds: 604800, httpOnly: false, setBy: 'browser' },
  ],
  retention: { sessionDays: 7, confirmationLinkHours: 24, passwordResetLinkMinutes: 60 },
  payments: 'test',
  moneyBackDays: 14,
};

function serve(info: LegalInfo) {
  mockFetch((url) => {
    if (url.startsWith('/api/v1/site/legal')) return json(200, info);
    if (url.startsWith('/api/auth/get-session')) return json(200, null);
    return json(404, {});
  });
}

function renderPage(ui: ReactElement) {
  return renderWithProviders(<AuthProvider>{ui}</AuthProvider>);
}

describe('legal pages', () => {
  it('say plainly that the operator has not configured who they are, naming the variables', async () => {
    serve(BASE);
    renderPage(<PrivacyPage />);
    const notice = await screen.findByTestId('operator-not-configured');
    expect(notice.textContent).toContain('OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_ADDRESS');
    expect(screen.getByTestId('operator-name').textContent).toBe('Not provided yet');
    expect(screen.getByTestId('processors-none')).toBeTruthy();
    expect(screen.getByText(/A session lasts 7 days/)).toBeTruthy();
    expect(screen.getByTestId('privacy-tab-link').getAttribute('href')).toBe('/signin?next=%2Faccount%3Ftab%3Dprivacy');
  });

  it('show the configured operator and what each processor receives', async () => {
    serve({
      ...BASE,
      operator: { name: 'Loja Exemplo, Lda.', email: 'privacy@loja.example', address: 'Rua das Flores 10, 1200-195 Lisboa' },
      processors: [
        { id: 'openai', name: 'OpenAI', host: 'api.openai.com', purposes: ['scenarioIdeas', 'images'] },
        { id: 'stripe', name: 'Stripe', host: 'api.stripe.com', purposes: ['payments'] },
      ],
    });
    renderPage(<PrivacyPage />);
    expect((await screen.findByTestId('operator-name')).textContent).toBe('Loja Exemplo, Lda.');
    expect(screen.queryByTestId('operator-not-configured')).toBeNull();
    expect(screen.getByTestId('operator-address').textContent).toBe('Rua das Flores 101200-195 Lisboa');
    const processors = screen.getByTestId('processors');
    expect(within(processors).getByText(/Scenario ideas · Image generation/)).toBeTruthy();
    expect(within(processors).getByText(/Receives: your product photo, its cut-out mask/)).toBeTruthy();
    expect(within(processors).getByText(/Receives: your email address, the plan you choose/)).toBeTruthy();
  });

  it('list every cookie the server lists, with its lifetime', async () => {
    serve(BASE);
    renderPage(<CookiesPage />);
    const table = await screen.findByTestId('cookie-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(BASE.cookies.map((c) => c.name));
    expect(rows[0]!.textContent).toContain('7 days');
    expect(rows[1]!.textContent).toContain('until you close the browser');
    expect(screen.getByText('i18nextLng')).toBeTruthy();
  });

  it('state the 14-day money-back guarantee and where to ask for it', async () => {
    serve({ ...BASE, operator: { ...BASE.operator, email: 'billing@loja.example' }, payments: 'stripe' });
    renderPage(<TermsPage />);
    expect(await screen.findByText('14-day money-back guarantee')).toBeTruthy();
    expect(screen.getByText('Write to billing@loja.example from the address of your account.')).toBeTruthy();
    expect(screen.queryByTestId('terms-test-mode')).toBeNull();
  });
});
