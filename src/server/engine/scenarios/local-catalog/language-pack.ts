/**
 * Shape of one language's phrase tables for the local scenario engine and the motion-prompt helper.
 * Placeholders: {features}, {audience}, {colour}, {scenario}. Each pack quotes user text with its own
 * quotation marks (quote) and applies its own typography (finish), e.g. French non-breaking spaces.
 */
import type { Language, Style, TimeOfDay } from '../../../../shared/catalog';
import type { MotionIntent } from '../motion-intent';
import type { HueBucket } from '../colour';
import type { ProductShape, TemplateKey } from './templates';

export interface TemplateText {
  /** <= 40 characters. */
  title: string;
  /** One sentence, <= 140 characters. */
  summary: string;
  /** The core of the scene description (the rest is assembled by the engine). */
  scene: string;
}

export interface LanguagePack {
  language: Language;
  /** Wraps a cleaned fragment of user text in the language's quotation marks. */
  quote(text: string): string;
  /** Final typography pass over a whole assembled text. */
  finish(text: string): string;
  templates: Record<TemplateKey, TemplateText>;
  /** Sentences that weave the user's features and audience into the description; variants picked by seed. */
  weave: {
    both: readonly string[];
    features: readonly string[];
    audience: readonly string[];
    none: readonly string[];
  };
  lighting: Record<TimeOfDay, string>;
  style: Record<Style, string>;
  shape: Record<ProductShape, string>;
  /** Sentence naming the accent colour: contains {colour}. */
  accent: string;
  /** Colour names per hue bucket: [light tone, dark tone]. */
  colours: Record<HueBucket, readonly [string, string]>;
  motion: {
    moves: Record<MotionIntent, string>;
    subject: string;
    subjectWithFeatures: string;
    scenario: string;
    closing: string;
  };
}
