// Bookings: the list with filters (status, payment status, needing attention) and pages, kept in the address so a
// reload or Back shows the same; a booking's page with what was booked, its money and people, and the status
// changes the booking state machine allows from its status (src/modules/bookings/rules.ts, checked again by the API).
import { useEffect, useState } from 'preact/hooks';
import { api, type Booking } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { day, money, when, words } from '../format.js';
import { Badge, ConfirmDialog, Empty, ErrorLine, Field, Loading, Notice, PageTitle, Pager, useLoad } from '../ui.js';

const PAGE = 20;
const STATUSES = ['on_hold', 'pending', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'partially_refunded', 'refunded'] as const;
type Status = (typeof STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

interface Filters {
  status: string;
  payment: string;
  attention: boolean;
}

function filtersOf(q: URLSearchParams): Filters {
  return { status: q.get('status') ?? '', payment: q.get('payment') ?? '', attention: q.get('attention') === '1' };
}

export function BookingsPage({ query }: { query: URLSearchParams }) {
  const applied = filtersOf(query);
  const offset = Number(query.get('offset') ?? 0) || 0;
  const [form, setForm] = useState<Filters>(applied);
  const key = query.toString();
  useEffect(() => setForm(filtersOf(query)), [key]);
  const list = useLoad(async () => {
    const q = {
      limit: PAGE,
      offset,
      ...(applied.status ? { status: applied.status as Status } : {}),
      ...(applied.payment ? { payment_status: applied.payment as PaymentStatus } : {}),
      ...(applied.attention ? { needs_attention: true } : {}),
    };
    return (await api.GET('/v1/bookings', { params: { query: q } })).data;
  }, [key]);
  const go = (f: Filters, o = 0) =>
    navigate(
      href('/bookings', {
        status: f.status,
        payment: f.payment,
        attention: f.attention ? 1 : undefined,
        offset: o || undefined,
      }),
    );

  return (
    <section>
      <PageTitle>Bookings</PageTitle>
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
          go(form);
        }}
        aria-label="Filter bookings"
      >
        <Field label="Status">
          {(id) => (
            <select id={id} value={form.status} onChange={(e) => setForm({ ...form, status: e.currentTarget.value })}>
              <option value="">Any</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {words(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Payment">
          {(id) => (
            <select id={id} value={form.payment} onChange={(e) => setForm({ ...form, payment: e.currentTarget.value })}>
              <option value="">Any</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {words(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label class="check">
          <input
            type="checkbox"
            checked={form.attention}
            onChange={(e) => setForm({ ...form, attention: e.currentTarget.checked })}
          />{' '}
          Needs attention
        </label>
        <div class="actions">
          <button type="submit" class="primary">
            Filter
          </button>
          {(applied.status || applied.payment || applied.attention) && (
            <button type="button" onClick={() => go({ status: '', payment: '', attention: false })}>
              Clear
            </button>
          )}
        </div>
      </form>
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="bookings" />}
      {list.data && list.data.data.length === 0 && <Empty>No bookings match.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Bookings</caption>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Product</th>
                <th scope="col">Departure</th>
                <th scope="col" class="num">
                  Seats
                </th>
                <th scope="col" class="num">
                  Total
                </th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((b) => (
                <tr key={b.id}>
                  <td class="nowrap">
                    <a href={href(`/bookings/${b.id}`)} class="mono">
                      {b.code}
                    </a>
                    {b.attention_required && (
                      <>
                        {' '}
                        <Badge tone="bad">attention</Badge>
                      </>
                    )}
                  </td>
                  <td>{b.product.title}</td>
                  <td class="nowrap">{day(b.departure.start_at)}</td>
                  <td class="num">{b.seats}</td>
                  <td class="num">{money(b.pricing.total, b.pricing.currency)}</td>
                  <td>
                    <StatusBadge status={b.status} />
                  </td>
                  <td>{words(b.payment_status)}</td>
                  <td class="nowrap">{when(b.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Bookings" pagination={list.data?.pagination} onPage={(o) => go(applied, o)} />
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'confirmed'
      ? 'good'
      : status === 'completed'
        ? 'info'
        : status === 'cancelled' || status === 'expired'
          ? 'muted'
          : 'warn';
  return <Badge tone={tone}>{status}</Badge>;
}

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

export function BookingPage({ id }: { id: string }) {
  const { can } = useSession();
  const booking = useLoad(async () => (await api.GET('/v1/bookings/{id}', { params: { path: { id } } })).data, [id]);
  const [changing, setChanging] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const b = booking.data;
  const next = b ? (__BOOKING_NEXT__[b.status] ?? []) : [];

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
                  {when(b.departure.start_at)}
                  {b.departure.end_at && ` – ${when(b.departure.end_at)}`}
                </dd>
                <dt>Travellers</dt>
                <dd>{travellers(b)}</dd>
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
                <dt>Payment</dt>
                <dd>{words(b.payment_status)}</dd>
                {b.invoice_id && (
                  <>
                    <dt>Invoice</dt>
                    <dd class="mono">{b.invoice_id}</dd>
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
            await api.PATCH('/v1/bookings/{id}', {
              params: { path: { id: b.id } },
              body: { status: changing as Exclude<Status, 'on_hold' | 'expired'> },
            });
            setNotice(`The booking is ${changing} now.`);
            booking.reload();
          }}
        >
          <p>{CHANGE[changing]?.explain}</p>
        </ConfirmDialog>
      )}
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
