// The built-in test provider of sandbox workspaces: a page of this server (/pay/test/<order id>) where the guest
// chooses how the payment ends. Succeed and Fail make the notification a provider would send (the contract's JSON,
// status 3 or 12), signed with HMAC-SHA256 under a key of this process, and hand it to the same path as a
// provider's: verification (the real `hmac` verifier), audit, the session's state machine. Abandon sends nothing:
// the submission's seat hold lapses as it would at a real provider.
import { randomBytes } from 'node:crypto';
import { newId } from '../../platform/ids.js';
import { fromMinorUnits } from '../../platform/money.js';
import type { PaymentAdapter, VerifiedNotification } from './payment-adapters.js';
import { parseNotification } from './payment-provider-contract.js';
import type { PaymentSessionRow } from './payment-store.js';
import { hmacHexOf, hmacVerifier } from './verifiers.js';

export const TEST_PROVIDER = 'test';
export type TestOutcome = 'succeed' | 'fail' | 'abandon';

export interface TestProvider extends PaymentAdapter {
  /** The signed notification the page's Succeed or Fail sends: its bytes and headers. */
  notification(
    session: PaymentSessionRow,
    outcome: 'succeed' | 'fail',
  ): { raw: Buffer; headers: Record<string, string> };
}

/** A guest's way back: a path of this server (the booking page), never another site (no open redirect). */
export function isReturnPath(value: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]{0,2000}$/.test(value);
}

export function testProvider(): TestProvider {
  // The page signs and verifies in one request of one process: a key of the process is all it needs.
  const key = randomBytes(32).toString('hex');
  const verifier = hmacVerifier(key);
  return {
    provider: TEST_PROVIDER,
    verifierName: verifier.name,
    async start(session, { returnUrl }) {
      const query = new URLSearchParams({ return: returnUrl });
      return { redirectUrl: `/pay/test/${encodeURIComponent(session.order_id)}?${query}` };
    },
    async verify({ raw, headers }): Promise<VerifiedNotification> {
      if (!(await verifier.verify(raw, headers))) return { verdict: 'rejected_signature' };
      return { verdict: 'received', read: () => parseNotification(raw) };
    },
    // Nothing moved, so nothing has to move back.
    async refund() {
      return { refundId: newId('tref') };
    },
    notification(session, outcome) {
      const succeed = outcome === 'succeed';
      const raw = Buffer.from(
        JSON.stringify({
          order: { orderID: session.order_id },
          payment: {
            status: succeed ? 3 : 12, // PAID, DECLINED
            ntpID: `test_${session.id}`,
            amount: fromMinorUnits(session.amount_minor, session.currency),
            currency: session.currency,
            message: succeed ? 'Test payment succeeded' : 'Test payment declined',
          },
        }),
      );
      return { raw, headers: { 'x-signature': hmacHexOf(key, raw) } };
    },
  };
}
