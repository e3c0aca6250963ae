// A departure's page: its facts in the workspace's time zone, its capacity and sales cut-off (the API refuses a
// capacity below the seats booked, said beside the field), closing it out and reopening it, cancelling it (after a
// dialog that has loaded what happens to its bookings), and its manifest.
import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { count, money } from '../format.js';
import { ConfirmDialog, ErrorLine, Loading, Notice, PageTitle, useLoad } from '../ui.js';
import { dateLabel, localOf, whenIn } from './calendar-dates.js';
import { allPages, cutoffText, loadOf, loadText, salesStatuses, type Departure } from './calendar-data.js';
import { LoadBadge, useWorkspace } from './calendar.js';
import { CutoffField, InputField } from './calendar-dialogs.js';
import { Manifest } from './departure-manifest.js';
import './calendar.css';

export function DeparturePage({ id }: { id: string }) {
  const workspace = useWorkspace();
  const loaded = useLoad(async () => {
    const departure = (await api.GET('/v1/departures/{id}', { params: { path: { id } } })).data.data;
    const product = (await api.GET('/v1/products/{id}', { params: { path: { id: departure.productId } } })).data.data;
    return { departure, product };
  }, [id]);
  const tz = workspace.data?.timezone;
  const d = loaded.data?.departure;
  const day = d && tz ? localOf(d.startAt, tz).date : undefined;

  return (
    <section class="departure-page">
      <p class="crumbs">
        <a href={href('/calendar', { product: d?.productId, date: day })}>Calendar</a> ›
      </p>
      <PageTitle>
        {loaded.data && tz ? `${loaded.data.product.title}, ${whenIn(d!.startAt, tz)}` : 'Departure'}
      </PageTitle>
      <ErrorLine error={workspace.error ?? loaded.error} />
      {(!loaded.data || !workspace.data) && !loaded.error && !workspace.error && <Loading what="the departure" />}
      {loaded.data && tz && (
        <DepartureDetails
          departure={loaded.data.departure}
          timeZone={tz}
          productTitle={loaded.data.product.title}
          onChanged={loaded.reload}
        />
      )}
    </section>
  );
}

function DepartureDetails(props: {
  departure: Departure;
  timeZone: string;
  productTitle: string;
  onChanged: () => void;
}) {
  const { can } = useSession();
  const d = props.departure;
  const tz = props.timeZone;
  const day = localOf(d.startAt, tz).date;
  const dateText = dateLabel(day, { dateStyle: 'full' });
  const sales = useLoad(() => salesStatuses([d.productId], day, day), [d.id, d.updatedAt]);
  const [notice, setNotice] = useState<string | null>(null);
  const load = sales.data ? loadOf(d, sales.data) : null;
  const changed = (text: string) => {
    setNotice(text);
    props.onChanged();
  };

  return (
    <>
      <div class="card">
        <div class="status-line">
          {load && <LoadBadge load={load} />}
          <span>
            <strong>{loadText(d)}</strong> booked, {count(d.remaining)} seat{d.remaining === 1 ? '' : 's'} left
          </span>
        </div>
        <dl class="facts">
          <dt>Product</dt>
          <dd>
            <a href={href('/calendar', { product: d.productId, date: day })}>{props.productTitle}</a>
          </dd>
          <dt>Starts</dt>
          <dd>{whenIn(d.startAt, tz)}</dd>
          <dt>Ends</dt>
          <dd>{whenIn(d.endAt, tz)}</dd>
          <dt>Time zone</dt>
          <dd>{tz}</dd>
          <dt>Sales cut-off</dt>
          <dd>
            {cutoffText(d.salesCutoffMinutes)}
            {d.salesCloseAt && <span class="muted"> (sales close {whenIn(d.salesCloseAt, tz)})</span>}
          </dd>
          {d.meetingPoint && (
            <>
              <dt>Meeting point</dt>
              <dd>
                {d.meetingPoint.name}
                {d.meetingPoint.address && <span class="muted">, {d.meetingPoint.address}</span>}
              </dd>
            </>
          )}
        </dl>
        {d.status === 'cancelled' && d.bookedPax > 0 && (
          <p class="warning">
            Cancelled with {count(d.bookedPax)} seat{d.bookedPax === 1 ? '' : 's'} still booked: move each booking (from
            the manifest) to another departure, or cancel them.
          </p>
        )}
        <Notice text={notice} />
        <ErrorLine error={sales.error} />
      </div>
      {can('inventory:write') && d.status !== 'cancelled' && (
        <div class="card no-print">
          <h2>Change</h2>
          <EditForm departure={d} onSaved={() => changed('Saved.')} />
          <h3>Sales</h3>
          <SalesSwitch departure={d} onDone={changed} />
          <h3>Cancellation</h3>
          <CancelDeparture departure={d} dateText={dateText} onDone={changed} />
        </div>
      )}
      {can('inventory:write') && can('bookings:write') && d.status === 'cancelled' && d.bookedPax > 0 && (
        <div class="card no-print">
          <h2>Its bookings</h2>
          <CancelDeparture departure={d} dateText={dateText} onDone={changed} />
        </div>
      )}
      {can('bookings:read') && <Manifest departure={d} productTitle={props.productTitle} timeZone={tz} />}
    </>
  );
}

