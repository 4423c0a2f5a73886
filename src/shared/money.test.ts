import { describe, expect, it } from 'vitest';
import { formatMinorAmount } from './money';

describe('formatMinorAmount', () => {
  it('divides by the currency’s own minor unit', () => {
    expect(formatMinorAmount(4900, 'eur', 'en-IE')).toBe('€49.00');
    expect(formatMinorAmount(4900, 'eur', 'de-DE')).toBe('49,00\u00a0€');
    expect(formatMinorAmount(500, 'jpy', 'en-US')).toBe('¥500');
    expect(formatMinorAmount(1999, 'usd', 'en-US')).toBe('$19.99');
  });
});
