// A booking taken by the operator for a guest on the phone or at the desk, one step at a time: the product, a day and
// a departure of it, the travellers (priced by the API as they are typed), the customer (found or made here), hold or
// confirm and the money taken now, then a summary. The booking is made with an Idempotency-Key, so a double submit
// makes one booking; confirming and recording the payment follow through the booking's commands.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { api, type Answer, type Booking, type ItemOf, type Pagination } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { money, words } from '../format.js';
import { Badge, Empty, ErrorLine, Field, Loading, PageTitle, useLoad } from '../ui.js';
import {
  clockOf,
  DeparturePicker,
  dayName,
  errorField,
  operationKey,
  seatsText,
  UNIT_FIELDS,
  UnitQuantities,
  unitHint,
  unitsOf,
  unitsQuery,
  unnamedError,
  usePricing,
  type AvailableDeparture,
  type Pricing,
  type Quantities,
} from './booking-parts.js';
import { PAYMENT_METHODS, PaymentFields, type PaymentMethod } from './booking-money.js';
import './bookings.css';

type Product = ItemOf<'/v1/products'>;
type Person = ItemOf<'/v1/people'>;
type PricingOption = Answer<'/v1/products/{id}/pricing/options', 'get'>['options'][number];

const STEPS = [
  { id: 'product', label: 'Product' },
  { id: 'departure', label: 'Date and departure' },
  { id: 'units', label: 'Travellers' },
  { id: 'customer', label: 'Customer' },
  { id: 'finish', label: 'Hold or confirm' },
  { id: 'summary', label: 'Summary' },
] as const;
type Step = (typeof STEPS)[number]['id'];

/** Which step shows the control of a field the API names, to show its error there (the summary: none does). */
function stepOfField(field: string | undefined): Step {
  if (!field) return 'summary';
  if (UNIT_FIELDS.some((f) => field === f || field.startsWith(`${f}[`))) return 'units';
  if (['holdMinutes', 'amount', 'method', 'reference', 'notes'].includes(field)) return 'finish';
  return 'summary';
}

interface Draft {
  product: Product | null;
  departure: AvailableDeparture | null;
  date: string | null;
  quantities: Quantities;
  person: Person | null;
  hold: boolean;
  holdMinutes: string;
  paid: boolean;
  amount: string;
  method: PaymentMethod;
  reference: string;
  notes: string;
}

const EMPTY: Draft = {
  product: null,
  departure: null,
  date: null,
  quantities: {},
  person: null,
  hold: false,
  holdMinutes: '30',
  paid: false,
  amount: '',
  method: 'cash',
  reference: '',
  notes: '',
};

/** The live price of the party on the departure, as the API's availability answers it (or the room options). */
interface Quote {
  departure: AvailableDeparture | undefined;
  options: PricingOption[];
}

