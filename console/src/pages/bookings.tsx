// Bookings: the list with a search (code, customer name or email), filters (status, payment status, needing
// attention, departure dates, product) and pages, kept in the address so a reload or Back shows the same. A
// booking's page is booking-page.tsx, the new-booking form new-booking.tsx.
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { useWhenIn } from '../zone.js';
import { money, when, words } from '../format.js';
import {
  Badge,
  Empty,
  ErrorLine,
  Field,
  Loading,
  PageTitle,
  Pager,
  useLoad,
  FIRST_PAGE,
  pageQuery,
  placeOf,
  placeParams,
} from '../ui.js';
import './bookings.css';

const PAGE = 20;
const STATUSES = ['on_hold', 'pending', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'partially_refunded', 'refunded'] as const;
type Status = (typeof STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

interface Filters {
  q: string;
  status: string;
  payment: string;
  attention: boolean;
  /** Departure dates, `YYYY-MM-DD`, both inclusive (the API takes a date as its whole UTC day). */
  from: string;
  to: string;
  product: string;
}

const NO_FILTERS: Filters = { q: '', status: '', payment: '', attention: false, from: '', to: '', product: '' };

function filtersOf(q: URLSearchParams): Filters {
  return {
    q: q.get('q') ?? '',
    status: q.get('status') ?? '',
    payment: q.get('payment') ?? '',
    attention: q.get('attention') === '1',
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
    product: q.get('product') ?? '',
  };
}

export function BookingsPage({ query }: { query: URLSearchParams }) {
  const whenIn = useWhenIn();
  const { can } = useSession();
  const applied = filtersOf(query);
  const place = placeOf(query);
  const key = query.toString();
  // What is typed belongs to the address it was typed on: a new address (Filter, Back, a link) shows its own
  // filters at once, in the same render (an effect would run later and could wipe what is being typed).
  const [draft, setDraft] = useState<{ key: string; filters: Filters }>({ key, filters: applied });
  const form = draft.key === key ? draft.filters : applied;
  const setForm = (filters: Filters) => setDraft({ key, filters });
  const list = useLoad(async () => {
    const q = {
      ...pageQuery(place, PAGE),
      ...(applied.status ? { status: applied.status as Status } : {}),
      ...(applied.payment ? { payment_status: applied.payment as PaymentStatus } : {}),
      ...(applied.attention ? { needs_attention: true } : {}),
      ...(applied.q.trim() ? { q: applied.q.trim() } : {}),
      ...(applied.from ? { departureFrom: applied.from } : {}),
      ...(applied.to ? { departureTo: applied.to } : {}),
      ...(applied.product ? { productId: applied.product } : {}),
    };
    return (await api.GET('/v1/bookings', { params: { query: q } })).data;
  }, [key]);
  const products = useLoad(
    async () => (await api.GET('/v1/products', { params: { query: { limit: 100, sort: 'title' } } })).data,
    [],
  );
  const go = (f: Filters, at = FIRST_PAGE) =>
    navigate(
      href('/bookings', {
        q: f.q.trim(),
        status: f.status,
        payment: f.payment,
        attention: f.attention ? 1 : undefined,
        from: f.from,
        to: f.to,
        product: f.product,
        ...placeParams(at),
      }),
    );
  const filtered = JSON.stringify(applied) !== JSON.stringify(NO_FILTERS);

  return (
    <section>
      <PageTitle
        actions={
          can('bookings:write') && (
            <a class="button primary" href="#/bookings/new">
              New booking
            </a>
          )
        }
      >
        Bookings
      </PageTitle>
      <form
        class="filters booking-filters"
        onSubmit={(e) => {
          e.preventDefault();
          go(form);
        }}
        aria-label="Filter bookings"
      >
        <Field label="Search" hint="Booking code, customer name or email">
          {(id, describedBy) => (
            <input
              id={id}
              type="search"
              value={form.q}
              aria-describedby={describedBy}
              onInput={(e) => setForm({ ...form, q: e.currentTarget.value })}
            />
          )}
        </Field>
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
        <Field label="Departure from">
          {(id) => (
            <input
              id={id}
              type="date"
              value={form.from}
              onInput={(e) => setForm({ ...form, from: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Departure to">
          {(id) => (
            <input
              id={id}
              type="date"
              value={form.to}
              onInput={(e) => setForm({ ...form, to: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Product">
          {(id) => (
            <select id={id} value={form.product} onChange={(e) => setForm({ ...form, product: e.currentTarget.value })}>
              <option value="">Any</option>
              {/* `selected` too: the options arrive after the select's value was set from the address. */}
              {products.data?.data.map((p) => (
                <option key={p.id} value={p.id} selected={p.id === form.product}>
                  {p.title}
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
          {filtered && (
            <button type="button" onClick={() => go(NO_FILTERS)}>
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
                <th scope="col">Customer</th>
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
                  <td>{customerOf(b.billing)}</td>
                  <td>{b.product.title}</td>
                  <td class="nowrap">{whenIn(b.departure.start_at)}</td>
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
      <Pager label="Bookings" pagination={list.data?.pagination} place={place} onPage={(at) => go(applied, at)} />
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

/** The billing contact's name, else email, as the booking stores it. */
export function customerOf(billing: Record<string, unknown> | null): string {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (!billing) return '—';
  return [str(billing.firstName), str(billing.lastName)].filter(Boolean).join(' ') || str(billing.email) || '—';
}
