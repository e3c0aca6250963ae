// The one catalogue of background jobs: each job kind and the payload its handler receives, which types
// `jobs.enqueue` and every handler (src/platform/jobs.ts). A kind enqueued or handled without an entry here fails
// the build.
import type { HoldExpiryJob } from './bookings/booking-service.js';
import type { PaymentWorkflowJob } from './bookings/payment-service.js';
import type { SeatHoldExpiryJob } from './bookings/seat-hold-service.js';
import type { GalleryJobPayload } from './gallery/service.js';
import type { InvoiceRenderJob } from './billing/invoice-documents.js';
import type { AvailabilityPushJob } from './catalog/availability-changes.js';
import type { DeliveryJob } from './webhooks/delivery-service.js';
import type { HoldReminderJob, SendJob } from './messages/service.js';
import type { BackupJob } from './backups/schedule.js';
import type { VerifyJob } from './integrity/service.js';

declare module '../platform/jobs.js' {
  interface JobCatalogue {
    /** A confirmed payment's booking, invoice and contract number (bookings). */
    'bookings.payment.workflow': PaymentWorkflowJob;
    /** Expires an on-hold booking whose hold has lapsed, giving its seats back (bookings). */
    'bookings.hold.expire': HoldExpiryJob;
    /** Lapses a wizard submission's unpaid seat hold, giving its seats back (bookings). */
    'bookings.seat-hold.expire': SeatHoldExpiryJob;
    /** Sends a product's availability.changed for the departures changed since its last one (catalog). */
    'catalog.availability.push': AvailabilityPushJob;
    /** Verifies an upload's stored copy (gallery). */
    'gallery.file.process': GalleryJobPayload;
    /** Removes a deleted file's bytes (gallery). */
    'gallery.file.delete': GalleryJobPayload;
    /** One webhook delivery attempt (webhooks). */
    'webhook.deliver': DeliveryJob;
    /** One sending attempt of a guest email (messages). */
    'message.send': SendJob;
    /** Reminds a wizard customer whose unpaid seat hold is about to lapse (messages). */
    'message.hold-reminder': HoldReminderJob;
    /** Renders and stores an issued invoice's PDF from the details frozen as it was issued (billing). */
    'billing.invoice.render': InvoiceRenderJob;
    /** Takes a scheduled backup into BACKUP_DIR, rotates, and enqueues the next one (backups). */
    'backups.take': BackupJob;
    /** The scheduled integrity check, which queues its successor (integrity). */
    'integrity.verify': VerifyJob;
  }
}
