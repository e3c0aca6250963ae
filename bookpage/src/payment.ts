// The one step between held seats and payment. Until a payment provider is wired (issue 29 §3), the page stops at
// "seats held — pay": the hold's order code is what a payment start will take.
import type { Held } from './api.js';

/** Where the guest pays for a hold: a redirect URL, or null while the workspace has no payment set up. */
export async function startPayment(_handle: string, _held: Held): Promise<string | null> {
  return null;
}
