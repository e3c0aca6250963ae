// Vouchers: gift cards and credits with a ledger, redeemed and refunded atomically.
import type { DataDeps, Module } from '../../platform/module.js';
import { vouchersMigrations } from './migrations.js';
import { vouchersRoutes } from './routes.js';
import { VouchersService, type CustomerExists } from './service.js';
import { VOUCHER_COUNTS, VOUCHER_TRANSACTION_COUNTS } from './store.js';

export interface VouchersDeps extends DataDeps {
  /** Whether a person exists in the workspace (a voucher may belong to a customer). */
  customerExists: CustomerExists;
}

export function createVouchersModule(deps: VouchersDeps): Module<VouchersService> {
  const service = new VouchersService(deps, deps.customerExists);
  return {
    name: 'vouchers',
    migrations: vouchersMigrations,
    countedLists: [VOUCHER_COUNTS, VOUCHER_TRANSACTION_COUNTS],
    services: service,
    routes: (app) => vouchersRoutes(app, service),
  };
}