export function NewBookingPage() {
  const { can } = useSession();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [step, setStep] = useState<Step>('product');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // What was done already when a later command failed: a retry goes on from there with the same keys.
  const made = useRef<{ key: string | null; booking: Booking | null; paid: boolean }>({
    key: null,
    booking: null,
    paid: false,
  });
  const running = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A layout effect: the heading takes the focus in the render that shows the step, before a key meant for the
  // step's fields can land in them and then lose the focus.
  useLayoutEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const pricing = usePricing(draft.product?.id ?? null);
  const byRoom = Boolean(pricing.data && pricing.data.unitTypes.length === 0);
  const partyQuery = unitsQuery(draft.quantities);
  const quote = useLoad<Quote | undefined>(async () => {
    const { product, departure, date } = draft;
    if (!product || !departure || !date || !pricing.data) return undefined;
    if (byRoom) {
      const query = { departure: departure.id };
      const { data } = await api.GET('/v1/products/{id}/pricing/options', {
        params: { path: { id: product.id }, query },
      });
      return { departure, options: data.options };
    }
    const query = { from: date, to: date, ...(partyQuery ? { units: partyQuery } : {}) };
    const { data } = await api.GET('/v1/products/{id}/availability', { params: { path: { id: product.id }, query } });
    const found = data.data.days.flatMap((d) => d.departures).find((d) => d.id === departure.id);
    return { departure: found, options: [] };
  }, [draft.product?.id, draft.departure?.id, partyQuery, pricing.data, byRoom]);

  if (!can('bookings:write'))
    return (
      <section>
        <PageTitle>New booking</PageTitle>
        <p>Your role in this workspace does not allow making bookings. Ask a workspace owner or admin.</p>
      </section>
    );

  const update = (patch: Partial<Draft>) => {
    // Another booking than the one a failed attempt sent: a new key (a key sent again must carry the same body).
    if (!made.current.booking) made.current.key = null;
    setError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const index = STEPS.findIndex((s) => s.id === step);
  const go = (to: Step) => setStep(to);
  const next = () => go(STEPS[index + 1]!.id);
  const back = () => go(STEPS[index - 1]!.id);
  const total = quote.data?.departure?.total ?? null;
  const seats = Object.values(draft.quantities).reduce((a, n) => a + n, 0);

  const submit = async () => {
    const { product, departure, person } = draft;
    // A second submit while the first runs (a double click before the button is disabled) would get a 409.
    if (!product || !departure || !person || running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const key = (made.current.key ??= operationKey());
    try {
      let booking = made.current.booking;
      if (!booking) {
        const body = {
          productId: product.id,
          departureId: departure.id,
          ...(byRoom
            ? {
                rooms: Object.entries(draft.quantities)
                  .filter(([, n]) => n > 0)
                  .map(([categoryKey, quantity]) => ({
                    categoryKey,
                    quantity,
                    occupancy: pricing.data?.roomCategories.find((c) => c.key === categoryKey)?.pax ?? 1,
                  })),
                paxAdults: roomPax(pricing.data, draft.quantities),
              }
            : { units: unitsOf(draft.quantities) }),
          billingPersonId: person.id,
          billing: { firstName: person.firstName, lastName: person.lastName, email: person.defaultEmail ?? undefined },
          ...(draft.hold ? { hold: true, holdMinutes: Number(draft.holdMinutes) } : {}),
          ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
        };
        booking = (await api.POST('/v1/bookings', { params: { header: { 'Idempotency-Key': key } }, body })).data;
        made.current.booking = booking;
      }
      const path = { id: booking.id };
      if (!draft.hold && booking.status !== 'confirmed')
        await api.POST('/v1/bookings/{id}/confirm', {
          params: { path, header: { 'Idempotency-Key': `${key}-confirm` } },
        });
      if (draft.paid && !made.current.paid) {
        await api.POST('/v1/bookings/{id}/payments', {
          params: { path, header: { 'Idempotency-Key': `${key}-payment` } },
          body: {
            amount: Number(draft.amount),
            method: draft.method,
            currency: booking.pricing.currency,
            ...(draft.reference.trim() ? { reference: draft.reference.trim() } : {}),
          },
        });
        made.current.paid = true;
      }
      navigate(href(`/bookings/${booking.id}`));
    } catch (err) {
      running.current = false;
      setError(err);
      setBusy(false);
      const field = errorField(err);
      if (!made.current.booking) go(stepOfField(field));
      else if (draft.paid && !made.current.paid && field) go('finish');
    }
  };

  return (
    <section class="new-booking">
      <p class="crumbs">
        <a href="#/bookings">Bookings</a> ›
      </p>
      <PageTitle>New booking</PageTitle>
      <nav aria-label="Steps">
        <ol class="steps">
          {STEPS.map((s, i) => (
            <li key={s.id} aria-current={s.id === step ? 'step' : undefined} class={i < index ? 'done' : undefined}>
              {i < index ? (
                <button type="button" class="link" onClick={() => go(s.id)}>
                  {i + 1}. {s.label}
                </button>
              ) : (
                <span>
                  {i + 1}. {s.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <form
        class="card step"
        aria-labelledby="step-heading"
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'summary') void submit();
          else next();
        }}
      >
        <h2 id="step-heading" tabIndex={-1} ref={heading}>
          {STEPS[index]!.label}
        </h2>
        {step === 'product' && (
          <ProductStep
            value={draft.product}
            // Another product: its own departures and units; the customer and the rest stay.
            onPick={(product) => update({ product, departure: null, date: null, quantities: {}, amount: '' })}
          />
        )}
        {step === 'departure' && draft.product && (
          <DeparturePicker
            productId={draft.product.id}
            value={draft.departure?.id ?? null}
            near={draft.date ?? undefined}
            error={error}
            onPick={(departure, date) => update({ departure, date })}
          />
        )}
        {step === 'units' && (
          <UnitsStep pricing={pricing.data} draft={draft} quote={quote} byRoom={byRoom} update={update} error={error} />
        )}
        {step === 'customer' && <CustomerStep value={draft.person} onPick={(person) => update({ person })} />}
        {step === 'finish' && <FinishStep draft={draft} total={total} update={update} error={error} />}
        {step === 'summary' && <Summary draft={draft} total={total} byRoom={byRoom} pricing={pricing.data} />}
        {made.current.booking && (
          <p class="warning">
            Booking {made.current.booking.code} was made, but a later step failed.{' '}
            <a href={href(`/bookings/${made.current.booking.id}`)}>Open the booking</a> or try again.
          </p>
        )}
        {/* An error about a field shows beside it, on its step; any other, here on the summary. */}
        {step === 'summary' && stepOfField(errorField(error)) === 'summary' && <ErrorLine error={error} />}
        <div class="actions">
          {step === 'summary' ? (
            <button type="submit" class="primary" disabled={busy}>
              {busy ? 'Working…' : draft.hold ? 'Hold the seats' : 'Make the booking'}
            </button>
          ) : (
            <button type="submit" class="primary" disabled={!ready(step, draft, seats)}>
              Next
            </button>
          )}
          {index > 0 && (
            <button type="button" onClick={back} disabled={busy}>
              Back
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Whether a step has what the next one needs. */
function ready(step: Step, d: Draft, seats: number): boolean {
  switch (step) {
    case 'product':
      return Boolean(d.product);
    case 'departure':
      return Boolean(d.departure);
    case 'units':
      return seats > 0;
    case 'customer':
      return Boolean(d.person);
    default:
      return true;
  }
}

/** Travellers of rooms: each room's occupancy times how many. */
function roomPax(pricing: Pricing | undefined, q: Quantities): number {
  return (pricing?.roomCategories ?? []).reduce((sum, c) => sum + c.pax * (q[c.key] ?? 0), 0);
}

/** What was typed, a moment after the typing stops (so a search is not sent per keystroke). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value]);
  return settled;
}

/**
 * A search box and the first ten matches as radio buttons (a radio group: one Tab stop, arrow keys move); `search`
 * answers a page of the API's list for what was typed, or nothing to show no list.
 */
function SearchChoices<T extends { id: string }>(props: {
  label: string;
  hint: string;
  legend: string;
  what: string;
  search: (term: string) => Promise<{ data: T[]; pagination: Pagination } | undefined>;
  selected: string | undefined;
  onPick: (item: T) => void;
  children: (item: T) => ComponentChildren;
}) {
  const [q, setQ] = useState('');
  const term = useSettled(q.trim());
  const list = useLoad(() => props.search(term), [term]);
  // While a new term's answer loads, the last one stays: the choices, and the Next button under them, do not jump
  // away from a pointer on its way to them.
  const last = useRef(list.data);
  if (list.data) last.current = list.data;
  const answer = list.data ?? last.current;
  const shown = answer?.data ?? [];
  const name = useId();
  return (
    <>
      <Field label={props.label} hint={props.hint}>
        {(id, describedBy) => (
          <input
            id={id}
            type="search"
            value={q}
            aria-describedby={describedBy}
            onInput={(e) => setQ(e.currentTarget.value)}
          />
        )}
      </Field>
      <ErrorLine error={list.error} />
      {list.loading && !answer && <Loading what={props.what} />}
      {list.data && shown.length === 0 && (
        <Empty>
          No {props.what} match “{term}”.
        </Empty>
      )}
      {shown.length > 0 && (
        <fieldset class="choices">
          <legend>{props.legend}</legend>
          {shown.map((item) => (
            <label key={item.id} class="choice">
              <input
                type="radio"
                name={name}
                checked={props.selected === item.id}
                onChange={() => props.onPick(item)}
              />
              <span>{props.children(item)}</span>
            </label>
          ))}
          {answer && answer.pagination.total > shown.length && (
            <p class="hint">{answer.pagination.total - shown.length} more match: type more to narrow the list.</p>
          )}
        </fieldset>
      )}
    </>
  );
}

function ProductStep({ value, onPick }: { value: Product | null; onPick: (p: Product) => void }) {
  return (
    <SearchChoices<Product>
      label="Search products"
      hint="By title; the first ten active products that match show."
      legend="Product"
      what="products"
      selected={value?.id}
      onPick={onPick}
      search={async (term) => {
        const query = { status: 'active' as const, limit: 10, sort: 'title', ...(term ? { q: term } : {}) };
        return (await api.GET('/v1/products', { params: { query } })).data;
      }}
    >
      {(p) => (
        <>
          <strong>{p.title}</strong>{' '}
          <span class="muted">
            {[p.category && words(p.category), p.location?.city, p.pricingModel && words(p.pricingModel)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    </SearchChoices>
  );
}

function UnitsStep(props: {
  pricing: Pricing | undefined;
  draft: Draft;
  quote: ReturnType<typeof useLoad<Quote | undefined>>;
  byRoom: boolean;
  update: (p: Partial<Draft>) => void;
  error: unknown;
}) {
  const { pricing, draft, quote, byRoom } = props;
  if (!pricing) return <Loading what="the prices" />;
  const departure = quote.data?.departure ?? draft.departure;
  const prices = new Map((departure?.prices ?? []).map((p) => [p.unitKey, p]));
  const types = byRoom
    ? pricing.roomCategories.map((c) => {
        const option = quote.data?.options.find((o) => o.key === c.key);
        return {
          key: c.key,
          label: `${c.label} (rooms)`,
          hint: `${c.pax} ${c.pax === 1 ? 'person' : 'people'} a room${
            option ? ` · ${money(option.amountPerPerson, option.currency)} per person` : ''
          }`,
        };
      })
    : pricing.unitTypes.map((t) => ({ key: t.key, label: t.label, hint: unitHint(t, prices.get(t.key) ?? null) }));
  return (
    <>
      {draft.departure && draft.date && (
        <p class="muted">
          {draft.product?.title}, {dayName(draft.date)} at {clockOf(draft.departure.localStartAt)}
          {departure && ` · ${seatsText(departure)}`}
        </p>
      )}
      <UnitQuantities
        legend={byRoom ? 'Rooms' : 'Travellers'}
        types={types}
        quantities={draft.quantities}
        onChange={(quantities) => props.update({ quantities })}
        error={props.error ?? quote.error}
      />
      <p class="quote" role="status" aria-live="polite">
        {quote.loading
          ? 'Pricing…'
          : byRoom
            ? 'The total of rooms is priced by the API when the booking is made.'
            : departure?.total
              ? `Total ${money(departure.total.amount, departure.total.currency)}`
              : unitsQuery(draft.quantities)
                ? 'No price for this party on this departure.'
                : 'Add travellers to see the total.'}
      </p>
      {!byRoom && departure?.status === 'SOLD_OUT' && unitsQuery(draft.quantities) && (
        <p class="warning">
          Only {departure.vacancies} seats are left on this departure: fewer than this party takes. Pick fewer
          travellers or another departure.
        </p>
      )}
    </>
  );
}

function CustomerStep({ value, onPick }: { value: Person | null; onPick: (p: Person) => void }) {
  const { can } = useSession();
  const [creating, setCreating] = useState(false);
  return (
    <>
      {value && (
        <p class="picked">
          Customer: <strong>{personName(value)}</strong> {value.defaultEmail && <span>{value.defaultEmail}</span>}
        </p>
      )}
      <SearchChoices<Person>
        label="Find a customer"
        hint="A name, or an email address (found exactly)."
        legend="Customers found"
        what="customers"
        selected={value?.id}
        onPick={onPick}
        search={async (term) => {
          if (!term) return undefined;
          const query = term.includes('@') ? { email: term, limit: 10 } : { q: term, limit: 10 };
          return (await api.GET('/v1/people', { params: { query } })).data;
        }}
      >
        {(p) => (
          <>
            <strong>{personName(p)}</strong>{' '}
            <span class="muted">{[p.defaultEmail, p.phones[0]].filter(Boolean).join(' · ')}</span>
          </>
        )}
      </SearchChoices>
      {can('customers:write') &&
        (creating ? (
          <NewPerson
            onCreated={(p) => {
              setCreating(false);
              onPick(p);
            }}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <button type="button" onClick={() => setCreating(true)}>
            New customer
          </button>
        ))}
    </>
  );
}

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A new customer made inline (POST /v1/people); each field shows what the API says about it. */
function NewPerson({ onCreated, onCancel }: { onCreated: (p: Person) => void; onCancel: () => void }) {
  const [f, setF] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(operationKey());
  const set = (patch: Partial<typeof f>) => {
    key.current = operationKey();
    setF({ ...f, ...patch });
  };
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        firstName: f.firstName.trim(),
        lastName: f.lastName.trim(),
        ...(f.email.trim() ? { emails: [f.email.trim()] } : {}),
        ...(f.phone.trim() ? { phones: [f.phone.trim()] } : {}),
      };
      const { data } = await api.POST('/v1/people', { params: { header: { 'Idempotency-Key': key.current } }, body });
      onCreated(data);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  const text = (label: string, name: string, field: keyof typeof f, inputMode: 'text' | 'email' | 'tel' = 'text') => (
    <Field label={label} name={name} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          inputMode={inputMode}
          value={f[field]}
          autoComplete="off"
          aria-describedby={describedBy}
          onInput={(e) => set({ [field]: e.currentTarget.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset class="new-person">
      <legend>New customer</legend>
      <div class="grid-fields">
        {text('First name', 'firstName', 'firstName')}
        {text('Last name', 'lastName', 'lastName')}
        {text('Email', 'emails[0]', 'email', 'email')}
        {text('Phone', 'phones[0]', 'phone', 'tel')}
      </div>
      <ErrorLine error={unnamedError(error)} />
      <div class="actions">
        <button type="button" class="primary" onClick={create} disabled={busy}>
          {busy ? 'Working…' : 'Create customer'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

function FinishStep(props: {
  draft: Draft;
  total: { amount: number; currency: string } | null;
  update: (p: Partial<Draft>) => void;
  error: unknown;
}) {
  const { draft, update, error, total } = props;
  return (
    <>
      <fieldset>
        <legend>The seats</legend>
        <label class="choice">
          <input type="radio" name="mode" checked={!draft.hold} onChange={() => update({ hold: false })} />
          <span>
            <strong>Confirm now</strong> <span class="muted">The seats are the guest's for good.</span>
          </span>
        </label>
        <label class="choice">
          <input type="radio" name="mode" checked={draft.hold} onChange={() => update({ hold: true })} />
          <span>
            <strong>Hold</strong>{' '}
            <span class="muted">The seats are kept for a while, then go back on sale unless confirmed.</span>
          </span>
        </label>
        {draft.hold && (
          <Field label="Hold for (minutes)" name="holdMinutes" error={error}>
            {(id, describedBy) => (
              <input
                id={id}
                type="number"
                min={1}
                inputMode="numeric"
                value={draft.holdMinutes}
                aria-describedby={describedBy}
                onInput={(e) => update({ holdMinutes: e.currentTarget.value })}
              />
            )}
          </Field>
        )}
      </fieldset>
      <fieldset>
        <legend>Money</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={draft.paid}
            onChange={(e) =>
              update({ paid: e.currentTarget.checked, amount: draft.amount || (total ? String(total.amount) : '') })
            }
          />
          The guest paid now
        </label>
        {draft.paid && (
          <PaymentFields
            value={{ amount: draft.amount, method: draft.method, reference: draft.reference }}
            onChange={(v) => update(v)}
            error={error}
            currency={total?.currency}
          />
        )}
      </fieldset>
      <Field
        label="Notes (optional)"
        name="notes"
        error={error}
        hint="Kept with the booking; the guest does not see them."
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={2}
            value={draft.notes}
            aria-describedby={describedBy}
            onInput={(e) => update({ notes: e.currentTarget.value })}
          />
        )}
      </Field>
    </>
  );
}

function Summary(props: {
  draft: Draft;
  total: { amount: number; currency: string } | null;
  byRoom: boolean;
  pricing: Pricing | undefined;
}) {
  const { draft, total } = props;
  const labels = new Map(
    [...(props.pricing?.unitTypes ?? []), ...(props.pricing?.roomCategories ?? [])].map((t) => [t.key, t.label]),
  );
  const party = Object.entries(draft.quantities)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} × ${labels.get(k) ?? k}`)
    .join(', ');
  return (
    <dl class="facts">
      <dt>Product</dt>
      <dd>{draft.product?.title}</dd>
      <dt>Departure</dt>
      <dd>
        {draft.departure && draft.date ? `${dayName(draft.date)} at ${clockOf(draft.departure.localStartAt)}` : '—'}
      </dd>
      <dt>{props.byRoom ? 'Rooms' : 'Travellers'}</dt>
      <dd>{party || '—'}</dd>
      <dt>Total</dt>
      <dd>{total ? <strong>{money(total.amount, total.currency)}</strong> : 'Priced when the booking is made'}</dd>
      <dt>Customer</dt>
      <dd>
        {draft.person ? personName(draft.person) : '—'}
        {draft.person?.defaultEmail && <span class="muted"> · {draft.person.defaultEmail}</span>}
      </dd>
      <dt>Seats</dt>
      <dd>
        {draft.hold ? (
          <Badge tone="warn">{`held for ${draft.holdMinutes} minutes`}</Badge>
        ) : (
          <Badge tone="good">confirmed now</Badge>
        )}
      </dd>
      <dt>Payment</dt>
      <dd>
        {draft.paid
          ? `${total ? money(Number(draft.amount), total.currency) : draft.amount} by ${
              PAYMENT_METHODS[draft.method]
            }${draft.reference ? ` (${draft.reference})` : ''}`
          : 'None recorded now'}
      </dd>
      {draft.notes.trim() && (
        <>
          <dt>Notes</dt>
          <dd class="pre">{draft.notes.trim()}</dd>
        </>
      )}
    </dl>
  );
}
