/**
 * A confirmed, signed-in account made over HTTP against running Vitrine processes, as a browser
 * would: sign-up on one process, the confirmation link read from the development mailbox
 * (`GET /api/dev/mailbox`, loopback only) and opened, then sign-in. Used by tests, benchmarks and
 * the Node smoke run, which talk to real processes rather than an in-process app.
 */

export interface HttpUserOptions {
  /** Base URLs the steps are sent to, in turn (one process, or several behind no balancer). */
  bases: string[];
  /** The app's PUBLIC_URL: the Origin its state changes must carry. */
  origin: string;
  email: string;
  password: string;
  name?: string;
}

/**
 * Signs up, confirms and signs in. Output: the session cookie header and the user id.
 * @throws Error naming the step that failed (status or a missing email).
 */
export async function signUpOverHttp(options: HttpUserOptions): Promise<{ cookie: string; userId: string }> {
  const { bases, origin, email, password } = options;
  const base = (step: number) => bases[step % bases.length]!;
  const json = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${base(0)}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify({ name: options.name ?? 'Test User', email, password, callbackURL: '/email-confirmation' }) });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const mails = (await (await fetch(`${base(1)}/api/dev/mailbox`)).json()) as { to: string; links: string[] }[];
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no confirmation email to ${email}`);
  const verify = new URL(link);
  const confirmed = await fetch(`${base(2)}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  if (![200, 302].includes(confirmed.status)) throw new Error(`confirmation answered ${confirmed.status}`);
  const signIn = await fetch(`${base(3)}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, userId: ((await signIn.json()) as { user: { id: string } }).user.id };
}
