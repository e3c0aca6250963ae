// A product's booking page: what it is, who is coming (units with their age rules), a month calendar whose days
// say their status in words, the chosen day's departures with seats left, the party's total (announced as it
// changes), the guest's details, then the hold (held.tsx). Every figure comes from the server.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  api,
  PageError,
  type Answer,
  type Calendar,
  type Departure,
  type Held,
  type PageInfo,
  type Product,
} from './api.js';
import { Confirmation } from './confirmation.js';
import { HeldPanel } from './held.js';
import { problemOf, QuestionField, refusalText, toSend, type Answers } from './questions.js';
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

/** The address of this product's page showing `order`'s confirmation (or none), keeping the guest's language. */
function orderAddress(order: string | null): string {
  const q = new URLSearchParams(location.search);
  const lang = q.get('lang');
  const next = new URLSearchParams();
  if (lang) next.set('lang', lang);
  if (order) next.set('order', order);
  const query = next.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** Each person of the party by the unit they come with (a unit standing for several people counts each). */
function travellerUnits(product: Product, party: Party): string[] {
  return product.units.flatMap((u) => Array.from({ length: (party[u.key] ?? 0) * (u.pax ?? 1) }, () => u.label));
}

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
      <Header name={page.name} handle={handle} logoUrl={page.logoUrl} />
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
  // The order to confirm: back from the provider paid, or the confirmation's own address (`?order=`) reloaded.
  const [order, setOrder] = useState<string | null>(() =>
    returned
      ? returned.outcome === 'succeeded'
        ? returned.order
        : null
      : new URLSearchParams(location.search).get('order'),
  );
  const [notice, setNotice] = useState<string | null>(
    returned && returned.outcome !== 'succeeded' ? T.payFailed : null,
  );
  // The address keeps the order only: a reload shows its confirmation again, a refused payment's is gone.
  useEffect(() => {
    if (returned) history.replaceState(null, '', orderAddress(order));
  }, []);
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

  const confirm = (code: string) => {
    history.replaceState(null, '', orderAddress(code));
    setOrder(code);
  };
  if (order)
    return (
      <Confirmation
        handle={handle}
        product={product}
        code={order}
        onChooseAgain={() => {
          history.replaceState(null, '', orderAddress(null));
          setOrder(null);
          setHeld(null);
          setDepartureId(null);
          setReload((n) => n + 1);
        }}
      />
    );
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
        questions={product.questions}
        travellers={travellerUnits(product, party)}
        onSubmit={async (details) => {
          try {
            const r = await api.hold(handle, {
              productSlug: product.slug,
              departureId: departure!.id,
              units: Object.entries(party)
                .filter(([, q]) => q > 0)
                .map(([unitKey, quantity]) => ({ unitKey, quantity })),
              guest: details.guest,
              language: LANG,
              ...(Object.keys(details.answers).length ? { answers: details.answers } : {}),
              ...(details.travellers.length ? { travellers: details.travellers } : {}),
              ...(details.voucherCode ? { voucherCode: details.voucherCode } : {}),
            });
            setNotice(null);
            // A voucher that covers everything leaves nothing to pay: straight to the confirmation.
            if (r.data.needsPayment === false) confirm(r.data.code);
            else setHeld(r.data);
            return null;
          } catch (err) {
            const refused = err instanceof PageError ? fieldErrors(err) : null;
            if (refused) return refused;
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

/** What the form sends: the guest, the answers per booking and per traveller, the voucher code. */
export interface Details {
  guest: Guest;
  answers: Record<string, Answer>;
  travellers: Array<Record<string, Answer>>;
  voucherCode: string;
}
/** Refusals by the form's field names (firstName, answers.phone, travellers[1].passport, voucherCode). */
export type FieldErrors = Record<string, string>;

/**
 * The guest's details, the seller's questions (per booking, then per traveller: `travellers` labels each person)
 * and an optional voucher code; `onSubmit` answers the fields the server refused, if any.
 */
function GuestForm(props: {
  ready: boolean;
  questions: Product['questions'];
  travellers: string[];
  onSubmit: (d: Details) => Promise<FieldErrors | null>;
}) {
  const { questions } = props;
  const [guest, setGuest] = useState<Guest>({ firstName: '', lastName: '', email: '' });
  const [answers, setAnswers] = useState<Answers>({});
  const [travellers, setTravellers] = useState<Answers[]>([]);
  const [voucher, setVoucher] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focus, setFocus] = useState(0);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const asksTravellers = questions.traveller.length > 0;
  // The first refused field, in the order the guest reads them, takes the focus.
  useEffect(() => {
    if (focus) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focus]);

  const check = (): FieldErrors => {
    const out: FieldErrors = {};
    for (const f of FIELDS) if (!guest[f].trim()) out[f] = T.required;
    if (!out.email && !EMAIL.test(guest.email.trim())) out.email = T.badEmail;
    for (const q of questions.booking) {
      const problem = problemOf(q, answers[q.id]);
      if (problem) out[`answers.${q.id}`] = problem;
    }
    if (asksTravellers)
      props.travellers.forEach((_, i) => {
        for (const q of questions.traveller) {
          const problem = problemOf(q, travellers[i]?.[q.id]);
          if (problem) out[`travellers[${i}].${q.id}`] = problem;
        }
      });
    return out;
  };
  const show = (errs: FieldErrors) => {
    setErrors(errs);
    setFocus((n) => n + 1);
  };

  return (
    <form
      ref={form}
      class="guest"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const errs = check();
        if (Object.keys(errs).length > 0) return show(errs);
        setErrors({});
        setBusy(true);
        const refused = await props.onSubmit({
          guest: { firstName: guest.firstName.trim(), lastName: guest.lastName.trim(), email: guest.email.trim() },
          answers: toSend(questions.booking, answers),
          travellers: asksTravellers
            ? props.travellers.map((_, i) => toSend(questions.traveller, travellers[i] ?? {}))
            : [],
          voucherCode: voucher.trim(),
        });
        setBusy(false);
        if (refused) show(refused);
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
      {questions.booking.length > 0 && (
        <fieldset class="questions">
          <legend>{T.questions}</legend>
          {[...questions.booking, ...questions.traveller].some((q) => q.required) && (
            <p class="hint">{T.requiredNote}</p>
          )}
          {questions.booking.map((q) => (
            <QuestionField
              key={q.id}
              q={q}
              field={`answers.${q.id}`}
              value={answers[q.id]}
              error={errors[`answers.${q.id}`]}
              onChange={(v) => setAnswers({ ...answers, [q.id]: v })}
            />
          ))}
        </fieldset>
      )}
      {asksTravellers &&
        props.travellers.map((unit, i) => (
          <fieldset class="questions traveller" key={i}>
            <legend>{T.travellerN(i + 1, unit)}</legend>
            {i === 0 && questions.booking.length === 0 && questions.traveller.some((q) => q.required) && (
              <p class="hint">{T.requiredNote}</p>
            )}
            {questions.traveller.map((q) => (
              <QuestionField
                key={q.id}
                q={q}
                field={`travellers[${i}].${q.id}`}
                value={travellers[i]?.[q.id]}
                error={errors[`travellers[${i}].${q.id}`]}
                onChange={(v) => {
                  const next = props.travellers.map((_, j) => travellers[j] ?? {});
                  next[i] = { ...next[i], [q.id]: v };
                  setTravellers(next);
                }}
              />
            ))}
          </fieldset>
        ))}
      <div class="field voucher">
        <label for="voucher-code">
          {T.voucher} <span class="hint">({T.optional})</span>
        </label>
        <input
          id="voucher-code"
          name="voucherCode"
          type="text"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          maxLength={64}
          value={voucher}
          aria-invalid={errors.voucherCode ? 'true' : undefined}
          aria-describedby={errors.voucherCode ? 'voucher-code-error' : undefined}
          onInput={(e) => setVoucher((e.target as HTMLInputElement).value)}
        />
        {errors.voucherCode && (
          <p class="field-error" id="voucher-code-error">
            {errors.voucherCode}
          </p>
        )}
      </div>
      <button class="primary" type="submit" disabled={!props.ready || busy}>
        {busy ? T.holding : T.hold}
      </button>
    </form>
  );
}

/** The server's refusal of the details as the form's errors, or null when it is about something else. */
function fieldErrors(err: PageError): FieldErrors | null {
  const out: FieldErrors = {};
  for (const { field, message } of err.issues) {
    if (field.startsWith('guest.')) out[field.slice(6)] = field === 'guest.email' ? T.badEmail : T.required;
    else if (field === 'voucherCode') out.voucherCode = T.voucherRefused[err.reason ?? ''] ?? T.voucherBad;
    else if (/^(answers\.|travellers\[\d+\]\.)/.test(field)) out[field] = refusalText(message);
  }
  return Object.keys(out).length > 0 ? out : null;
}
