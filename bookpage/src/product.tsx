// A product's booking page: what it is, who is coming (units with their age rules), a month calendar whose days
// say their status in words, the chosen day's departures with seats left, the party's total (announced as it
// changes), the guest's details, then the hold (held.tsx). Every figure comes from the server.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, PageError, type Calendar, type Departure, type Held, type PageInfo, type Product } from './api.js';
import { HeldPanel, PaidPanel } from './held.js';
import { paymentOutcome } from './payment.js';
import { LANG, longDate, money, monthName, T, timeOf, weekdays } from './i18n.js';
import { Header, Loading, Message, pageHref, Photo } from './shared.js';

type Party = Record<string, number>;

/** The party as the calendar takes it: `adult:2,child:1`, without units nobody chose. */
const unitsOf = (party: Party) =>
  Object.entries(party)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}:${n}`)
    .join(',');

const thisMonth = () => new Date().toISOString().slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

export function ProductPage({ handle, slug }: { handle: string; slug: string }) {
  const [state, setState] = useState<{ page: PageInfo; data: Product } | 'missing' | 'failed' | null>(null);
  useEffect(() => {
    api
      .product(handle, slug, LANG)
      .then(setState, (err: unknown) =>
        setState(err instanceof PageError && err.status === 404 ? 'missing' : 'failed'),
      );
  }, [handle, slug]);
  if (state === null) return <Loading />;
  if (state === 'missing' || state === 'failed')
    return (
      <section class="content">
        <Message tone="error">{state === 'missing' ? T.notFound : T.failed}</Message>
        <a href={pageHref(`/book/${handle}`)}>{T.allProducts}</a>
      </section>
    );
  const { page, data: product } = state;
  document.title = `${product.title} · ${page.name}`;
  return (
    <>
      <Header name={page.name} handle={handle} />
      <div class="content product">
        <article class="about">
          <a class="back" href={pageHref(`/book/${handle}`)}>
            ← {T.allProducts}
          </a>
          <h1>{product.title}</h1>
          <Photo image={product.image} eager />
          {product.summary && <p class="summary">{product.summary}</p>}
          {product.description?.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
          {product.policies.length > 0 && (
            <section class="policies">
              <h2>{T.policies}</h2>
              {product.policies.map((p, i) => (
                <div key={i}>
                  {p.title && <h3>{p.title}</h3>}
                  {/* Sanitised by the policies area when stored. */}
                  <div dangerouslySetInnerHTML={{ __html: p.html }} />
                </div>
              ))}
            </section>
          )}
        </article>
        <Booking handle={handle} product={product} />
      </div>
    </>
  );
}

function Booking({ handle, product }: { handle: string; product: Product }) {
  const [party, setParty] = useState<Party>(() => {
    const first = product.units.find((u) => u.type === 'adult') ?? product.units[0];
    return first ? { [first.key]: 1 } : {};
  });
  const [month, setMonth] = useState(product.nextDate?.slice(0, 7) ?? thisMonth());
  const [date, setDate] = useState<string | null>(product.nextDate);
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [held, setHeld] = useState<Held | null>(null);
  const [returned] = useState(() => paymentOutcome(location.search));
  const [notice, setNotice] = useState<string | null>(
    returned && returned.outcome !== 'succeeded' ? T.payFailed : null,
  );
  const units = unitsOf(party);
  const top = useRef<HTMLElement>(null);
  // A refusal shows at the top of the panel: bring it into view from the button at the bottom.
  useEffect(() => {
    if (notice) top.current?.scrollIntoView({ block: 'start' });
  }, [notice]);

  useEffect(() => {
    let current = true;
    setCalendarFailed(false);
    api.calendar(handle, product.slug, month, units).then(
      (r) => current && setCalendar(r.data),
      () => current && setCalendarFailed(true),
    );
    return () => {
      current = false;
    };
  }, [handle, product.slug, month, units, reload]);

  const day = calendar && calendar.month === month ? calendar.days.find((d) => d.date === date) : undefined;
  const bookable = (d: Departure) => d.status === 'AVAILABLE' || d.status === 'LIMITED';
  const departure = day?.departures.find((d) => d.id === departureId && bookable(d));
  // One departure that fits on the chosen day is chosen for the guest.
  useEffect(() => {
    const open = day?.departures.filter(bookable) ?? [];
    if (!departure && open.length === 1) setDepartureId(open[0]!.id);
  }, [day, departure]);

  if (returned?.outcome === 'succeeded') return <PaidPanel order={returned.order} />;
  if (held)
    return (
      <HeldPanel
        handle={handle}
        slug={product.slug}
        held={held}
        what={[
          product.title,
          day && departure ? `${longDate(day.date)} · ${timeOf(departure.localStartAt)}` : '',
          product.units
            .filter((u) => (party[u.key] ?? 0) > 0)
            .map((u) => `${party[u.key]} × ${u.label}`)
            .join(', '),
        ]}
        onLapsed={() => {
          setHeld(null);
          setDepartureId(null);
          setNotice(T.lapsed);
          setReload((n) => n + 1);
        }}
      />
    );

  return (
    <section class="booking" aria-labelledby="book-title" ref={top}>
      <h2 id="book-title" class="visually-hidden">
        {product.title}
      </h2>
      {notice && <Message tone="error">{notice}</Message>}
      <fieldset class="party">
        <legend>{T.party}</legend>
        {product.units.map((u) => {
          const n = party[u.key] ?? 0;
          const price = day?.departures[0]?.prices.find((p) => p.unitKey === u.key);
          const set = (to: number) => setParty({ ...party, [u.key]: Math.max(0, Math.min(to, u.maxQuantity ?? 50)) });
          const age = T.age(u.minAge, u.maxAge);
          return (
            <div class="unit" key={u.key}>
              <div class="unit-name">
                <span id={`unit-${u.key}`}>{u.label}</span>
                <small>
                  {age}
                  {price && (age ? ' · ' : '') + (price.amount === 0 ? T.free : money(price.amount, price.currency))}
                </small>
              </div>
              <div class="stepper" role="group" aria-labelledby={`unit-${u.key}`}>
                <button type="button" aria-label={T.fewer(u.label)} disabled={n === 0} onClick={() => set(n - 1)}>
                  −
                </button>
                <output aria-live="polite" aria-label={u.label}>
                  {n}
                </output>
                <button type="button" aria-label={T.more(u.label)} onClick={() => set(n + 1)}>
                  +
                </button>
              </div>
            </div>
          );
        })}
      </fieldset>

      <MonthCalendar
        month={month}
        calendar={calendar?.month === month ? calendar : null}
        failed={calendarFailed}
        selected={date}
        onMonth={setMonth}
        onPick={(d) => {
          setDate(d);
          setDepartureId(null);
          setNotice(null);
        }}
      />

      {day && day.departures.length > 0 && (
        <fieldset class="departures">
          <legend>
            {T.departures} · {longDate(day.date)}
          </legend>
          {day.departures.map((d) => (
            <label key={d.id} class={`departure ${bookable(d) ? '' : 'off'}`}>
              <input
                type="radio"
                name="departure"
                value={d.id}
                checked={d.id === departureId}
                disabled={!bookable(d)}
                onChange={() => setDepartureId(d.id)}
              />
              <span class="time">
                {timeOf(d.localStartAt)}–{timeOf(d.localEndAt)}
              </span>
              <span class="seats">
                {d.status === 'CLOSED'
                  ? T.status.CLOSED
                  : d.vacancies === 0
                    ? T.status.SOLD_OUT
                    : d.status === 'SOLD_OUT'
                      ? T.soldOutForParty
                      : T.seatsLeft(d.vacancies)}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <p class="total" aria-live="polite" aria-atomic="true">
        {!units ? (
          T.chooseParty
        ) : departure?.total ? (
          <>
            {T.total}: <strong>{money(departure.total.amount, departure.total.currency)}</strong>
          </>
        ) : (
          T.chooseDeparture
        )}
      </p>

      <GuestForm
        ready={Boolean(units && departure)}
        onSubmit={async (guest) => {
          try {
            const r = await api.hold(handle, {
              productSlug: product.slug,
              departureId: departure!.id,
              units: Object.entries(party)
                .filter(([, q]) => q > 0)
                .map(([unitKey, quantity]) => ({ unitKey, quantity })),
              guest,
              language: LANG,
            });
            setNotice(null);
            setHeld(r.data);
            return null;
          } catch (err) {
            if (err instanceof PageError && err.field?.startsWith('guest.')) return err.field.slice(6);
            setNotice(err instanceof PageError && err.code === 'CAPACITY_EXCEEDED' ? T.taken : T.failed);
            setDepartureId(null);
            setReload((n) => n + 1);
            return null;
          }
        }}
      />
    </section>
  );
}

function MonthCalendar(props: {
  month: string;
  calendar: Calendar | null;
  failed: boolean;
  selected: string | null;
  onMonth: (m: string) => void;
  onPick: (date: string) => void;
}) {
  const { month, calendar } = props;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  // Monday first: blank cells before the 1st.
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map(calendar?.days.map((d) => [d.date, d]));
  const canGoBack = month > thisMonth();
  const open = calendar?.days.some((d) => d.status !== 'CLOSED');
  return (
    <fieldset class="calendar">
      <legend>{T.date}</legend>
      <div class="month-nav">
        <button
          type="button"
          aria-label={T.previousMonth}
          disabled={!canGoBack}
          onClick={() => props.onMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h3 aria-live="polite">{monthName(month)}</h3>
        <button type="button" aria-label={T.nextMonth} onClick={() => props.onMonth(shiftMonth(month, 1))}>
          ›
        </button>
      </div>
      {props.failed ? (
        <Message tone="error">{T.failed}</Message>
      ) : !calendar ? (
        <Loading />
      ) : (
        <>
          <div class="grid" role="group" aria-label={monthName(month)}>
            {weekdays().map((w) => (
              <span class="weekday" aria-hidden="true" key={w}>
                {w}
              </span>
            ))}
            {Array.from({ length: lead }, (_, i) => (
              <span key={`lead-${i}`} />
            ))}
            {Array.from({ length }, (_, i) => {
              const date = `${month}-${String(i + 1).padStart(2, '0')}`;
              const d = byDate.get(date);
              const status = d?.status ?? 'CLOSED';
              const word = T.status[status]!;
              return (
                <button
                  type="button"
                  key={date}
                  class={`day ${status.toLowerCase()}`}
                  disabled={status === 'CLOSED'}
                  aria-pressed={props.selected === date}
                  aria-label={`${longDate(date)}, ${word}`}
                  onClick={() => props.onPick(date)}
                >
                  <span class="n">{i + 1}</span>
                  {status !== 'CLOSED' && <span class="word">{word}</span>}
                </button>
              );
            })}
          </div>
          {!open && <p class="hint">{T.noDates}</p>}
        </>
      )}
    </fieldset>
  );
}

type Guest = { firstName: string; lastName: string; email: string };
const FIELDS = ['firstName', 'lastName', 'email'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The guest's details; `onSubmit` answers the field the server refused, if any. */
function GuestForm(props: { ready: boolean; onSubmit: (g: Guest) => Promise<string | null> }) {
  const [guest, setGuest] = useState<Guest>({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Guest, string>>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const check = (g: Guest) => {
    const out: Partial<Record<keyof Guest, string>> = {};
    for (const f of FIELDS) if (!g[f].trim()) out[f] = T.required;
    if (!out.email && !EMAIL.test(g.email.trim())) out.email = T.badEmail;
    return out;
  };
  const focusFirst = (errs: Partial<Record<keyof Guest, string>>) => {
    const first = FIELDS.find((f) => errs[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name=${first}]`)?.focus();
  };

  return (
    <form
      ref={form}
      class="guest"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const errs = check(guest);
        setErrors(errs);
        if (Object.keys(errs).length > 0) return focusFirst(errs);
        setBusy(true);
        const trimmed = {
          firstName: guest.firstName.trim(),
          lastName: guest.lastName.trim(),
          email: guest.email.trim(),
        };
        const refused = await props.onSubmit(trimmed);
        setBusy(false);
        if (refused && (FIELDS as readonly string[]).includes(refused)) {
          const errs2 = { [refused]: refused === 'email' ? T.badEmail : T.required };
          setErrors(errs2);
          focusFirst(errs2);
        }
      }}
    >
      <fieldset>
        <legend>{T.details}</legend>
        {FIELDS.map((f) => (
          <div class="field" key={f}>
            <label for={`guest-${f}`}>{T[f]}</label>
            <input
              id={`guest-${f}`}
              name={f}
              {...(f === 'email' ? { type: 'email' as const } : { type: 'text' as const, list: undefined })}
              autocomplete={f === 'firstName' ? 'given-name' : f === 'lastName' ? 'family-name' : 'email'}
              required
              value={guest[f]}
              aria-invalid={errors[f] ? 'true' : undefined}
              aria-describedby={errors[f] ? `guest-${f}-error` : undefined}
              onInput={(e) => setGuest({ ...guest, [f]: (e.target as HTMLInputElement).value })}
            />
            {errors[f] && (
              <p class="field-error" id={`guest-${f}-error`}>
                {errors[f]}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <button class="primary" type="submit" disabled={!props.ready || busy}>
        {busy ? T.holding : T.hold}
      </button>
    </form>
  );
}
