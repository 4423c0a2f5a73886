/** Auth error messages: a banned account's refusal is shown in the user's language. */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@shared/locales/en/auth.json';
import de from '@shared/locales/de/auth.json';
import { describeAuthError } from './auth-errors';

// An instance of its own: the app's i18n (shared with the other web files) keeps its resources.
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'de', fallbackLng: 'en', resources: { en: { auth: en }, de: { auth: de } }, interpolation: { escapeValue: false } });
});

describe('describeAuthError', () => {
  it("translates better-auth's BANNED_USER refusal instead of showing its English message", () => {
    const info = describeAuthError({ code: 'BANNED_USER', status: 403, message: 'You have been banned from this application.' }, i18n.t);
    expect(info).toEqual({ kind: 'other', message: de.messages.banned, key: 'auth:messages.banned' });
    expect(info.message).not.toContain('banned from this application');
  });
});
