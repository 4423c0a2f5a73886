/** Language of API messages from Accept-Language (pt default). */
import { describe, expect, it } from 'vitest';
import { languageFromHeader, translator } from './i18n';

describe('languageFromHeader', () => {
  it('picks the best supported language by q-value', () => {
    expect(languageFromHeader('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromHeader('it-IT,it;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(languageFromHeader('en;q=0.2,es;q=0.9')).toBe('es');
  });

  it('falls back to pt', () => {
    expect(languageFromHeader(undefined)).toBe('pt');
    expect(languageFromHeader('ja,zh;q=0.8')).toBe('pt');
    expect(languageFromHeader('fr;q=0')).toBe('pt');
  });

  it('translates error messages with their values', () => {
    expect(translator('fr')('errors:insufficientCredits', { required: 3, balance: 1 })).toBe('Crédits insuffisants. Nécessaire : 3. Votre solde : 1.');
  });
});
