// The booking page settings' check against the data: every product id a PATCH names is one of the workspace's
// products (another workspace's id reads as unknown, never as someone else's).
import { parseId } from '../../platform/ids.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { BookingPageSettings } from './workspace-settings.js';

export async function verifyPageProducts(
  values: Partial<BookingPageSettings>,
  productsByIds: (ids: string[]) => Promise<Array<{ id: string }>>,
): Promise<void> {
  const ids = values.bookingPageProductIds;
  if (!ids?.length) return;
  const found = new Set(
    (await productsByIds(ids.map((id) => parseId(id, 'prod', 'bookingPageProductIds')))).map((p) => p.id),
  );
  const missing = ids.find((id) => !found.has(parseId(id, 'prod', 'bookingPageProductIds')));
  if (missing)
    throw new UnprocessableError('UNKNOWN_REFERENCE', 'Product not found', {
      field: 'bookingPageProductIds',
      message: `${missing} is not a product of this workspace`,
    });
}
