// A booking's page: what was booked, its money and ledger, its customer and travellers (with check-in), its history
// from the event log, and the commands an operator runs on it: the status changes the booking state machine allows
// from its status (src/modules/bookings/rules.ts, checked again by the API), change the travellers, move to another
// departure, record a payment or a refund. Each is confirmed in a dialog that shows its money effect first.
import { useState } from 'preact/hooks';
import { api, type Booking, type ItemOf } from '../api.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { money, when, words } from '../format.js';
import {
  Badge,
  ConfirmDialog,
  Empty,
  ErrorLine,
  Loading,
  Notice,
  PageTitle,
  Pager,
  useLoad,
  FIRST_PAGE,
  pageQuery,
} from '../ui.js';
import { StatusBadge } from './bookings.js';
import {
  ChangeUnitsDialog,
  MoneyEffect,
  moneyOf,
  MoveDialog,
  PAYMENT_METHODS,
  PaymentDialog,
  RefundDialog,
} from './booking-money.js';
import { usePricing } from './booking-parts.js';
import { useWorkspace } from './calendar.js';
import { whenIn } from './calendar-dates.js';
import { BookingMessages } from './messages.js';
import './bookings.css';

type Status = Booking['status'];

const CHANGE: Record<string, { label: string; explain: string; danger?: boolean }> = {
  confirmed: {
    label: 'Confirm booking',
    explain:
      'The booking becomes confirmed (its seats are taken if they are not held yet) and booking.confirmed is sent to webhooks.',
  },
  completed: {
    label: 'Mark completed',
    explain: 'The trip took place. Completed is final: the booking cannot change status again.',
  },
  cancelled: {
    label: 'Cancel booking',
    explain: 'The booking is cancelled and its seats go back on sale. Cancelled is final: it cannot be undone.',
    danger: true,
  },
  pending: { label: 'Set pending', explain: 'The booking goes back to pending.' },
};

/** Statuses whose shape (travellers, departure) can still change, and which take payments. */
const LIVE: Status[] = ['on_hold', 'pending', 'confirmed'];

type Action = 'units' | 'move' | 'payment' | 'refund';

