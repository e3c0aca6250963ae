// Today: the operator's day at a glance, in the workspace's time zone. Today's and tomorrow's departures with their
// load, holds about to lapse, bookings needing attention, balances still owed for the coming week's departures and
// the latest bookings. Every section loads at once, each only when the session's scopes reach it.
import type { ComponentChildren } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import type { paths } from '../../../sdk/src/schema.js';
import { api } from '../api.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { count, currencyDigits, money, words } from '../format.js';
import { addDays, browserZone, dateIn, dayRange, longDay, midnightIn, timeIn, whenIn } from '../zone.js';
import {
  Badge,
  Empty,
  ErrorLine,
  Loading,
  PageTitle,
  Pager,
  useLoad,
  type Loaded,
  FIRST_PAGE,
  pageQuery,
} from '../ui.js';
import { StatusBadge } from './bookings.js';
import './today.css';

type BookingItem = Awaited<ReturnType<typeof listBookings>>['data'][number];
type BookingQuery = NonNullable<paths['/v1/bookings']['get']['parameters']['query']>;

const DEPARTURES_PAGE = 25;
const SHORT_LIST = 5;
/** A week of departures whose balances are still owed, counted from today. */
const BALANCE_DAYS = 7;

async function listBookings(query: BookingQuery) {
  return (await api.GET('/v1/bookings', { params: { query } })).data;
}

export function TodayPage() {
  const { can } = useSession();
  const workspace = useLoad(
    async () => (can('workspace:read') ? (await api.GET('/v1/workspace')).data.data : null),
    [],
  );
  // A role that cannot read the workspace sees days in the browser's own zone (and is told so).
  const zone = workspace.data === undefined ? null : (workspace.data?.timezone ?? browserZone());
  const today = zone ? dateIn(zone) : null;
  const titles = useMemo(() => new Map<string, Promise<string | null>>(), []);
  const departures = can('inventory:read');
  const bookings = can('bookings:read');

  return (
    <section>
      <PageTitle>Today</PageTitle>
      {zone && today && (
        <p class="lead">
          {longDay(today)} in <span class="nowrap">{zone}</span>
          {workspace.data
            ? ', the workspace’s time zone.'
            : ' (your browser’s time zone: your role cannot read the workspace’s).'}
        </p>
      )}
      <ErrorLine error={workspace.error} />
      {!departures && !bookings && (
        <p>Your role reads neither departures nor bookings. Ask a workspace owner or admin for more access.</p>
      )}
      <div class="today-grid">
        {departures && (
          <DeparturesOfDay
            label="Today’s departures"
            empty="No departures today."
            zone={zone}
            date={today}
            titles={titles}
          />
        )}
        {departures && (
          <DeparturesOfDay
            label="Tomorrow’s departures"
            empty="No departures tomorrow."
            zone={zone}
            date={today && addDays(today, 1)}
            titles={titles}
          />
        )}
        {bookings && <HoldsAboutToLapse zone={zone} />}
        {bookings && <NeedingAttention zone={zone} />}
        {bookings && <UnpaidBalances zone={zone} today={today} />}
        {bookings && <RefundsDue zone={zone} />}
        {bookings && <LatestBookings zone={zone} />}
      </div>
    </section>
  );
}

/** A card of the page: a heading, an optional link to the whole list, and its content. */
function Card(props: { title: string; more?: { href: string; label: string }; children: ComponentChildren }) {
  const id = useId();
  return (
    <section class="card today-card" aria-labelledby={id}>
      <div class="today-head">
        <h2 id={id}>{props.title}</h2>
        {props.more && <a href={props.more.href}>{props.more.label}</a>}
      </div>
      {props.children}
    </section>
  );
}

