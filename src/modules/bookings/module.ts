// The money path: bookings (seats, codes, the status machine, check-in and the departure's manifest), the
// asynchronous booking wizard, the payment provider's notifications and the workflow that turns a paid order into a
// confirmed, invoiced booking, and the booking analytics.
import type { Config } from '../../config.js';
import type { Module } from '../../platform/module.js';
import type { RateLimits } from '../../platform/rate-limits.js';
import { AnalyticsService } from './analytics-service.js';
import { analyticsRoutes } from './analytics-routes.js';
import { bookingRoutes } from './booking-routes.js';
import { checkInRoutes } from './check-in-routes.js';
import { CheckInService } from './check-in-service.js';
import { bookingsMigrations } from './migrations.js';
import { moneyRoutes } from './money-routes.js';
import { MoneyService } from './money-service.js';
import { paymentRoutes } from './payment-routes.js';
import { PAYMENT_WORKFLOW_JOB, PaymentsService, type PaymentsDeps } from './payment-service.js';
import type { BookingPorts } from './ports.js';
import { BookingsService, HOLD_EXPIRY_JOB } from './booking-service.js';
import { SEAT_HOLD_EXPIRY_JOB, SeatHoldsService } from './seat-hold-service.js';
import type { NotifyVerifier } from './verifiers.js';
import { contractAdapter, type ContractAdapterConfig } from './payment-provider-contract.js';
import { PaymentAccountsService, type PaymentAccountsDeps } from './payment-account-service.js';
import { paymentAccountRoutes } from './payment-account-routes.js';
import { testProvider } from './payment-provider-test.js';
import { testProviderRoutes } from './test-provider-routes.js';
import { WizardService } from './wizard-service.js';
import { wizardRoutes } from './wizard-routes.js';
import type { WizardSettingsReader } from './workspace-settings.js';
import { BOOKING_COUNTS } from './booking-store.js';

export interface BookingsDeps extends PaymentsDeps {
  config: PaymentsDeps['config'] &
    ContractAdapterConfig &
    PaymentAccountsDeps['config'] &
    Pick<
      Config,
      | 'wizardSessionTtlMinutes'
      | 'paymentNotifyRatePerMinute'
      | 'paymentNotifyRateBurst'
      | 'holdMinMinutes'
      | 'holdMaxMinutes'
      | 'holdDefaultMinutes'
    >;
  /** The counters the payment notification's per-address budget (PAYMENT_NOTIFY_RATE_*) is spent from. */
  limits: RateLimits;
  /** The booking wizard's workspace settings (its forms). */
  settings: WizardSettingsReader;
  /** Whether a workspace exists: an internal key's analytics may name any. */
  workspaceExists(id: string): Promise<boolean>;
  /** What bookings need of the catalog, forms, billing and the directory of people and organizations. */
  ports: BookingPorts;
  /** Replaces the verifier PAYMENT_NOTIFY_VERIFIER names (another provider's scheme). */
  verifier?: NotifyVerifier;
}

export interface BookingsModuleServices {
  bookings: BookingsService;
  checkIns: CheckInService;
  seatHolds: SeatHoldsService;
  wizard: WizardService;
  payments: PaymentsService;
  paymentAccounts: PaymentAccountsService;
  money: MoneyService;
  analytics: AnalyticsService;
}

export function createBookingsModule(deps: BookingsDeps): Module<BookingsModuleServices> {
  const bookings = new BookingsService(deps, deps.ports);
  const checkIns = new CheckInService(deps, bookings, deps.ports);
  const seatHolds = new SeatHoldsService(deps, deps.ports);
  // A submission a voucher pays whole is booked at once by the payment workflow (`payments`, built below).
  const wizard = new WizardService(deps, bookings, seatHolds, deps.settings, deps.ports, (ws, id) =>
    payments.runWorkflow(ws, id),
  );
  const money = new MoneyService(deps, bookings);
  const paymentAccounts = new PaymentAccountsService(deps);
  const payments = new PaymentsService(
    deps,
    bookings,
    seatHolds,
    money,
    deps.ports,
    contractAdapter(deps.config, deps.verifier),
    testProvider(),
    paymentAccounts,
  );
  const analytics = new AnalyticsService(deps, (id) => deps.workspaceExists(id));
  const services = { bookings, checkIns, seatHolds, wizard, payments, paymentAccounts, money, analytics };
  return {
    name: 'bookings',
    migrations: bookingsMigrations,
    countedLists: [BOOKING_COUNTS],
    services,
    routes(app) {
      bookingRoutes(app, bookings);
      moneyRoutes(app, money);
      checkInRoutes(app, checkIns);
      wizardRoutes(app, wizard);
      const notifyLimits = {
        perMinute: deps.config.paymentNotifyRatePerMinute,
        burst: deps.config.paymentNotifyRateBurst,
      };
      paymentRoutes(app, payments, { limits: deps.limits, notifyLimits });
      paymentAccountRoutes(app, paymentAccounts);
      testProviderRoutes(app, payments);
      analyticsRoutes(app, analytics);
    },
    jobs: {
      [PAYMENT_WORKFLOW_JOB]: (payload) => payments.runWorkflow(payload.workspaceId, payload.paymentSessionId),
      [HOLD_EXPIRY_JOB]: async (payload) => {
        await bookings.expireHold(payload.workspaceId, payload.bookingId);
      },
      [SEAT_HOLD_EXPIRY_JOB]: async (payload) => {
        await seatHolds.expire(payload.workspaceId, payload.seatHoldId);
      },
    },
    retention: [payments.retentionRule()],
  };
}
