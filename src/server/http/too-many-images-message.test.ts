/**
 * The Free plan's refusal says 'up to 1 image', not 'images': the message picks
 * its plural from the `count` the generations service passes with `max`.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/catalog';
import { translator } from '../i18n';
import { DomainError } from '../services/domain-error';
import { toAppError } from './domain-errors';

function message(language: (typeof LANGUAGES)[number], max: number): string {
  const error = toAppError(new DomainError('too_many_images', { max, count: max }));
  return translator(language)(`errors:${error.messageKey}`, error.params);
}

describe('too_many_images message', () => {
  it('is singular for the Free plan and plural for paid plans', () => {
    expect(message('en', 1)).toBe('Your plan allows up to 1 image per generation.');
    expect(message('en', 3)).toBe('Your plan allows up to 3 images per generation.');
    expect(message('pt', 1)).toBe('Seu plano permite até 1 imagem por geração.');
    expect(message('de', 1)).toBe('Dein Tarif erlaubt bis zu 1 Bild pro Generierung.');
    expect(message('fr', 1)).toBe("Votre formule permet jusqu'à 1 image par génération.");
    expect(message('es', 3)).toBe('Tu plan permite hasta 3 imágenes por generación.');
    for (const language of LANGUAGES) {
      expect(message(language, 1)).not.toBe(message(language, 3));
      expect(message(language, 1)).toContain('1');
    }
  });
});
