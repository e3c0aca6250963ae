// The ticket token on its own (src/modules/documents/ticket-token.ts): compact, bound to its workspace's key, and
// refused when altered or malformed.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import {
  parseTicketToken,
  signTicketToken,
  verifyTicketToken,
  type TicketClaim,
} from '../../src/modules/documents/ticket-token.js';

describe('ticket tokens', () => {
  const key = randomBytes(32);
  const claim: TicketClaim = { workspaceId: newId('ws'), bookingId: newId('book'), traveller: 7 };

  it('round-trips the claim, 72 characters long, and verifies under its key only', () => {
    const token = signTicketToken(claim, key);
    expect(token).toMatch(/^tc1\.[A-Za-z0-9_-]{68}$/);
    const parsed = parseTicketToken(token)!;
    expect(parsed.claim).toEqual(claim);
    expect(verifyTicketToken(parsed, key)).toBe(true);
    expect(verifyTicketToken(parsed, randomBytes(32))).toBe(false);
    const all = parseTicketToken(signTicketToken({ ...claim, traveller: 'all' }, key))!;
    expect(all.claim.traveller).toBe('all');
    expect(verifyTicketToken(all, key)).toBe(true);
  });

  it('refuses every single-bit change, and what is not a token', () => {
    const bytes = Buffer.from(signTicketToken(claim, key).slice(4), 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const copy = Buffer.from(bytes);
      copy[i]! ^= 1 << (i % 8);
      const parsed = parseTicketToken(`tc1.${copy.toString('base64url')}`);
      // The version byte makes it unreadable; any other bit makes it fail verification.
      expect(parsed === null || !verifyTicketToken(parsed, key), `byte ${i}`).toBe(true);
    }
    for (const junk of ['', 'tc1.', 'tc1.AAAA', `tc1.${'A'.repeat(68)}=`, `TC1.${bytes.toString('base64url')}`])
      expect(parseTicketToken(junk)).toBeNull();
    expect(() => signTicketToken({ ...claim, traveller: 0xffff }, key)).toThrow(RangeError);
  });
});
