// Opaque secrets handed to browsers (session cookies, password links): 32 random bytes, stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Emails compare trimmed and lower-cased. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
