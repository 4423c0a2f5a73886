import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  it('opens what it sealed, never stores the plain text, and uses a new IV each time', () => {
    const box = createSecretBox('app-secret-1');
    const a = box.seal('shpat_0123456789abcdef');
    const b = box.seal('shpat_0123456789abcdef');
    expect(a).not.toContain('shpat');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('shpat_0123456789abcdef');
  });

  it('refuses a value altered or sealed under another secret', () => {
    const sealed = createSecretBox('app-secret-1').seal('token');
    expect(() => createSecretBox('app-secret-2').open(sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => createSecretBox('app-secret-1').open([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox('app-secret-1').open('garbage')).toThrow();
  });
});
