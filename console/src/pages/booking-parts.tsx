// Pieces the new-booking form and a booking's page share: a month calendar of a product's departures with the seats
// left (the API's availability), the departures of the day picked, the quantities of each unit type, and a group
// error line for what the API says about the travellers or the departure.
import { useEffect, useId, useState } from 'preact/hooks';
import { api, ApiError, type Answer } from '../api.js';
import { money } from '../format.js';
import { addDays, addMonths } from './calendar-dates.js';
import { Badge, ErrorLine, Loading, useLoad } from '../ui.js';

export type Availability = Answer<'/v1/products/{id}/availability', 'get'>['data'];
export type AvailableDay = Availability['days'][number];
export type AvailableDeparture = AvailableDay['departures'][number];
export type Pricing = Answer<'/v1/products/{id}/pricing', 'get'>['data'];
export type UnitType = Pricing['unitTypes'][number];
/** Quantity per unit key (or room category key), zeros included. */
export type Quantities = Record<string, number>;

const monthName = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `YYYY-MM` of a local date `YYYY-MM-DD`. */
const monthOf = (date: string) => date.slice(0, 7);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const shiftMonth = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);
const lastDayOf = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);
/** The browser's today as `YYYY-MM-DD`. */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
/** `14:30` of the API's local start (`2026-03-12T14:30:00+02:00`): the departure's own wall clock. */
export const clockOf = (localStartAt: string) => localStartAt.slice(11, 16);
export const dayName = (date: string) => longDay.format(utc(date));

const SEATS_TONE = { AVAILABLE: 'good', LIMITED: 'warn', SOLD_OUT: 'bad', CLOSED: 'muted' } as const;
export function seatsText(d: { status: AvailableDeparture['status']; vacancies: number; capacity: number }): string {
  if (d.status === 'CLOSED') return 'not on sale';
  return `${d.vacancies} of ${d.capacity} seats left`;
}

/**
 * A month calendar of a product's departures (each day with departures a button saying the seats left), then the
 * departures of the day picked as radio buttons. Opens on `near`'s month (a date), else on the month of the
 * product's next departure.
 */
