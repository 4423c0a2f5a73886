/**
 * Contract of the public site routes: what the legal pages read
 * (GET /site/legal) and what the landing page counts and shows (GET /site/landing). Both answer
 * without a session.
 */
import { z } from 'zod';

/** What a processor receives data for. */
export const PROCESSOR_PURPOSES = ['scenarioIdeas', 'images', 'videos', 'payments', 'email'] as const;
export type ProcessorPurpose = (typeof PROCESSOR_PURPOSES)[number];

/** A third party that receives users' data on this instance because the operator configured it. */
export const processorSchema = z
  .object({
    id: z.string().meta({ description: "Stable id: 'openai', 'gemini', 'fal', 'stripe', 'smtp', 'openai-compatible' or the engine's name" }),
    name: z.string().meta({ description: 'Display name (a company, or the host of a self-chosen endpoint)' }),
    host: z.string().nullable().meta({ description: 'Host the data is sent to, when known' }),
    purposes: z.array(z.enum(PROCESSOR_PURPOSES)),
  })
  .meta({ id: 'Processor' });
export type Processor = z.infer<typeof processorSchema>;

/** Why a cookie exists. */
export const COOKIE_PURPOSES = ['session', 'dontRemember', 'sessionCache', 'accountCache', 'oauthState', 'impersonation', 'sidebar'] as const;
export type CookiePurpose = (typeof COOKIE_PURPOSES)[number];

/** A cookie this instance may set, as the code sets it. */
export const cookieInfoSchema = z
  .object({
    name: z.string(),
    purpose: z.enum(COOKIE_PURPOSES),
    maxAgeSeconds: z.number().int().nullable().meta({ description: 'Lifetime in seconds; null: until the browser is closed' }),
    httpOnly: z.boolean().meta({ description: 'Not readable by the page' }),
    setBy: z.enum(['server', 'browser']),
  })
  .meta({ id: 'CookieInfo' });
export type CookieInfo = z.infer<typeof cookieInfoSchema>;

/** GET /site/legal: the configured operator and the facts the privacy, terms and cookie pages state. */
export const legalInfoSchema = z
  .object({
    operator: z.object({
      name: z.string().nullable().meta({ description: 'OPERATOR_NAME; null when not configured' }),
      email: z.string().nullable().meta({ description: 'OPERATOR_EMAIL; null when not configured' }),
      address: z.string().nullable().meta({ description: 'OPERATOR_ADDRESS; null when not configured' }),
    }),
    publicUrl: z.string(),
    processors: z.array(processorSchema),
    cookies: z.array(cookieInfoSchema),
    retention: z.object({
      sessionDays: z.number().int().meta({ description: 'A session lasts this many days, renewed while in use' }),
      confirmationLinkHours: z.number().int(),
      passwordResetLinkMinutes: z.number().int(),
    }),
    payments: z.enum(['stripe', 'test', 'none']).meta({ description: 'How plans are paid on this instance' }),
    moneyBackDays: z.number().int(),
  })
  .meta({ id: 'LegalInfo' });
export type LegalInfo = z.infer<typeof legalInfoSchema>;

/** A testimonial the operator configured (LANDING_SHOWCASE_FILE); shown as written. */
export const testimonialSchema = z
  .object({
    quote: z.string().min(1).max(600),
    name: z.string().min(1).max(120),
    role: z.string().max(160).optional(),
    language: z.string().max(10).optional().meta({ description: 'Language of the quote (BCP 47), for the page' }),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A customer or partner the operator configured, shown as a wordmark. */
export const partnerSchema = z
  .object({
    name: z.string().min(1).max(80),
    url: z.url({ protocol: /^https?$/ }).optional(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

/** The landing showcase file's shape (LANDING_SHOWCASE_FILE). */
export const showcaseSchema = z.object({
  testimonials: z.array(testimonialSchema).max(12).default([]),
  partners: z.array(partnerSchema).max(24).default([]),
});
export type Showcase = z.infer<typeof showcaseSchema>;

/** GET /site/landing: this instance's own counts and the configured showcase. */
export const landingInfoSchema = z
  .object({
    stats: z.object({
      images: z.number().int().meta({ description: 'Images generated on this instance' }),
      videos: z.number().int().meta({ description: 'Videos finished on this instance' }),
      accounts: z.number().int().meta({ description: 'Accounts with a confirmed email' }),
    }),
    countedAt: z.string().meta({ description: 'When the counts were taken (ISO 8601); they are cached for a few minutes' }),
    testimonials: z.array(testimonialSchema),
    partners: z.array(partnerSchema),
  })
  .meta({ id: 'LandingInfo' });
export type LandingInfo = z.infer<typeof landingInfoSchema>;
