// Selling a workspace provider's product: a reseller books its catalog listing through POST /v1/bookings, and the
// seats come off the supplier's departure in the booking's own transaction. The supplier records the booking as
// a marketplace sale and sees its departure's capacity change (departure.capacity.changed in its workspace).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import type { EventOf } from '../../platform/events.js';
import { NotFoundError, UnprocessableError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { fromMinorUnits } from '../../platform/money.js';
import type { CatalogPort } from '../bookings/ports.js';
import type { CatalogServices } from '../catalog/module.js';
import { toDeparture } from '../catalog/departure-service.js';
import type { Sale } from './sale-schemas.js';
import { type SaleRow } from './sale-store.js';
import { productStore } from './product-store.js';
import { saleStore } from './sale-store.js';

interface Listing {
  marketplaceProductId: string;
  providerId: string;
  supplierWorkspaceId: string;
  supplierProductId: string;
}

/** The booking events that make or cancel a supplier's sale (a reseller's hold that lapses cancels it too). */
export const SALE_EVENTS = ['booking.created', 'booking.cancelled', 'booking.expired'] as const;

function toSale(row: SaleRow): Sale {
  return {
    id: row.id,
    bookingId: row.booking_id,
    bookingCode: row.booking_code,
    resellerWorkspaceId: row.reseller_workspace_id,
    providerId: row.provider_id,
    marketplaceProductId: row.marketplace_product_id,
    productId: row.product_id,
    departureId: row.departure_id,
    seats: row.seats,
    currency: row.currency,
    total: fromMinorUnits(Number(row.total_minor), row.currency),
    totalMinor: Number(row.total_minor),
    status: row.status,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  };
}

export class MarketplaceSales {
  constructor(
    private readonly deps: DataDeps,
    private readonly catalog: CatalogServices,
  ) {}

  /** The reseller's catalog listing of a workspace provider's product; null for anything else. */
  private async listing(db: Executor, workspaceId: string, productId: string): Promise<Listing | null> {
    const row = await productStore.listing(this.deps.db, db, workspaceId, productId);
    if (!row) return null;
    if (row.kind !== 'workspace' || !row.supplier_workspace_id) {
      throw new UnprocessableError('NOT_BOOKABLE', 'This marketplace product cannot be booked', {
        field: 'productId',
        message: `its provider (${row.kind}) has no bookable inventory`,
      });
    }
    return {
      marketplaceProductId: row.product_id,
      providerId: row.provider_id,
      supplierWorkspaceId: row.supplier_workspace_id,
      supplierProductId: row.external_product_id,
    };
  }

  /** The supplier workspace a departure a reseller books or releases belongs to; null when it is none of theirs. */
  private async supplierOf(tx: Tx, workspaceId: string, departureId: string): Promise<string | null> {
    for (const ws of await saleStore.supplierCandidates(tx, workspaceId, departureId)) {
      const found = await this.catalog.departures.row(tx, ws, departureId).then(
        () => true,
        (err: unknown) => {
          if (err instanceof NotFoundError) return false;
          throw err;
        },
      );
      if (found) return ws;
    }
    return null;
  }

  /**
   * Bookings' catalog port, extended to listings: a listing of a workspace provider's product is checked, priced
   * and takes its seats at the supplier (the supplier's product, departure and prices); everything else goes to
   * the catalog as before.
   */
  bookingPort(inner: CatalogPort): CatalogPort {
    return {
      loadForBooking: async (workspaceId, productId, departureId) => {
        const listing = await this.listing(this.deps.db.kysely, workspaceId, productId);
        if (!listing) return inner.loadForBooking(workspaceId, productId, departureId);
        const [own, supplier] = await Promise.all([
          this.catalog.products.row(this.deps.db.kysely, workspaceId, productId),
          inner.loadForBooking(listing.supplierWorkspaceId, listing.supplierProductId, departureId),
        ]);
        return {
          product: { id: own.id, title: own.title, type: own.type, category: own.category, status: own.status },
          departure: { ...supplier.departure, productId: own.id },
          price: supplier.price,
        };
      },
      // A manifest is of the workspace's own departures only.
      departure: (workspaceId, departureId) => inner.departure(workspaceId, departureId),
      // A departure belongs to one workspace: the booking's own (the common case) is tried first, and a supplier
      // is looked for only when the seats were not taken there.
      reserveSeats: async (tx, workspaceId, departureId, seats) => {
        if (await inner.reserveSeats(tx, workspaceId, departureId, seats)) return true;
        const supplier = await this.supplierOf(tx, workspaceId, departureId);
        if (!supplier || !(await inner.reserveSeats(tx, supplier, departureId, seats))) return false;
        await this.capacityChanged(tx, supplier, departureId, seats, workspaceId);
        return true;
      },
      // A reseller's lapsed hold is announced at the supplier as the sale's cancellation (its own event), not twice.
      releaseSeats: async (tx, workspaceId, departureId, seats, by) => {
        if (await inner.releaseSeats(tx, workspaceId, departureId, seats, by)) return true;
        const supplier = await this.supplierOf(tx, workspaceId, departureId);
        if (!supplier || !(await inner.releaseSeats(tx, supplier, departureId, seats))) return false;
        await this.capacityChanged(tx, supplier, departureId, -seats, workspaceId);
        return true;
      },
    };
  }

  /** departure.capacity.changed in the supplier's workspace: seats taken (or given back) by a reseller's booking. */
  private async capacityChanged(
    tx: Tx,
    supplierWorkspaceId: string,
    departureId: string,
    taken: number,
    resellerWorkspaceId: string,
  ): Promise<void> {
    const departure = toDeparture(await this.catalog.departures.row(tx, supplierWorkspaceId, departureId));
    await this.deps.outbox.emit(tx, supplierWorkspaceId, 'departure.capacity.changed', {
      ...departure,
      previousRemaining: Math.max(0, departure.capacity - (departure.bookedPax - taken)),
      seatsTaken: taken,
      reason: taken > 0 ? 'marketplace_sale' : 'marketplace_sale_cancelled',
      resellerWorkspaceId,
    });
  }

  /** A reseller's booking of a listing is recorded as the supplier's sale, and its cancellation (or lapse) too. */
  async bookingChanged(tx: Tx, event: EventOf<(typeof SALE_EVENTS)[number]>): Promise<void> {
    const { booking } = event.data;
    if (event.type === 'booking.cancelled' || event.type === 'booking.expired') {
      await saleStore.cancelSale(tx, event.workspace_id, booking.id, clock.iso());
      return;
    }
    const row = await productStore.listing(this.deps.db, tx, event.workspace_id, booking.product.id);
    if (!row?.supplier_workspace_id) return;
    await saleStore.insertSale(tx, {
      id: newId('mp_sale'),
      workspace_id: row.supplier_workspace_id,
      reseller_workspace_id: event.workspace_id,
      booking_id: booking.id,
      booking_code: booking.code,
      provider_id: row.provider_id,
      marketplace_product_id: row.product_id,
      product_id: row.external_product_id,
      departure_id: booking.departure.id,
      seats: booking.seats,
      currency: booking.pricing.currency,
      total_minor: booking.pricing.total_minor,
      status: 'active',
      created_at: clock.iso(),
      cancelled_at: null,
    });
  }

  /** The workspaces whose bookings may take seats on `supplierWorkspaceId`'s departures (the integrity check). */
  resellersOf(supplierWorkspaceId: string): Promise<string[]> {
    return saleStore.resellersOf(this.deps.db.kysely, supplierWorkspaceId);
  }

  /** The supplier's marketplace sales, newest first. */
  async list(workspaceId: string, page: Page): Promise<{ items: Sale[]; total: number }> {
    const { rows, total } = await saleStore.listSales(this.deps.db.kysely, workspaceId, page);
    return { items: rows.map(toSale), total };
  }
}
