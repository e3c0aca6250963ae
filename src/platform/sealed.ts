// Secrets at rest: AES-256-GCM under a key from the environment, bound to the record they belong to (the
// additional authenticated data), so a sealed value copied onto another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../config.js';

const VERSION = 'v1';

/** A 32-byte key written as 64 hex digits or base64 (`openssl rand -base64 32`); anything else is a setting error. */
export function sealingKey(env: string, text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value))
    throw new ConfigError(env, 'must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)');
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the JSON of `value`, authenticated together with `bound`. */
export function seal(key: Buffer, bound: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(bound, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The value `seal` sealed; throws when the key, the record it is bound to or a byte of it differs. */
export function unseal<T>(key: Buffer, bound: string, sealed: string): T {
  const [version, iv, tag, ct] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ct === undefined)
    throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
