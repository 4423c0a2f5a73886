/**
 * A support ticket's thread in Chromium, the user and an admin in separate browsers: the user sends
 * a request from Account → Help and support; the admin opens it in /admin/tickets and replies; the
 * user reads the reply in the request's conversation and adds a follow-up, which reopens it; the
 * admin reads the follow-up on the ticket page and closes the ticket; the user, whose conversation
 * was still open, is told the request is closed, and it takes no more messages. The admin comes
 * from ADMIN_EMAILS (playwright.config.ts), as on a real install.
 */
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

/** The admin of this journey (ADMIN_EMAILS in playwright.config.ts); no other journey signs it up. */
const ADMIN_EMAIL = 'e2e-support@example.com';

/** A message of the user's conversation, by who wrote it ('user' or 'support') and its text. */
const message = (page: Page, author: 'user' | 'support', text: string) =>
  page.locator(`[data-testid="ticket-message"][data-author="${author}"]`).filter({ hasText: text });

/** A block of the admin ticket page, by its heading. */
const adminBlock = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a ticket thread: the admin replies, the user follows up and the ticket reopens, the admin closes it and it takes no more messages', async ({ browser }) => {
  const subject = 'Invoice shows the wrong VAT number';
  const first = 'My March invoice shows VAT number PT123 instead of PT999.';
  const reply = 'Thanks for telling us. Which invoice number is it?';
  const followUp = 'It is invoice 2024-0315, paid by card.';
  const userEmail = newEmail('thread');

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();

  // The user sends a request.
  await signUpAndSignIn(user, 'Tomas Thread', userEmail, 'secret123');
  await user.goto('/account?tab=help');
  await user.getByLabel('Subject').fill(subject);
  await user.getByRole('radio', { name: 'Billing' }).click();
  await user.getByLabel('Message', { exact: true }).fill(first);
  await user.getByRole('button', { name: 'Send message' }).click();
  const sent = user.getByText(/^Message sent: request #\d+/).first();
  await expect(sent).toBeVisible();
  const number = /#(\d+)/.exec((await sent.textContent()) ?? '')![1]!;
  const row = (status: string) => user.getByRole('button', { name: `Request #${number}: ${subject} (${status}). Open the conversation` });
  await expect(row('Open')).toBeVisible();

  // The admin opens it from the ticket list and replies.
  await signUpAndSignIn(admin, 'Sam Support', ADMIN_EMAIL, 'secret123');
  await admin.goto('/admin/tickets');
  await admin.getByRole('link', { name: new RegExp(`^#${number} ${subject}`) }).click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
  await expect(adminBlock(admin, 'Tomas Thread').getByText(first)).toBeVisible();
  await expect(admin.getByText('Open', { exact: true })).toBeVisible();
  await admin.getByLabel('Reply', { exact: true }).fill(reply);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText(`Reply sent to ${userEmail}.`).first()).toBeVisible();
  await expect(adminBlock(admin, `Answer by ${ADMIN_EMAIL}`).getByText(reply)).toBeVisible();
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();

  // The user reads the reply in the conversation and follows up; the request is open again.
  await user.goto('/account?tab=help');
  await row('Answered').click();
  const thread = user.getByRole('list', { name: `Conversation of request #${number}` });
  await expect(thread.getByTestId('ticket-message')).toHaveCount(2);
  await expect(message(user, 'user', first).getByText('You', { exact: true })).toBeVisible();
  await expect(message(user, 'support', reply).getByText('Support', { exact: true })).toBeVisible();
  await expect(user.getByTestId('ticket-thread-status')).toHaveText('Answered');
  await expect(user.getByText('Your message reopens this request.')).toBeVisible();
  await user.getByLabel('Add a message').fill(followUp);
  await user.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(user.getByText('Message added to your request.').first()).toBeVisible();
  await expect(thread.getByTestId('ticket-message')).toHaveCount(3);
  await expect(message(user, 'user', followUp)).toBeVisible();
  await expect(user.getByTestId('ticket-thread-status')).toHaveText('Open');
  await expect(user.getByLabel('Add a message')).toHaveValue('');

  // The admin sees the follow-up on the ticket page, then closes the ticket.
  await admin.reload();
  await expect(adminBlock(admin, 'Follow-up from Tomas Thread').getByText(followUp)).toBeVisible();
  await expect(admin.getByText('Open', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Close ticket' }).click();
  await expect(admin.getByText('The ticket is closed.').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Close ticket' })).toBeHidden();
  await expect(adminBlock(admin, `Closed by ${ADMIN_EMAIL}`)).toBeVisible();
  await expect(admin.getByText('Closed', { exact: true })).toBeVisible();

  // The user's conversation was still open: the next message is refused, and the request shows as closed.
  await user.getByLabel('Add a message').fill('One more detail: the card ends in 4242.');
  await user.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(user.getByText('This request is closed, so it takes no more messages.', { exact: false }).first()).toBeVisible();
  await expect(user.getByTestId('ticket-thread-status')).toHaveText('Closed');
  await expect(user.getByText('This request is closed and takes no more messages. To ask something else, use the contact form above.')).toBeVisible();
  await expect(user.getByLabel('Add a message')).toHaveCount(0);
  await expect(thread.getByTestId('ticket-message')).toHaveCount(3);

  // Opened again later, it is still closed, and listed as such.
  await user.reload();
  await expect(user.getByTestId('ticket-closed-note')).toBeVisible();
  await expect(user.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  await user.getByRole('button', { name: 'All requests' }).click();
  await expect(row('Closed')).toBeVisible();

  await userContext.close();
  await adminContext.close();
});