export function DeparturePicker(props: {
  productId: string;
  value: string | null;
  near?: string;
  /** A departure not to offer (the one a booking is on when moving it). */
  exclude?: string;
  onPick: (departure: AvailableDeparture, date: string) => void;
  error?: unknown;
}) {
  const [month, setMonth] = useState<string | null>(props.near ? monthOf(props.near) : null);
  const [date, setDate] = useState<string | null>(props.near ?? null);
  const dayHeading = useId();
  // Without a month to open on: the month of the next departure that is not over.
  useEffect(() => {
    if (month) return;
    api
      .GET('/v1/products/{id}/departures', {
        params: { path: { id: props.productId }, query: { from: localToday(), status: 'scheduled', limit: 1 } },
      })
      .then(
        ({ data }) => setMonth(monthOf(data.data[0]?.startAt ?? localToday())),
        () => setMonth(monthOf(localToday())),
      );
  }, [props.productId]);
  const calendar = useLoad(async () => {
    if (!month) return undefined;
    const query = { from: `${month}-01`, to: lastDayOf(month) };
    return (await api.GET('/v1/products/{id}/availability', { params: { path: { id: props.productId }, query } })).data
      .data;
  }, [props.productId, month]);
  if (!month) return <Loading what="the departures" />;
  const days = calendar.data?.days ?? [];
  const picked = days.find((d) => d.date === date);
  const lead = (utc(`${month}-01`).getUTCDay() + 6) % 7;
  const cells: Array<AvailableDay | null> = [...Array<null>(lead).fill(null), ...days];
  const weeks: Array<Array<AvailableDay | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const offered = (d: AvailableDay) => d.departures.filter((x) => x.id !== props.exclude);

  return (
    <div class="picker">
      <div class="month-bar">
        <button type="button" onClick={() => setMonth(shiftMonth(month, -1))} aria-label="Previous month">
          ‹
        </button>
        <h3 aria-live="polite">{monthName.format(utc(`${month}-01`))}</h3>
        <button type="button" onClick={() => setMonth(shiftMonth(month, 1))} aria-label="Next month">
          ›
        </button>
      </div>
      <ErrorLine error={calendar.error} />
      {calendar.loading && !calendar.data && <Loading what="the month" />}
      {calendar.data && (
        <table class="calendar">
          <caption class="visually-hidden">Departures in {monthName.format(utc(`${month}-01`))}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((w) => (
                <th key={w} scope="col">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map((d, j) => {
                  if (!d) return <td key={j} />;
                  const list = offered(d);
                  const n = Number(d.date.slice(8));
                  if (list.length === 0)
                    return (
                      <td key={d.date} class="day-none">
                        {n}
                      </td>
                    );
                  // The seats of the departures offered (the day's own count includes an excluded one).
                  const onSale = list.filter((x) => x.status !== 'CLOSED');
                  const selling = onSale.length > 0;
                  const left = onSale.reduce((sum, x) => sum + x.vacancies, 0);
                  return (
                    <td key={d.date}>
                      <button
                        type="button"
                        class={`day day-${d.status.toLowerCase()}`}
                        aria-pressed={d.date === date}
                        aria-label={`${dayName(d.date)}: ${list.length} departure${list.length === 1 ? '' : 's'}, ${
                          selling ? `${left} seats left` : 'not on sale'
                        }`}
                        onClick={() => setDate(d.date)}
                      >
                        <span class="day-n">{n}</span>
                        <span class="day-seats">{selling ? `${left} left` : 'closed'}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calendar.data && days.every((d) => offered(d).length === 0) && (
        <p class="muted">No departures this month: try the next one.</p>
      )}
      {picked && (
        <fieldset class="departures" aria-labelledby={dayHeading}>
          <legend id={dayHeading}>Departures on {dayName(picked.date)}</legend>
          {offered(picked).map((d) => (
            <label key={d.id} class="departure-choice">
              <input
                type="radio"
                name="departure"
                value={d.id}
                checked={props.value === d.id}
                disabled={d.status === 'CLOSED'}
                onChange={() => props.onPick(d, picked.date)}
              />
              <strong>{clockOf(d.localStartAt)}</strong>
              <Badge tone={SEATS_TONE[d.status]}>{seatsText(d)}</Badge>
              {d.fromPrice && <span class="muted">from {money(d.fromPrice.amount, d.fromPrice.currency)}</span>}
            </label>
          ))}
          <GroupError error={props.error} fields={['departureId']} />
        </fieldset>
      )}
    </div>
  );
}

/** The unit types of a product with quantity inputs; `prices` (unit key → amount) from the API's answer, if any. */
export function UnitQuantities(props: {
  types: Array<{ key: string; label: string; hint?: string }>;
  quantities: Quantities;
  onChange: (q: Quantities) => void;
  error?: unknown;
  legend: string;
}) {
  const errorId = useId();
  const problem = groupProblem(props.error, UNIT_FIELDS);
  return (
    <fieldset class={problem ? 'units field-invalid' : 'units'}>
      <legend>{props.legend}</legend>
      {props.types.map((t) => (
        <UnitInput
          key={t.key}
          type={t}
          value={props.quantities[t.key] ?? 0}
          describedBy={problem ? errorId : undefined}
          onInput={(n) => props.onChange({ ...props.quantities, [t.key]: n })}
        />
      ))}
      {problem && (
        <p id={errorId} class="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function UnitInput(props: {
  type: { key: string; label: string; hint?: string };
  value: number;
  describedBy?: string;
  onInput: (n: number) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div class="unit-row">
      <label for={id}>{props.type.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={500}
        value={props.value}
        aria-describedby={
          [props.type.hint ? hintId : '', props.describedBy ?? ''].filter(Boolean).join(' ') || undefined
        }
        onInput={(e) => {
          const n = Math.floor(Number(e.currentTarget.value));
          props.onInput(Number.isFinite(n) && n > 0 ? n : 0);
        }}
      />
      {props.type.hint && (
        <span id={hintId} class="muted">
          {props.type.hint}
        </span>
      )}
    </div>
  );
}

/** The API's fields that are about the party and its seats. */
export const UNIT_FIELDS = ['units', 'rooms', 'paxAdults', 'paxChildren', 'paxInfants', 'departureId'];

/** The field a failed call's answer names (`details.field`), if any. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body.details?.field : undefined;
}

/** A failed call not about one field (shown in a line, not beside a control), else null. */
export function unnamedError(error: unknown): unknown {
  return error && errorField(error) === undefined ? error : null;
}

/** The API's message about one of `fields` or a part of it (`units[1].quantity`), or null. */
function groupProblem(error: unknown, fields: string[]): string | null {
  if (!(error instanceof ApiError) || !error.body.details) return null;
  const { field, message } = error.body.details;
  return fields.some((f) => field === f || field.startsWith(`${f}[`) || field.startsWith(`${f}.`)) ? message : null;
}

/** What the API says about any of `fields`, as a field error line. */
function GroupError({ error, fields }: { error: unknown; fields: string[] }) {
  const problem = groupProblem(error, fields);
  return problem ? <p class="field-error">{problem}</p> : null;
}

/** `adult:2,child:1` of the quantities above zero (the availability query's form). */
export function unitsQuery(q: Quantities): string {
  return Object.entries(q)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}:${n}`)
    .join(',');
}

export function unitsOf(q: Quantities): Array<{ unitKey: string; quantity: number }> {
  return Object.entries(q)
    .filter(([, n]) => n > 0)
    .map(([unitKey, quantity]) => ({ unitKey, quantity }));
}

/** A booking's units as quantities; a booking priced per person without units, from its travellers. */
export function quantitiesOf(b: {
  units: Array<{ unitKey: string; quantity: number }>;
  pax: { adults: number; children: number; infants: number };
}): Quantities {
  if (b.units.length > 0) return Object.fromEntries(b.units.map((u) => [u.unitKey, u.quantity]));
  return { adult: b.pax.adults, child: b.pax.children, infant: b.pax.infants };
}

/** A unit type's price and ages, `€40.00 each · age 12+`; `price` null: none on this departure, undefined: not known. */
export function unitHint(t: UnitType, price?: { amount: number; currency: string } | null): string {
  const age =
    t.minAge !== null && t.maxAge !== null
      ? `ages ${t.minAge}–${t.maxAge}`
      : t.minAge !== null
        ? `age ${t.minAge}+`
        : t.maxAge !== null
          ? `up to age ${t.maxAge}`
          : '';
  const each = price
    ? `${money(price.amount, price.currency)} each`
    : price === null
      ? 'no price on this departure'
      : '';
  return [each, age].filter(Boolean).join(' · ');
}

/** A product's pricing (its unit types and room categories). */
export function usePricing(productId: string | null) {
  return useLoad(async () => {
    if (!productId) return undefined;
    return (await api.GET('/v1/products/{id}/pricing', { params: { path: { id: productId } } })).data.data;
  }, [productId]);
}

/** A fresh Idempotency-Key: one per operation the person asks for, so a double submit makes it once. */
export function operationKey(): string {
  return crypto.randomUUID();
}
