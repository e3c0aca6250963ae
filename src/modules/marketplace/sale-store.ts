// SQL of marketplace sales: a supplier's record of each booking a reseller made of its products.
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page } from '../../platform/http/pagination.js';
import type { ProductsTables } from './product-store.js';

export type SalesTables = {
  marketplace_sales: {
    id: string;
    /** The supplier's workspace: the sale is its record. */
    workspace_id: string;
    reseller_workspace_id: string;
    booking_id: string;
    booking_code: string;
    provider_id: string;
    marketplace_product_id: string;
    /** The supplier's product. */
    product_id: string;
    departure_id: string;
    seats: number;
    currency: string;
    total_minor: number;
    status: 'active' | 'cancelled';
    created_at: string;
    cancelled_at: string | null;
  };
};

export type SaleRow = SalesTables['marketplace_sales'];

const t = (db: Executor) => db.withTables<ProductsTables & SalesTables>();

export const saleStore = {
  /**
   * The supplier workspaces a reseller's departure can belong to: those of the workspace providers it lists
   * products of, and those it has sold this departure of.
   */
  async supplierCandidates(db: Executor, resellerWorkspaceId: string, departureId: string): Promise<string[]> {
    const [listed, sold] = await Promise.all([
      t(db)
        .selectFrom('marketplace_enabled as e')
        .innerJoin('marketplace_providers as pr', 'pr.id', 'e.provider_id')
        .select('pr.supplier_workspace_id as ws')
        .distinct()
        .where('e.workspace_id', '=', resellerWorkspaceId)
        .where('pr.kind', '=', 'workspace')
        .execute(),
      t(db)
        .selectFrom('marketplace_sales')
        .select('workspace_id as ws')
        .distinct()
        .where('reseller_workspace_id', '=', resellerWorkspaceId)
        .where('departure_id', '=', departureId)
        .execute(),
    ]);
    return [...new Set([...sold, ...listed].map((r) => r.ws).filter((ws): ws is string => ws !== null))];
  },

  /**
   * The reseller workspaces whose bookings and holds may take seats on a supplier's departures: those listing
   * products of a workspace provider it supplies, and those that sold its products.
   */
  async resellersOf(db: Executor, supplierWorkspaceId: string): Promise<string[]> {
    const [listing, sold] = await Promise.all([
      t(db)
        .selectFrom('marketplace_enabled as e')
        .innerJoin('marketplace_providers as pr', 'pr.id', 'e.provider_id')
        .select('e.workspace_id as ws')
        .distinct()
        .where('pr.supplier_workspace_id', '=', supplierWorkspaceId)
        .where('pr.kind', '=', 'workspace')
        .execute(),
      t(db)
        .selectFrom('marketplace_sales')
        .select('reseller_workspace_id as ws')
        .distinct()
        .where('workspace_id', '=', supplierWorkspaceId)
        .execute(),
    ]);
    return [...new Set([...listing, ...sold].map((r) => r.ws))].filter((ws) => ws !== supplierWorkspaceId);
  },

  insertSale: (db: Executor, row: SaleRow) => t(db).insertInto('marketplace_sales').values(row).execute(),

  cancelSale: (db: Executor, resellerWorkspaceId: string, bookingId: string, at: string) =>
    t(db)
      .updateTable('marketplace_sales')
      .set({ status: 'cancelled', cancelled_at: at })
      .where('reseller_workspace_id', '=', resellerWorkspaceId)
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst(),

  async listSales(db: Executor, workspaceId: string, page: Page) {
    const q = t(db).selectFrom('marketplace_sales').where('workspace_id', '=', workspaceId);
    return listPage(db, q, { sort: { column: 'created_at', direction: 'desc' }, page });
  },
};
