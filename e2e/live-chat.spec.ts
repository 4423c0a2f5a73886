/**
 * Live chat in Chromium, the user and support in two browser contexts: a Plus user (through the
 * free trial) starts a chat from Account → Help and support; the admin sees them waiting in
 * /admin/chats and opens the chat, so the user's message shows as read; each side sees the other
 * typing; support's answer reaches the user while they keep the page open; the user's network drops
 * and comes back, and the answer sent meanwhile arrives without a reload; an answer sent while the
 * user is elsewhere shows as a badge on the sidebar's Help entry, which leads to it; support closes
 * the chat and the user's box says so at once. The admin comes from ADMIN_EMAILS.
 */
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

/** The admin of this journey (ADMIN_EMAILS in playwright.config.ts); no other journey signs it up. */
const ADMIN_EMAIL = 'e2e-chat@example.com';

const bubble = (page: Page, author: 'user' | 'support', text: string) =>
  page.getByTestId('chat-transcript').locator(`[data-testid="chat-message"][data-author="${author}"]`).filter({ hasText: text });

test('a Plus user chats live with support: typing, read marks, a network drop, the unread badge and the closing', async ({ browser }) => {
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  for (const page of [user, admin]) await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));

  // A Plus trial opens live chat.
  await signUpAndSignIn(user, 'Clara Chat', newEmail('chat'), 'chat-journey-9');
  await user.goto('/pricing?trial=Plus');
  await user.getByRole('alertdialog').getByRole('button', { name: 'Start free trial' }).click();
  await expect(user).toHaveURL(/\/$/);

  await user.goto('/account?tab=help');
  const box = user.getByTestId('support-box');
  await expect(box.getByText('Chat with support')).toBeVisible();
  await expect(user.getByTestId('chat-presence')).toHaveText('Online');
  await expect(user.getByTestId('support-hours')).toContainText('Every day · 00:00–24:00');
  await user.getByLabel('Message to support').fill('Hello! My mug lost its handle in the cut-out.');
  await user.getByLabel('Message to support').press('Enter');
  await expect(bubble(user, 'user', 'Hello! My mug lost its handle in the cut-out.')).toBeVisible();
  const receipt = user.getByTestId('chat-receipt');
  await expect(receipt).toHaveText('Sent');
  await expect(user.getByTestId('chat-connection')).toHaveText('Live');

  // Support sees who is waiting and opens the chat: the user's message is read.
  await signUpAndSignIn(admin, 'Sam Chat', ADMIN_EMAIL, 'secret123');
  await admin.goto('/admin/chats');
  const row = admin.getByTestId('admin-chat-row').filter({ hasText: 'Clara Chat' });
  await expect(row).toContainText('Hello! My mug lost its handle in the cut-out.');
  await expect(row).toContainText(/Waiting \d+ min/);
  await expect(row).toContainText('Online');
  // The header holds the sections twice (an inline row from 1536 px, a scrolling row below): the shown one carries the count.
  await expect(admin.getByTestId('admin-chats-waiting-badge').filter({ visible: true })).toBeVisible();
  await row.click();
  await expect(admin.getByRole('heading', { name: /Chat #\d+ with Clara Chat/ })).toBeVisible();
  await expect(bubble(admin, 'user', 'Hello! My mug lost its handle in the cut-out.')).toBeVisible();
  await expect(receipt).toHaveText('Read');

  // Each side sees the other typing.
  await user.getByLabel('Message to support').pressSequentially('It is the white');
  await expect(admin.getByTestId('chat-typing')).toHaveText('Clara Chat is typing…');
  await admin.getByLabel('Reply').pressSequentially('Looking at it');
  await expect(user.getByTestId('chat-typing')).toHaveText('Support is typing…');
  await admin.getByLabel('Reply').fill('Looking at it now. Could you try the touch-up brush on the handle?');
  await admin.getByLabel('Reply').press('Enter');
  await expect(bubble(user, 'support', 'Could you try the touch-up brush on the handle?')).toBeVisible();
  await expect(user.getByTestId('chat-typing')).toHaveCount(0);
  await user.getByLabel('Message to support').fill('It is the white one. I will try.');
  await user.getByRole('button', { name: 'Send' }).click();
  await expect(bubble(admin, 'user', 'It is the white one. I will try.')).toBeVisible();

  // The user's network drops; what support sends meanwhile arrives once it is back, without a reload.
  await userContext.setOffline(true);
  await expect(user.getByTestId('chat-connection')).toHaveText('Reconnecting…');
  await admin.getByLabel('Reply').fill('Sent while you were offline: the brush is under Cut-out → Touch up.');
  await admin.getByLabel('Reply').press('Enter');
  await expect(bubble(admin, 'support', 'Sent while you were offline')).toBeVisible();
  await userContext.setOffline(false);
  await expect(bubble(user, 'support', 'Sent while you were offline')).toBeVisible();
  await expect(user.getByTestId('chat-connection')).toHaveText('Live');
  await expect(user.getByTestId('chat-transcript').getByTestId('chat-message')).toHaveCount(4);

  // Elsewhere in the app, a new answer shows on the Help entry, which leads to it.
  await user.goto('/library');
  await admin.getByLabel('Reply').fill('One more thing: the fix is live now.');
  await admin.getByLabel('Reply').press('Enter');
  await expect(bubble(admin, 'support', 'the fix is live now')).toBeVisible();
  await user.reload();
  const help = user.getByTestId('sidebar-help');
  await expect(help.getByTestId('sidebar-support-unread')).toHaveText('1');
  await expect(help).toHaveAccessibleName('Help: 1 unread reply from support');
  await help.click();
  await expect(user).toHaveURL(/\/account\?tab=help/);
  await expect(bubble(user, 'support', 'the fix is live now')).toBeVisible();
  await expect(help.getByTestId('sidebar-support-unread')).toHaveCount(0);

  // Support closes the chat; the user's box says so at once and offers a new one.
  await admin.getByRole('button', { name: 'Close chat' }).click();
  await expect(admin.getByText('This chat is closed.')).toBeVisible();
  await expect(user.getByText('Support closed this chat. It stays in your requests below.')).toBeVisible();
  await expect(user.getByLabel('Message to support')).toHaveCount(0);
  await user.getByRole('button', { name: 'Start a new chat' }).click();
  await expect(user.getByTestId('chat-start')).toBeVisible();

  await userContext.close();
  await adminContext.close();
});
