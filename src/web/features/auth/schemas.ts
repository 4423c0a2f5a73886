/**
 * Client-side validation of the account forms. Messages are translated by the caller.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** The two modes of the auth form. */
export type AuthMode = 'signUp' | 'signIn';

/** Values of the auth form (name and profession are used in sign-up mode only). */
export type AuthFormValues = { name: string; profession: string; email: string; password: string };

/** Schema for the auth form in the given mode. */
export function authFormSchema(mode: AuthMode, t: TFunction) {
  const email = z
    .string()
    .trim()
    .min(1, t('auth:validation.emailRequired'))
    .pipe(z.email(t('auth:validation.emailInvalid')));
  if (mode === 'signIn') {
    return z.object({
      name: z.string(),
      profession: z.string(),
      email,
      password: z.string().min(1, t('auth:validation.passwordRequired')),
    });
  }
  return z.object({
    name: z.string().trim().min(1, t('auth:validation.nameRequired')).max(100),
    profession: z.string().trim().max(100),
    email,
    password: z
      .string()
      .min(1, t('auth:validation.passwordRequired'))
      .min(PASSWORD_MIN_LENGTH, t('auth:validation.passwordMin')),
  });
}

/** Schema for choosing a new password (with confirmation). */
export function newPasswordSchema(t: TFunction) {
  return z
    .object({
      password: z
        .string()
        .min(1, t('auth:validation.passwordRequired'))
        .min(PASSWORD_MIN_LENGTH, t('auth:validation.passwordMin')),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('auth:validation.passwordsMismatch') });
}

/** Schema for a single email field (resend confirmation, request a new reset link). */
export function emailOnlySchema(t: TFunction) {
  return z.object({
    email: z.string().trim().min(1, t('auth:validation.emailRequired')).pipe(z.email(t('auth:validation.emailInvalid'))),
  });
}