/** A list's states: its error, "loading" until the data (and the zone its times are shown in) are there, or empty. */
function States<T>(props: {
  loaded: Loaded<T>;
  zone: string | null;
  what: string;
  empty: string;
  isEmpty: (d: T) => boolean;
}) {
  const { loaded } = props;
  if (loaded.error) return <ErrorLine error={loaded.error} />;
  if (loaded.data === undefined || !props.zone) return <Loading what={props.what} />;
  if (props.isEmpty(loaded.data)) return <Empty>{props.empty}</Empty>;
  return null;
}

/** A product's title, fetched once per page for all its departures; null when the role cannot read products. */
function useTitles(ids: string[], titles: Map<string, Promise<string | null>>, canRead: boolean) {
  return useLoad(async () => {
    if (!canRead) return new Map<string, string>();
    for (const id of ids)
      if (!titles.has(id))
        titles.set(
          id,
          api.GET('/v1/products/{id}', { params: { path: { id } } }).then(
            ({ data }) => data.data.title,
            () => null,
          ),
        );
    const found = await Promise.all(ids.map(async (id) => [id, await titles.get(id)!] as const));
    return new Map(found.filter((f): f is readonly [string, string] => f[1] !== null));
  }, [ids.join(' ')]);
}

function DeparturesOfDay(props: {
  label: string;
  empty: string;
  zone: string | null;
  date: string | null;
  titles: Map<string, Promise<string | null>>;
}) {
  const { can } = useSession();
  const { zone, date } = props;
  const [place, setPlace] = useState(FIRST_PAGE);
  const list = useLoad(async () => {
    if (!zone || !date) return undefined;
    const range = dayRange(date, zone);
    return (await api.GET('/v1/departures', { params: { query: { ...range, ...pageQuery(place, DEPARTURES_PAGE) } } }))
      .data;
  }, [zone, date, place]);
  const items = list.data?.data ?? [];
  const productIds = [...new Set(items.map((d) => d.productId))];
  const names = useTitles(productIds, props.titles, can('products:read'));
  const seats = items.reduce((n, d) => n + d.bookedPax, 0);
  const capacity = items.reduce((n, d) => n + d.capacity, 0);

  return (
    <Card title={props.label}>
      {list.data && items.length > 0 && (
        <p class="muted today-sum">
          {count(list.data.pagination.total)} departure{list.data.pagination.total === 1 ? '' : 's'}
          {list.data.pagination.total === items.length && `, ${count(seats)} of ${count(capacity)} seats booked`}
        </p>
      )}
      <States
        loaded={list}
        zone={zone && date}
        what="departures"
        empty={props.empty}
        isEmpty={(d) => !d || d.data.length === 0}
      />
      {zone && items.length > 0 && (
        <ul class="today-list">
          {items.map((d) => (
            <li key={d.id} class="departure-row">
              <a class="departure-time" href={href(`/departures/${d.id}`)}>
                {timeIn(d.startAt, zone)}
              </a>
              <span class="departure-product">
                <a href={href(`/products/${d.productId}`)}>{names.data?.get(d.productId) ?? d.productId}</a>
                {d.status !== 'scheduled' && (
                  <>
                    {' '}
                    <Badge tone={d.status === 'cancelled' ? 'muted' : 'warn'}>{d.status}</Badge>
                  </>
                )}
                {d.status === 'scheduled' && d.remaining <= 0 && (
                  <>
                    {' '}
                    <Badge tone="info">full</Badge>
                  </>
                )}
              </span>
              <LoadBar booked={d.bookedPax} capacity={d.capacity} />
            </li>
          ))}
        </ul>
      )}
      {(list.data?.pagination.total ?? 0) > DEPARTURES_PAGE && (
        <Pager label={props.label} pagination={list.data?.pagination} place={place} onPage={setPlace} />
      )}
    </Card>
  );
}

