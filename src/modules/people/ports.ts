// What people need of other areas for a person's data rights (docs/CONVENTIONS.md, "Wiring"): each area holding
// personal data answers for its own tables (src/platform/personal-data.ts), and the audit log records the requests.
import type { Executor } from '../../platform/db/index.js';
import type { Actor } from '../../platform/identity.js';
import type { DataSubject, PersonalDataHolder } from '../../platform/personal-data.js';

export interface DataRightsPorts {
  /** The bookings whose customer the person is: the other areas find messages and invoices through them. */
  customerBookingIds(executor: Executor, subject: Omit<DataSubject, 'bookingIds' | 'retained'>): Promise<string[]>;
  /** Every area that holds personal data, bookings first. */
  holders: readonly PersonalDataHolder[];
  /** One audit entry, written with `executor` (the request's transaction): who, when, which person; no personal data. */
  audit(
    executor: Executor,
    entry: {
      workspaceId: string;
      actor: Actor;
      ip: string | null;
      action: 'person.exported' | 'person.erased';
      personId: string;
    },
  ): Promise<void>;
}

/** Who asks: the request's caller and address. */
export interface Requester {
  actor: Actor;
  ip: string | null;
}
