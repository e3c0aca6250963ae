// Ticket tokens: what a ticket's QR code carries. Short enough for a small, easily scanned code (72 characters:
// `tc1.` and base64url of 51 bytes), signed with a key of the workspace kept only on the server, so it can be
// neither guessed nor forged, and bound to its workspace: a token verifies under its own workspace's key only.
//
//   byte 0        version (1)
//   bytes 1–16    the workspace's uuid
//   bytes 17–32   the booking's uuid
//   bytes 33–34   the traveller's index (big-endian), 0xffff for the whole booking
//   bytes 35–50   HMAC-SHA256 of bytes 0–34 under the workspace's key, truncated to 128 bits
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid, uuidOf } from '../../platform/ids.js';

export const TICKET_TOKEN_PREFIX = 'tc1.';
const VERSION = 1;
const UUID_BYTES = 16;
const PAYLOAD_BYTES = 1 + UUID_BYTES * 2 + 2;
const MAC_BYTES = 16;
const WHOLE_BOOKING = 0xffff;
/** The highest traveller index a token can name (the one above stands for the whole booking). */
export const MAX_TOKEN_TRAVELLER = WHOLE_BOOKING - 1;

/** What a ticket admits: one traveller of a booking (by index), or all of them. */
export interface TicketClaim {
  workspaceId: string;
  bookingId: string;
  traveller: number | 'all';
}

const uuidBytes = (id: string) => Buffer.from(uuidOf(id).replace(/-/g, ''), 'hex');

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const mac = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

/** The token of `claim`, signed with the workspace's key. */
export function signTicketToken(claim: TicketClaim, key: Buffer): string {
  const { traveller } = claim;
  if (traveller !== 'all' && !(Number.isInteger(traveller) && traveller >= 0 && traveller <= MAX_TOKEN_TRAVELLER))
    throw new RangeError(`traveller index out of range: ${traveller}`);
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  uuidBytes(claim.workspaceId).copy(payload, 1);
  uuidBytes(claim.bookingId).copy(payload, 1 + UUID_BYTES);
  payload.writeUInt16BE(traveller === 'all' ? WHOLE_BOOKING : traveller, 1 + UUID_BYTES * 2);
  return TICKET_TOKEN_PREFIX + Buffer.concat([payload, mac(key, payload)]).toString('base64url');
}

/** A well-formed token's claim, not yet verified, and what verifying it needs. */
export interface ParsedTicketToken {
  claim: TicketClaim;
  payload: Buffer;
  signature: Buffer;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Reads a token without trusting it: null unless it has the shape of one (prefix, length, version). Whitespace is
 * ignored, so a code typed from the ticket in groups reads the same. Who it claims to be is known only once
 * `verifyTicketToken` accepts it under the workspace's key.
 */
export function parseTicketToken(token: string): ParsedTicketToken | null {
  const compact = token.replace(/\s+/g, '');
  if (!compact.startsWith(TICKET_TOKEN_PREFIX)) return null;
  const body = compact.slice(TICKET_TOKEN_PREFIX.length);
  if (body.length !== Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3) || !BASE64URL.test(body)) return null;
  const bytes = Buffer.from(body, 'base64url');
  // Only the canonical spelling: another encoding of the same bytes is not the token that was issued.
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== body) return null;
  if (bytes.readUInt8(0) !== VERSION) return null;
  const traveller = bytes.readUInt16BE(1 + UUID_BYTES * 2);
  const workspace = uuidText(bytes.subarray(1, 1 + UUID_BYTES));
  const booking = uuidText(bytes.subarray(1 + UUID_BYTES, 1 + UUID_BYTES * 2));
  if (!isUuid(workspace) || !isUuid(booking)) return null;
  return {
    claim: {
      workspaceId: `ws_${workspace}`,
      bookingId: `book_${booking}`,
      traveller: traveller === WHOLE_BOOKING ? 'all' : traveller,
    },
    payload: bytes.subarray(0, PAYLOAD_BYTES),
    signature: bytes.subarray(PAYLOAD_BYTES),
  };
}

/** True when the token was signed with `key` (compared in constant time). */
export function verifyTicketToken(token: ParsedTicketToken, key: Buffer): boolean {
  return timingSafeEqual(mac(key, token.payload), token.signature);
}