/** Seats booked of the capacity: the numbers, and a bar for the eye (the numbers say it to screen readers). */
function LoadBar({ booked, capacity }: { booked: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(1, booked / capacity) : 1;
  return (
    <span class="load">
      <span class="load-text">
        {count(booked)} / {count(capacity)} <span class="visually-hidden">seats booked</span>
      </span>
      <span class="load-bar" aria-hidden="true">
        <span
          class={share >= 1 ? 'load-fill full' : share >= 0.8 ? 'load-fill high' : 'load-fill'}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}

/** A booking in a short list: its code (to its page), what and when it is for, and a detail the section is about. */
function BookingRow({ b, zone, children }: { b: BookingItem; zone: string; children?: ComponentChildren }) {
  return (
    <li class="booking-row">
      <span class="booking-main">
        <a class="mono" href={href(`/bookings/${b.id}`)}>
          {b.code}
        </a>{' '}
        <StatusBadge status={b.status} />
      </span>
      <span class="booking-trip">
        <a href={href(`/products/${b.product.id}`)}>{b.product.title}</a>
        {b.departure.start_at && <span class="muted"> · {whenIn(b.departure.start_at, zone)}</span>}
      </span>
      {children && <span class="booking-detail">{children}</span>}
    </li>
  );
}

/** A card of a few bookings a query finds, "All N" linking to the bookings page filtered the same way. */
function BookingsCard(props: {
  title: string;
  query: BookingQuery;
  all: string;
  zone: string | null;
  empty: string;
  detail: (b: BookingItem, zone: string) => ComponentChildren;
}) {
  const { zone } = props;
  const list = useLoad(() => listBookings({ ...props.query, limit: SHORT_LIST }), []);
  const total = list.data?.pagination.total ?? 0;
  return (
    <Card title={props.title} more={total > 0 ? { href: props.all, label: `All ${count(total)}` } : undefined}>
      <States loaded={list} zone={zone} what="bookings" empty={props.empty} isEmpty={(d) => d.data.length === 0} />
      {zone && list.data && list.data.data.length > 0 && (
        <ul class="today-list">
          {list.data.data.map((b) => (
            <BookingRow key={b.id} b={b} zone={zone}>
              {props.detail(b, zone)}
            </BookingRow>
          ))}
        </ul>
      )}
    </Card>
  );
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "in 12 minutes", "in 2 hours", or "lapsed" once past (its job has not expired it yet). */
function lapseIn(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes < 0) return 'lapsed';
  return minutes < 90 ? relative.format(minutes, 'minute') : relative.format(Math.round(minutes / 60), 'hour');
}

function HoldsAboutToLapse({ zone }: { zone: string | null }) {
  return (
    <BookingsCard
      title="Holds about to lapse"
      query={{ status: 'on_hold', sort: 'holdExpiresAt' }}
      all={href('/bookings', { status: 'on_hold' })}
      zone={zone}
      empty="No bookings on hold."
      detail={(b, z) =>
        b.hold_expires_at && (
          <>
            Lapses <strong>{lapseIn(b.hold_expires_at)}</strong>{' '}
            <span class="muted">({timeIn(b.hold_expires_at, z)})</span>
          </>
        )
      }
    />
  );
}

function NeedingAttention({ zone }: { zone: string | null }) {
  return (
    <BookingsCard
      title="Needing attention"
      query={{ needs_attention: true }}
      all={href('/bookings', { attention: 1 })}
      zone={zone}
      empty="No booking needs attention."
      detail={(b) => b.attention_reason && <span class="attention">{words(b.attention_reason)}</span>}
    />
  );
}

/** Cancelled bookings whose payment is still held: the refund to record (a departure's cancel leaves money alone). */
function RefundsDue({ zone }: { zone: string | null }) {
  return (
    <BookingsCard
      title="Cancelled, still paid"
      query={{ status: 'cancelled', payment_status: 'paid' }}
      all={href('/bookings', { status: 'cancelled', payment: 'paid' })}
      zone={zone}
      empty="No cancelled booking is waiting for a refund."
      detail={(b) => (
        <>
          <strong>{money(-b.money.balance, b.pricing.currency)}</strong> to refund
        </>
      )}
    />
  );
}

function LatestBookings({ zone }: { zone: string | null }) {
  return (
    <BookingsCard
      title="Latest bookings"
      query={{}}
      all="#/bookings"
      zone={zone}
      empty="No bookings yet."
      detail={(b, z) => (
        <>
          {money(b.pricing.total, b.pricing.currency)} · {words(b.payment_status)}{' '}
          <span class="muted">· booked {whenIn(b.created_at, z)}</span>
        </>
      )}
    />
  );
}

/** Every booking a query matches, page after page (the sums below must see them all). */
async function allBookings(query: BookingQuery): Promise<BookingItem[]> {
  const found: BookingItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listBookings({ ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    found.push(...page.data);
    cursor = page.pagination.next_cursor ?? undefined;
  } while (cursor);
  return found;
}

interface Owed {
  departure: BookingItem['departure'];
  product: BookingItem['product'];
  currency: string;
  balanceMinor: number;
  bookings: number;
}

/** What customers still owe for each departure of the coming week (unpaid or partly paid bookings), by start. */
function UnpaidBalances({ zone, today }: { zone: string | null; today: string | null }) {
  const owed = useLoad(async () => {
    if (!zone || !today) return undefined;
    const range = {
      departureFrom: new Date(midnightIn(today, zone)).toISOString(),
      // The API's `departureTo` is inclusive: the last millisecond of the week.
      departureTo: new Date(midnightIn(addDays(today, BALANCE_DAYS), zone) - 1).toISOString(),
    };
    const [unpaid, partly] = await Promise.all([
      allBookings({ ...range, payment_status: 'unpaid' }),
      allBookings({ ...range, payment_status: 'partially_paid' }),
    ]);
    const byDeparture = new Map<string, Owed>();
    for (const b of [...unpaid, ...partly]) {
      if (b.money.balance_minor <= 0) continue;
      const key = `${b.departure.id} ${b.pricing.currency}`;
      const row = byDeparture.get(key) ?? {
        departure: b.departure,
        product: b.product,
        currency: b.pricing.currency,
        balanceMinor: 0,
        bookings: 0,
      };
      row.balanceMinor += b.money.balance_minor;
      row.bookings += 1;
      byDeparture.set(key, row);
    }
    return [...byDeparture.values()].sort((a, b) =>
      (a.departure.start_at ?? '').localeCompare(b.departure.start_at ?? ''),
    );
  }, [zone, today]);
  const major = (o: { balanceMinor: number; currency: string }) => o.balanceMinor / 10 ** currencyDigits(o.currency);
  const totals = new Map<string, number>();
  for (const o of owed.data ?? []) totals.set(o.currency, (totals.get(o.currency) ?? 0) + o.balanceMinor);

  return (
    <Card title={`Balances owed, next ${BALANCE_DAYS} days`}>
      <States
        loaded={owed}
        zone={zone}
        what="balances"
        empty={`Nothing is owed for departures of the next ${BALANCE_DAYS} days.`}
        isEmpty={(d) => !d || d.length === 0}
      />
      {zone && owed.data && owed.data.length > 0 && (
        <>
          <p class="muted today-sum">
            {[...totals]
              .map(([currency, minor]) => money(major({ balanceMinor: minor, currency }), currency))
              .join(' + ')}{' '}
            owed across {count(owed.data.length)} departure{owed.data.length === 1 ? '' : 's'}
          </p>
          <ul class="today-list">
            {owed.data.map((o) => (
              <li key={`${o.departure.id} ${o.currency}`} class="owed-row">
                <a class="owed-when" href={href(`/departures/${o.departure.id}`)}>
                  {o.departure.start_at ? whenIn(o.departure.start_at, zone) : 'Departure'}
                </a>
                <strong class="owed-amount">{money(major(o), o.currency)}</strong>
                <span class="owed-what">
                  <a href={href(`/products/${o.product.id}`)}>{o.product.title}</a>
                  <span class="muted">
                    {' '}
                    · {count(o.bookings)} booking{o.bookings === 1 ? '' : 's'} owing
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