export function BookingPage({ id }: { id: string }) {
  const { can } = useSession();
  const booking = useLoad(async () => (await api.GET('/v1/bookings/{id}', { params: { path: { id } } })).data, [id]);
  const [changing, setChanging] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped after each command, so the ledger, travellers and history load again.
  const [version, setVersion] = useState(0);
  const b = booking.data;
  const pricing = usePricing(b?.product.id ?? null);
  // Departures and holds in the workspace's time zone, as the calendar shows them.
  const timeZone = useWorkspace().data?.timezone;
  const local = (iso: string | null) => (iso && timeZone ? whenIn(iso, timeZone) : when(iso));
  const next = b ? (__BOOKING_NEXT__[b.status] ?? []) : [];
  const done = (_: Booking, text: string) => {
    setNotice(text);
    setVersion((v) => v + 1);
    booking.reload();
  };
  const byUnits = Boolean(pricing.data && pricing.data.unitTypes.length > 0);
  const live = b ? LIVE.includes(b.status) : false;
  const refundable = b ? b.money.paid_minor - b.money.refunded_minor > 0 : false;

  return (
    <section>
      <p class="crumbs">
        <a href="#/bookings">Bookings</a> ›
      </p>
      <PageTitle>{b ? `Booking ${b.code}` : 'Booking'}</PageTitle>
      <ErrorLine error={booking.error} />
      {booking.loading && !b && <Loading what="the booking" />}
      {b && (
        <>
          <div class="card">
            <div class="status-line">
              <StatusBadge status={b.status} /> <span>{words(b.payment_status)}</span>
              {b.attention_required && <Badge tone="bad">needs attention</Badge>}
              {b.status === 'on_hold' && b.hold_expires_at && (
                <span class="muted">held until {local(b.hold_expires_at)}</span>
              )}
            </div>
            {b.attention_reason && <p class="warning">{b.attention_reason}</p>}
            {can('bookings:write') && (
              <div class="actions wrap" aria-label="Status changes" role="group">
                {next.length === 0 && (
                  <span class="muted">{words(b.status)} is final: no status change is possible.</span>
                )}
                {next.map((to) => (
                  <button
                    key={to}
                    type="button"
                    class={CHANGE[to]?.danger ? 'danger' : 'primary'}
                    onClick={() => setChanging(to)}
                  >
                    {CHANGE[to]?.label ?? `Set ${to}`}
                  </button>
                ))}
              </div>
            )}
            <div class="actions wrap" aria-label="Booking changes" role="group">
              {can('bookings:write') && live && byUnits && (
                <button type="button" onClick={() => setAction('units')}>
                  Change travellers
                </button>
              )}
              {can('bookings:write') && live && (
                <button type="button" onClick={() => setAction('move')}>
                  Move to another departure
                </button>
              )}
              {can('payments:write') && (live || b.status === 'completed') && b.money.balance_minor > 0 && (
                <button type="button" onClick={() => setAction('payment')}>
                  Record payment
                </button>
              )}
              {can('payments:write') && refundable && (
                <button type="button" onClick={() => setAction('refund')}>
                  Record refund
                </button>
              )}
              {(b.status === 'confirmed' || b.status === 'completed') && (
                <a class="button" href={`/v1/bookings/${b.id}/ticket.pdf`} download>
                  Ticket (PDF)
                </a>
              )}
            </div>
            <Notice text={notice} />
          </div>
          <div class="grid-2">
            <div class="card">
              <h2>Trip</h2>
              <dl class="facts">
                <dt>Product</dt>
                <dd>
                  {b.product.title} <span class="muted">({b.product.category})</span>
                </dd>
                <dt>Departure</dt>
                <dd>
                  <a href={href(`/departures/${b.departure.id}`)}>{local(b.departure.start_at)}</a>
                  {b.departure.end_at && ` – ${local(b.departure.end_at)}`}
                </dd>
                <dt>Travellers</dt>
                <dd>{travellers(b)}</dd>
                {b.units.length > 0 && (
                  <>
                    <dt>Units</dt>
                    <dd>{b.units.map((u) => `${u.quantity} × ${u.unitKey}`).join(', ')}</dd>
                  </>
                )}
                {b.rooms.length > 0 && (
                  <>
                    <dt>Rooms</dt>
                    <dd>{b.rooms.map((r) => `${r.quantity} × ${r.categoryKey}`).join(', ')}</dd>
                  </>
                )}
                <dt>Seats</dt>
                <dd>
                  {b.seats}
                  {b.seats_held ? ' (held)' : ' (not held)'}
                </dd>
                <dt>Source</dt>
                <dd>{b.source}</dd>
              </dl>
            </div>
            <div class="card">
              <h2>Money</h2>
              <dl class="facts">
                <dt>Subtotal</dt>
                <dd>{money(b.pricing.subtotal, b.pricing.currency)}</dd>
                <dt>Tax</dt>
                <dd>{money(b.pricing.tax, b.pricing.currency)}</dd>
                <dt>Total</dt>
                <dd>
                  <strong>{money(b.pricing.total, b.pricing.currency)}</strong>
                </dd>
                <dt>Paid</dt>
                <dd>{money(b.money.paid, b.pricing.currency)}</dd>
                {b.money.refunded > 0 && (
                  <>
                    <dt>Refunded</dt>
                    <dd>{money(b.money.refunded, b.pricing.currency)}</dd>
                  </>
                )}
                <dt>Balance</dt>
                <dd>
                  <strong>{money(b.money.balance, b.pricing.currency)}</strong>{' '}
                  <span class="muted">
                    {b.money.balance > 0 ? 'owed by the guest' : b.money.balance < 0 ? 'owed to the guest' : ''}
                  </span>
                </dd>
                <dt>Payment</dt>
                <dd>{words(b.payment_status)}</dd>
                {b.invoice_id && (
                  <>
                    <dt>Invoice</dt>
                    <dd>
                      <span class="mono">{b.invoice_id}</span>
                      {can('billing:read') && (
                        <>
                          {' '}
                          <a href={`/v1/billing/invoices/${b.invoice_id}/pdf`} download>
                            PDF
                          </a>
                        </>
                      )}
                    </dd>
                  </>
                )}
                {b.contract_number && (
                  <>
                    <dt>Contract</dt>
                    <dd class="mono">{b.contract_number}</dd>
                  </>
                )}
              </dl>
            </div>
          </div>
          <div class="grid-2">
            <Customer b={b} />
            <Travellers b={b} version={version} />
          </div>
          {can('payments:read') && <Ledger b={b} version={version} />}
          <BookingMessages bookingId={b.id} version={version} />
          <div class="card">
            <h2>History</h2>
            <dl class="facts">
              <dt>Created</dt>
              <dd>{when(b.created_at)}</dd>
              {b.confirmed_at && (
                <>
                  <dt>Confirmed</dt>
                  <dd>{when(b.confirmed_at)}</dd>
                </>
              )}
              {b.completed_at && (
                <>
                  <dt>Completed</dt>
                  <dd>{when(b.completed_at)}</dd>
                </>
              )}
              {b.cancelled_at && (
                <>
                  <dt>Cancelled</dt>
                  <dd>{when(b.cancelled_at)}</dd>
                </>
              )}
              <dt>Last change</dt>
              <dd>{when(b.updated_at)}</dd>
              {b.notes && (
                <>
                  <dt>Notes</dt>
                  <dd class="pre">{b.notes}</dd>
                </>
              )}
              <dt>Id</dt>
              <dd class="mono">{b.id}</dd>
            </dl>
            {can('events:read') && <Events b={b} version={version} />}
          </div>
        </>
      )}
      {changing && b && (
        <ConfirmDialog
          title={`${CHANGE[changing]?.label ?? `Set ${changing}`}: ${b.code}?`}
          confirmLabel={CHANGE[changing]?.label ?? `Set ${changing}`}
          danger={CHANGE[changing]?.danger}
          onClose={() => setChanging(null)}
          onConfirm={async () => {
            // Confirming has its command (a lapsed hold is refused with 410); the other changes are a PATCH.
            if (changing === 'confirmed')
              await api.POST('/v1/bookings/{id}/confirm', { params: { path: { id: b.id } } });
            else
              await api.PATCH('/v1/bookings/{id}', {
                params: { path: { id: b.id } },
                body: { status: changing as Exclude<Status, 'on_hold' | 'expired'> },
              });
            done(b, `The booking is ${changing} now.`);
          }}
        >
          <p>{CHANGE[changing]?.explain}</p>
          {changing === 'cancelled' && (
            <MoneyEffect
              currency={b.pricing.currency}
              before={moneyOf(b)}
              after={{ total: 0, held: moneyOf(b).held }}
            />
          )}
        </ConfirmDialog>
      )}
      {b && action === 'units' && pricing.data && (
        <ChangeUnitsDialog booking={b} pricing={pricing.data} onClose={() => setAction(null)} onDone={done} />
      )}
      {b && action === 'move' && <MoveDialog booking={b} onClose={() => setAction(null)} onDone={done} />}
      {b && action === 'payment' && <PaymentDialog booking={b} onClose={() => setAction(null)} onDone={done} />}
      {b && action === 'refund' && <RefundDialog booking={b} onClose={() => setAction(null)} onDone={done} />}
    </section>
  );
}

