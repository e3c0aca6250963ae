// The one step between held seats and payment: the page asks its server where the guest pays (the workspace's
// provider; the provider sends the guest back to the product's page with the outcome in the address).
import { api, type Held } from './api.js';
import { LANG } from './i18n.js';

/** Where the guest pays for a hold, or null while the workspace's provider cannot start a payment from the page. */
export async function startPayment(handle: string, slug: string, held: Held): Promise<string | null> {
  try {
    return (await api.pay(handle, held.code, { productSlug: slug, language: LANG })).data.url;
  } catch {
    return null;
  }
}

/** The provider's word on a payment, from the address it sent the guest back to. */
export function paymentOutcome(search: string): { outcome: string; order: string } | null {
  const q = new URLSearchParams(search);
  const outcome = q.get('payment');
  const order = q.get('order');
  return outcome && order ? { outcome, order } : null;
}
