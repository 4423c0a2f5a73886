import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthForm, type AuthFormProps } from './auth-form';

type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mockFetch(handler: (url: string, init?: RequestInit) => Promise<Response> | Response): FetchMock {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function calls(fn: FetchMock, path: string) {
  return fn.mock.calls.filter(([input]) => String(input).includes(path));
}

function renderForm(props: AuthFormProps = {}, path = '/signup') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const utils = render(<AuthForm {...props} />, { wrapper });
  return { user, ...utils };
}

const submitButton = (name: RegExp) => screen.getByRole('button', { name });

describe('AuthForm', () => {
  it('opens in sign-up mode by default and toggles between the two modes', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByPlaceholderText('e.g., Designer, Developer, Marketer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByPlaceholderText('e.g., Designer, Developer, Marketer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('opens in the given default mode', () => {
    renderForm({ defaultMode: 'signIn' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
  });

  it('updates the password checklist live', async () => {
    const { user } = renderForm();
    const rule = screen.getByTestId('password-rule-minLength');
    expect(rule.textContent).toContain('At least 6 characters');
    expect(rule.getAttribute('data-met')).toBe('false');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(rule.getAttribute('data-met')).toBe('false');
    await user.type(screen.getByLabelText('Password'), 'def');
    expect(rule.getAttribute('data-met')).toBe('true');
    await user.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(rule.getAttribute('data-met')).toBe('false');
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('asks for the email before sending a reset link, without calling the server', async () => {
    const fetchMock = mockFetch(() => json(200, { status: true }));
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByTestId('auth-notice').textContent).toContain('Please enter your email above to reset your password.');
    expect(calls(fetchMock, '/request-password-reset')).toHaveLength(0);
  });

  it('sends the reset email for the address typed above', async () => {
    const fetchMock = mockFetch(() => json(200, { status: true }));
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(screen.getByTestId('auth-notice').textContent).toContain('If an account exists with this email, we have sent reset instructions.'),
    );
    const [, init] = calls(fetchMock, '/api/auth/request-password-reset')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', redirectTo: '/reset-password' });
  });

  it('disables the submit button with a spinner while signing in, then reports success', async () => {
    let release!: (r: Response) => void;
    const fetchMock = mockFetch((url) =>
      url.includes('/sign-in/email') ? new Promise<Response>((resolve) => (release = resolve)) : json(200, null),
    );
    const onSignedIn = vi.fn();
    const { user } = renderForm({ defaultMode: 'signIn', onSignedIn });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton(/^Sign in$/));

    await waitFor(() => expect((submitButton(/^Sign in$/) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('submit-spinner')).toBeTruthy();

    const [, init] = calls(fetchMock, '/api/auth/sign-in/email')[0]!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
    release(json(200, { token: 't', user: { id: 'u1', email: 'ana@example.com', name: 'Ana' } }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect((submitButton(/^Sign in$/) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('submit-spinner')).toBeNull();
  });

  it("maps invalid credentials to 'Incorrect email or password.'", async () => {
    mockFetch(() => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(submitButton(/^Sign in$/));
    await waitFor(() => expect(screen.getByTestId('auth-notice').textContent).toContain('Incorrect email or password.'));
  });

  it('offers to resend the confirmation email when the address is not confirmed', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/send-verification-email')
        ? json(200, { status: true })
        : json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
    );
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton(/^Sign in$/));
    const notice = await screen.findByTestId('auth-notice');
    expect(notice.textContent).toContain('Please confirm your email first');
    await user.click(within(notice).getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() => expect(calls(fetchMock, '/send-verification-email')).toHaveLength(1));
    const [, init] = calls(fetchMock, '/send-verification-email')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', callbackURL: '/?emailConfirmed=1' });
  });

  it('maps rate limiting to a translated message', async () => {
    mockFetch(() => json(429, { message: 'Too many requests. Please try again later.' }));
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton(/^Sign in$/));
    await waitFor(() => expect(screen.getByTestId('auth-notice').textContent).toContain('Too many attempts, try again in a minute'));
  });

  it('validates sign-up fields before calling the server', async () => {
    const fetchMock = mockFetch(() => json(200, {}));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(submitButton(/^Create account$/));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(calls(fetchMock, '/sign-up/email')).toHaveLength(0);
  });

  it('reports an already registered email', async () => {
    mockFetch(() => json(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' }));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton(/^Create account$/));
    await waitFor(() =>
      expect(screen.getByTestId('auth-notice').textContent).toContain('This email is already registered. Please try signing in.'),
    );
  });

  it('signs up with name and profession and then asks to check the email', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/api/dev/mailbox') ? json(200, []) : json(200, { token: null, user: { id: 'u1', email: 'ana@example.com' } }),
    );
    const onSignedUp = vi.fn();
    const { user } = renderForm({ onSignedUp });
    await user.type(screen.getByLabelText('Name'), ' Ana Lima ');
    await user.type(screen.getByPlaceholderText('e.g., Designer, Developer, Marketer'), 'Designer');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(submitButton(/^Create account$/));

    const panel = await screen.findByTestId('check-email');
    expect(panel.textContent).toContain('ana@example.com');
    expect(onSignedUp).toHaveBeenCalledWith('ana@example.com');
    const [, init] = calls(fetchMock, '/api/auth/sign-up/email')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      password: 'secret1',
      profession: 'Designer',
      callbackURL: '/?emailConfirmed=1',
    });
    expect(within(panel).getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
    // The dev mailbox answered 200, so the link is offered.
    expect(await within(panel).findByRole('link', { name: 'Open dev mailbox' })).toBeTruthy();
  });
});

describe('AuthForm on its way somewhere', () => {
  it('keeps the page a sign-up began on its way to (a trial) in the confirmation link, and drops an outside one', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/api/dev/mailbox') ? json(200, []) : json(200, { token: null, user: { id: 'u1', email: 'ana@example.com' } }),
    );
    const signUp = async (path: string) => {
      const { user, unmount } = renderForm({}, path);
      await user.type(screen.getByLabelText('Name'), 'Ana');
      await user.type(screen.getByLabelText('Email'), 'ana@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(submitButton(/^Create account$/));
      await screen.findByTestId('check-email');
      unmount();
      const sent = calls(fetchMock, '/api/auth/sign-up/email');
      return (JSON.parse(String(sent[sent.length - 1]![1]?.body)) as { callbackURL: string }).callbackURL;
    };
    expect(await signUp(`/signup?next=${encodeURIComponent('/pricing?trial=Plus')}`)).toBe('/?emailConfirmed=1&next=%2Fpricing%3Ftrial%3DPlus');
    expect(await signUp(`/signup?next=${encodeURIComponent('https://evil.example/pricing')}`)).toBe('/?emailConfirmed=1');
  });
});

describe('AuthForm language', () => {
  it('re-translates its inline message when the language changes', async () => {
    const { default: i18n } = await import('@web/i18n');
    const { user } = renderForm({ defaultMode: 'signIn' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByTestId('auth-notice').textContent).toContain('Please enter your email above to reset your password.');
    await act(() => i18n.changeLanguage('pt'));
    expect(screen.getByTestId('auth-notice').textContent).toContain('Digite seu e-mail acima para redefinir sua senha.');
    await act(() => i18n.changeLanguage('en'));
  });
});