function travellers(b: Booking): string {
  const parts = [
    b.pax.adults && `${b.pax.adults} adult${b.pax.adults === 1 ? '' : 's'}`,
    b.pax.children && `${b.pax.children} child${b.pax.children === 1 ? '' : 'ren'}`,
    b.pax.infants && `${b.pax.infants} infant${b.pax.infants === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.join(', ') || '—';
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function Customer({ b }: { b: Booking }) {
  const billing = b.billing ?? {};
  const name = [text(billing.firstName), text(billing.lastName)].filter(Boolean).join(' ');
  return (
    <div class="card">
      <h2>Customer</h2>
      <dl class="facts">
        <dt>Name</dt>
        <dd>
          {b.billing_person_id ? (
            <a href={href(`/customers/people/${b.billing_person_id}`)}>{name || 'The customer'}</a>
          ) : (
            name || '—'
          )}
        </dd>
        <dt>Email</dt>
        <dd>{text(billing.email) ?? '—'}</dd>
        {text(billing.phone) && (
          <>
            <dt>Phone</dt>
            <dd>{text(billing.phone)}</dd>
          </>
        )}
        {b.organization_id && (
          <>
            <dt>Organization</dt>
            <dd class="mono">{b.organization_id}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The booking's lines of its departure's manifest: each traveller and whether they are checked in. */
function Travellers({ b, version }: { b: Booking; version: number }) {
  const gone = b.status === 'cancelled' || b.status === 'expired';
  const manifest = useLoad(async () => {
    if (gone) return undefined;
    const { data } = await api.GET('/v1/departures/{id}/manifest', { params: { path: { id: b.departure.id } } });
    return data.data.travellers.filter((t) => t.booking_id === b.id);
  }, [b.id, b.departure.id, b.status, version]);
  return (
    <div class="card">
      <h2>Travellers</h2>
      <p class="muted">
        {b.checked_in.count} of {b.checked_in.total} checked in
        {b.checked_in.at && ` (last at ${when(b.checked_in.at)})`}
      </p>
      {gone && <p class="muted">A {b.status} booking has no travellers on the departure's manifest.</p>}
      <ErrorLine error={manifest.error} />
      {manifest.loading && !manifest.data && !gone && <Loading what="the travellers" />}
      {manifest.data && manifest.data.length > 0 && (
        <ul class="travellers">
          {manifest.data.map((t) => (
            <li key={t.index}>
              <span>{t.name}</span>
              {t.unit && <span class="muted"> · {t.unit}</span>}{' '}
              {t.checked_in ? (
                <Badge tone="good">{`checked in ${when(t.checked_in_at)}`}</Badge>
              ) : (
                <Badge tone="muted">not checked in</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Ledger({ b, version }: { b: Booking; version: number }) {
  const [place, setPlace] = useState(FIRST_PAGE);
  const list = useLoad(
    async () =>
      (await api.GET('/v1/bookings/{id}/payments', { params: { path: { id: b.id }, query: pageQuery(place, 20) } }))
        .data,
    [b.id, place, version],
  );
  return (
    <div class="card">
      <h2>Payments and refunds</h2>
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="the payments" />}
      {list.data && list.data.data.length === 0 && <Empty>No money recorded yet.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Payments and refunds</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col" class="num">
                  Amount
                </th>
                <th scope="col">Method</th>
                <th scope="col">Reference or reason</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((m) => (
                <tr key={m.id}>
                  <td class="nowrap">{m.date}</td>
                  <td>
                    {m.kind === 'refund' ? <Badge tone="warn">refund</Badge> : <Badge tone="good">payment</Badge>}
                  </td>
                  <td class="num">{money(m.kind === 'refund' ? -m.amount : m.amount, m.currency)}</td>
                  <td>
                    {m.method ? (PAYMENT_METHODS[m.method as keyof typeof PAYMENT_METHODS] ?? words(m.method)) : '—'}
                  </td>
                  <td>{[m.reference, m.reason].filter(Boolean).join(' · ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Payments" pagination={list.data?.pagination} place={place} onPage={setPlace} />
    </div>
  );
}

type Event = ItemOf<'/v1/events'>;

/** The booking's history: the events about it (its own and its payments'), oldest first, a page at a time. */
const EVENTS_PAGE = 50;

function Events({ b, version }: { b: Booking; version: number }) {
  const [place, setPlace] = useState(FIRST_PAGE);
  const list = useLoad(async () => {
    const query = { subject: b.id, sort: 'created_at', ...pageQuery(place, EVENTS_PAGE) };
    return (await api.GET('/v1/events', { params: { query } })).data;
  }, [b.id, version, place]);
  return (
    <>
      <h3>Events</h3>
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="the events" />}
      {list.data && list.data.data.length === 0 && <Empty>No events of this booking.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <ol class="events">
          {list.data.data.map((e) => (
            <li key={e.id}>
              <span class="nowrap muted">{when(e.created_at)}</span> <span class="mono">{e.type}</span>{' '}
              <span>{eventText(e)}</span>
            </li>
          ))}
        </ol>
      )}
      <Pager label="Events" pagination={list.data?.pagination} place={place} onPage={setPlace} />
    </>
  );
}

function eventText(e: Event): string {
  const d = e.data as {
    movement?: { amount: number; currency: string; method?: string | null };
    changes?: string[];
    previous_status?: string;
    booking?: { status?: string };
  };
  if (d.movement)
    return `${money(d.movement.amount, d.movement.currency)}${d.movement.method ? ` by ${d.movement.method}` : ''}`;
  if (d.changes?.length) return `changed ${d.changes.join(', ')}`;
  return '';
}
