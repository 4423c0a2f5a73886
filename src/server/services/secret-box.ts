/**
 * Secrets kept at rest encrypted (a shop's access token): AES-256-GCM (NIST SP 800-38D) with a key
 * derived from the app secret by HKDF-SHA256 (RFC 5869) for this one use, a random 96-bit IV per
 * value and the 128-bit tag checked on opening. Node's own crypto; no secret is ever logged.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals and opens short secrets. */
export interface SecretBox {
  /** `plain` encrypted: "iv.tag.ciphertext", each base64url. */
  seal(plain: string): string;
  /** The secret sealed in `sealed`. @throws Error when it was altered or sealed with another key. */
  open(sealed: string): string;
}

/** A box whose key is derived from `appSecret` (AUTH_SECRET) and `purpose`. */
export function createSecretBox(appSecret: string, purpose = 'vitrine shop tokens'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'vitrine-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) throw new Error('sealed secret malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
