// The test provider's page: GET shows the order and the three choices, POST (a plain HTML form) applies the choice
// and sends the guest back. Public (the guest has no key) and sandbox-only; not part of the API document.
import type { Api } from '../../platform/module.js';
import { ValidationError } from '../../platform/errors.js';
import type { PaymentsService } from './payment-service.js';
import { withOutcome } from './payment-adapters.js';
import { isReturnPath, type TestOutcome } from './payment-provider-test.js';
import { testPaymentPage } from './test-provider-page.js';

const OUTCOMES: Record<TestOutcome, 'succeeded' | 'failed' | 'abandoned'> = {
  succeed: 'succeeded',
  fail: 'failed',
  abandon: 'abandoned',
};
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function returnPath(value: unknown): string {
  if (typeof value !== 'string' || !isReturnPath(value))
    throw new ValidationError('return', 'must be a path of this server (/…)');
  return value;
}

export function testProviderRoutes(app: Api, payments: PaymentsService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const route = { config: { public: true }, schema: { hide: true } };

    scope.get('/pay/test/:orderId', route, async (req, reply) => {
      const { orderId } = req.params as { orderId: string };
      const back = returnPath((req.query as Record<string, unknown>).return);
      const payment = await payments.testPayment(orderId);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .send(testPaymentPage(payment, back));
    });

    scope.post('/pay/test/:orderId', route, async (req, reply) => {
      const { orderId } = req.params as { orderId: string };
      const body = (req.body ?? {}) as Record<string, unknown>;
      const back = returnPath(body.return);
      const outcome = body.outcome;
      if (typeof outcome !== 'string' || !Object.hasOwn(OUTCOMES, outcome))
        throw new ValidationError('outcome', 'must be succeed, fail or abandon');
      await payments.testOutcome(orderId, outcome as TestOutcome, req.ip);
      return reply.redirect(withOutcome(back, OUTCOMES[outcome as TestOutcome], orderId), 303);
    });
  });
}