/** Capacity and sales cut-off: only what changed is sent; the API's refusal shows beside its field. */
function EditForm({ departure, onSaved }: { departure: Departure; onSaved: () => void }) {
  const initial = () => ({
    capacity: String(departure.capacity),
    cutoff: departure.salesCutoffMinutes === null ? '' : String(departure.salesCutoffMinutes),
  });
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => setForm(initial()), [departure.updatedAt]);
  const submit = async (e: Event) => {
    e.preventDefault();
    const capacity = Number(form.capacity);
    const cutoff = form.cutoff.trim() === '' ? null : Number(form.cutoff);
    const body = {
      ...(capacity !== departure.capacity ? { capacity } : {}),
      ...(cutoff !== departure.salesCutoffMinutes ? { salesCutoffMinutes: cutoff } : {}),
    };
    if (Object.keys(body).length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await api.PATCH('/v1/departures/{id}', { params: { path: { id: departure.id } }, body });
      onSaved();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="edit-departure" onSubmit={submit} aria-label="Capacity and sales cut-off">
      <div class="dep-form-row">
        <InputField
          label="Capacity (seats)"
          name="capacity"
          error={error}
          hint={`At least the ${count(departure.bookedPax)} booked.`}
          type="number"
          required
          min={0}
          step={1}
          value={form.capacity}
          onValue={(capacity) => setForm({ ...form, capacity })}
        />
        <CutoffField value={form.cutoff} onChange={(cutoff) => setForm({ ...form, cutoff })} error={error} />
      </div>
      <ErrorLine error={error} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** Close out (no more sales, bookings stay) or reopen: both reversible, so no confirmation. */
function SalesSwitch({ departure, onDone }: { departure: Departure; onDone: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const closing = departure.status === 'scheduled';
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.PATCH('/v1/departures/{id}', {
        params: { path: { id: departure.id } },
        body: { status: closing ? 'closed' : 'scheduled' },
      });
      onDone(closing ? 'Closed out: no more bookings are taken.' : 'Reopened: the departure is on sale again.');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p class="hint">
        {closing
          ? 'Closing out stops sales; its bookings stay as they are, and you can reopen it.'
          : 'Closed out: no bookings are taken. Reopening puts it on sale again.'}
      </p>
      <button type="button" onClick={run} disabled={busy}>
        {closing ? 'Close out' : 'Reopen sales'}
      </button>
      <ErrorLine error={error} />
    </>
  );
}

const ACTIVE = new Set(['on_hold', 'pending', 'confirmed']);

interface Affected {
  bookings: number;
  travellers: number;
  /** What they paid (less refunds), per currency. */
  paid: Map<string, number>;
}

/** The departure's active bookings (on hold, pending, confirmed): what a cancellation touches. */
async function affectedBy(departureId: string): Promise<Affected> {
  const all = await allPages(
    async (offset) => (await api.GET('/v1/bookings', { params: { query: { departureId, limit: 100, offset } } })).data,
  );
  const active = all.filter((b) => ACTIVE.has(b.status));
  const paid = new Map<string, number>();
  for (const b of active) {
    const net = b.money.paid - b.money.refunded;
    if (net) paid.set(b.pricing.currency, (paid.get(b.pricing.currency) ?? 0) + net);
  }
  return { bookings: active.length, travellers: active.reduce((n, b) => n + b.seats, 0), paid };
}

const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * Cancel: loads what happens to the bookings first, then asks, then says what was done. On a cancelled departure
 * whose bookings were kept, the same cancels those still active (the API applies `bookings` to them again).
 */
function CancelDeparture(props: { departure: Departure; dateText: string; onDone: (text: string) => void }) {
  const { can } = useSession();
  // Cancelling bookings with the departure needs bookings:write too.
  const mayCancelBookings = can('bookings:write');
  const again = props.departure.status === 'cancelled';
  const [affected, setAffected] = useState<Affected | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [bookings, setBookings] = useState<'cancel' | 'keep'>('cancel');
  const [reason, setReason] = useState('');
  const open = async () => {
    setLoading(true);
    setError(null);
    try {
      setBookings(mayCancelBookings ? 'cancel' : 'keep');
      setAffected(await affectedBy(props.departure.id));
    } catch (err) {
      setError(err);
    } finally {
      setLoading(false);
    }
  };
  const n = affected?.bookings ?? 0;
  const choice = n === 0 ? 'keep' : bookings;
  const paidText = affected
    ? [...affected.paid].map(([currency, amount]) => money(amount, currency)).join(' + ') || 'nothing'
    : '';
  const confirmLabel = again
    ? `Cancel its ${plural(n, 'booking')}`
    : choice === 'keep'
      ? 'Cancel the departure'
      : `Cancel it and its ${plural(n, 'booking')}`;
  return (
    <>
      <p class="hint">
        {again
          ? 'Its bookings were kept when it was cancelled: cancel those still active here, or move each from its page.'
          : 'Cancelling takes the departure off sale for good; you choose what happens to its bookings.'}
      </p>
      <button type="button" class="danger" onClick={open} disabled={loading}>
        {loading ? 'Loading its bookings…' : again ? 'Cancel its remaining bookings…' : 'Cancel departure…'}
      </button>
      <ErrorLine error={error} />
      {affected && (
        <ConfirmDialog
          title={again ? `Cancel the bookings of ${props.dateText}?` : `Cancel the departure of ${props.dateText}?`}
          confirmLabel={confirmLabel}
          closeLabel="Go back"
          danger
          onClose={() => setAffected(null)}
          onConfirm={async () => {
            const { data } = await api.POST('/v1/departures/{id}/cancel', {
              params: { path: { id: props.departure.id } },
              body: { bookings: choice, ...(choice === 'cancel' && reason.trim() ? { reason: reason.trim() } : {}) },
            });
            const { cancelled, kept } = data.data.bookings;
            props.onDone(
              `The departure is cancelled. ${plural(cancelled.length, 'booking')} cancelled` +
                (kept.length ? `, ${plural(kept.length, 'booking')} kept to be moved to another departure.` : '.'),
            );
          }}
        >
          <p class="cancel-facts">
            {n === 0
              ? 'It has no active bookings.'
              : `It has ${plural(n, 'active booking')} with ${plural(affected.travellers, 'traveller')}; they paid ${paidText}.`}
          </p>
          {n > 0 && !again && (
            <fieldset>
              <legend>Its bookings</legend>
              <label class="dep-choice">
                <input
                  type="radio"
                  name="cancel-bookings"
                  checked={bookings === 'cancel'}
                  disabled={!mayCancelBookings}
                  onChange={() => setBookings('cancel')}
                />
                Cancel its {plural(n, 'booking')}
              </label>
              <p class="hint">
                {mayCancelBookings
                  ? 'Each is cancelled (booking.cancelled is sent) and its seats freed; money paid stays on the booking until you record a refund on its page.'
                  : 'Your role cannot cancel bookings.'}
              </p>
              <label class="dep-choice">
                <input
                  type="radio"
                  name="cancel-bookings"
                  checked={bookings === 'keep'}
                  onChange={() => setBookings('keep')}
                />
                Keep the bookings to move them
              </label>
              <p class="hint">They stay as they are on the cancelled departure until you move or cancel each.</p>
            </fieldset>
          )}
          {again && n > 0 && (
            <p>
              Each is cancelled (booking.cancelled is sent); money paid stays on the booking until you record a refund
              on its page.
            </p>
          )}
          {choice === 'cancel' && (
            <InputField
              label="Reason (kept on each cancelled booking, optional)"
              maxLength={500}
              value={reason}
              onValue={setReason}
            />
          )}
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
