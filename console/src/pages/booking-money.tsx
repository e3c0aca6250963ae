// A booking's commands that move money or seats, each in a dialog that spells out the money effect before it is
// confirmed: change the units and move to another departure (priced first by the API's preview of the change),
// record a payment, record a refund (at most what was paid and not refunded yet). Each sends an Idempotency-Key.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, type Answer, type Booking } from '../api.js';
import { currencyDigits, money } from '../format.js';
import { useWhenIn } from '../zone.js';
import { Dialog, DialogFormActions, ErrorLine, Field, Loading, useLoad } from '../ui.js';
import {
  DeparturePicker,
  operationKey,
  quantitiesOf,
  unitHint,
  UnitQuantities,
  unitsOf,
  unnamedError,
  type Pricing,
  type Quantities,
} from './booking-parts.js';

export const PAYMENT_METHODS = {
  cash: 'cash',
  card_terminal: 'card (terminal)',
  bank_transfer: 'bank transfer',
  other: 'other',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

const toMinor = (amount: number, currency: string) => Math.round(amount * 10 ** currencyDigits(currency));
const fromMinor = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

/** An amount of money in the booking's currency, as the API takes it (major units). */
function AmountField(props: { value: string; onInput: (v: string) => void; error: unknown; currency?: string }) {
  return (
    <Field label={`Amount${props.currency ? ` (${props.currency})` : ''}`} name="amount" error={props.error}>
      {(id, describedBy) => (
        <input
          id={id}
          inputMode="decimal"
          required
          value={props.value}
          aria-describedby={describedBy}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

function MethodField(props: { value: PaymentMethod; onChange: (v: PaymentMethod) => void; error: unknown }) {
  return (
    <Field label="Method" name="method" error={props.error}>
      {(id, describedBy) => (
        <select
          id={id}
          value={props.value}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.currentTarget.value as PaymentMethod)}
        >
          {Object.entries(PAYMENT_METHODS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Amount, method and reference of money taken (the new-booking form and the payment dialog). */
export function PaymentFields(props: {
  value: { amount: string; method: PaymentMethod; reference: string };
  onChange: (v: Partial<{ amount: string; method: PaymentMethod; reference: string }>) => void;
  error: unknown;
  currency?: string;
}) {
  const { value, onChange, error } = props;
  return (
    <div class="grid-fields">
      <AmountField
        value={value.amount}
        onInput={(amount) => onChange({ amount })}
        error={error}
        currency={props.currency}
      />
      <MethodField value={value.method} onChange={(method) => onChange({ method })} error={error} />
      <Field label="Reference (optional)" name="reference" error={error} hint="A receipt or terminal slip number.">
        {(id, describedBy) => (
          <input
            id={id}
            value={value.reference}
            aria-describedby={describedBy}
            onInput={(e) => onChange({ reference: e.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}

/** The money before and after a command: total, what the booking holds (paid less refunded), the balance. */
export function MoneyEffect(props: {
  currency: string;
  before: { total: number; held: number };
  after: { total: number; held: number } | null;
}) {
  const { currency, before, after } = props;
  const m = (minor: number) => money(fromMinor(minor, currency), currency);
  const balance = (x: { total: number; held: number }) => x.total - x.held;
  const row = (label: string, a: number, b: number | undefined) => (
    <tr>
      <th scope="row">{label}</th>
      <td class="num">{m(a)}</td>
      <td class="num">{b === undefined ? '…' : <strong>{m(b)}</strong>}</td>
    </tr>
  );
  const owed = after ? balance(after) : null;
  return (
    <div class="money-effect">
      <table>
        <caption class="visually-hidden">The money effect</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" class="num">
              Now
            </th>
            <th scope="col" class="num">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {row('Total', before.total, after?.total)}
          {row('Paid (less refunds)', before.held, after?.held)}
          {row('Balance', balance(before), owed ?? undefined)}
        </tbody>
      </table>
      {owed !== null && (
        <p class="effect-line">
          {owed > 0
            ? `The guest will owe ${m(owed)}.`
            : owed < 0
              ? `${m(-owed)} will be owed back to the guest: record a refund once it is paid back.`
              : 'Nothing will be owed either way.'}
        </p>
      )}
    </div>
  );
}

/** A booking's money as MoneyEffect reads it (minor units). */
export function moneyOf(b: Booking): { total: number; held: number } {
  const total = b.status === 'cancelled' || b.status === 'expired' ? 0 : b.pricing.total_minor;
  return { total, held: b.money.paid_minor - b.money.refunded_minor };
}

/**
 * A dialog with a form: `onSubmit` runs on the confirm button (or Enter) with the Idempotency-Key of the `request`
 * (the same until the request changes, so a retry or a double submit does it once), its error shows beside the
 * fields the API names (the children get it) and in a line otherwise, until the request changes; it closes on
 * success.
 */
function CommandDialog(props: {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  canSubmit?: boolean;
  request: unknown;
  onSubmit: (idempotencyKey: string) => Promise<void>;
  onClose: () => void;
  children: (error: unknown) => ComponentChildren;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const shape = JSON.stringify(props.request);
  const key = useMemo(operationKey, [shape]);
  useEffect(() => setError(null), [shape]);
  // Enter pressed twice before the button is disabled runs the command once.
  const running = useRef(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(key);
      props.onClose();
    } catch (err) {
      running.current = false;
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form onSubmit={submit}>
        {props.children(error)}
        <ErrorLine error={unnamedError(error)} />
        <DialogFormActions
          label={props.confirmLabel}
          busy={busy}
          busyLabel="Working…"
          danger={props.danger}
          disabled={props.canSubmit === false}
          onClose={props.onClose}
        />
      </form>
    </Dialog>
  );
}

type Change = Answer<'/v1/bookings/{id}/changes', 'post'>;

/** The change priced by the API (`preview: true`) for the shape asked; redone whenever the shape changes. */
function usePreview(
  b: Booking,
  body: { units?: Array<{ unitKey: string; quantity: number }>; departureId?: string } | null,
) {
  const shape = JSON.stringify(body);
  return useLoad<Change | undefined>(async () => {
    if (!body) return undefined;
    return (
      await api.POST('/v1/bookings/{id}/changes', {
        params: { path: { id: b.id } },
        body: { ...body, preview: true },
      })
    ).data;
  }, [b.id, shape]);
}

function changeEffect(b: Booking, preview: Change | undefined) {
  return (
    <MoneyEffect
      currency={b.pricing.currency}
      before={moneyOf(b)}
      after={preview ? { total: preview.booking.pricing.total_minor, held: moneyOf(b).held } : null}
    />
  );
}

export function ChangeUnitsDialog(props: {
  booking: Booking;
  pricing: Pricing;
  onClose: () => void;
  onDone: (b: Booking, text: string) => void;
}) {
  const b = props.booking;
  const [quantities, setQuantities] = useState<Quantities>(() => quantitiesOf(b));
  const units = unitsOf(quantities);
  const same = JSON.stringify(units) === JSON.stringify(unitsOf(quantitiesOf(b)));
  const preview = usePreview(b, units.length > 0 && !same ? { units } : null);
  return (
    <CommandDialog
      title={`Change the travellers of ${b.code}`}
      confirmLabel="Change travellers"
      request={units}
      canSubmit={Boolean(preview.data) && !preview.loading}
      onClose={props.onClose}
      onSubmit={async (idempotencyKey) => {
        const { data } = await api.POST('/v1/bookings/{id}/changes', {
          params: { path: { id: b.id }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { units },
        });
        props.onDone(data.booking, `The travellers of ${b.code} were changed.`);
      }}
    >
      {(error) => (
        <>
          <UnitQuantities
            legend="Travellers"
            types={props.pricing.unitTypes.map((t) => ({ key: t.key, label: t.label, hint: unitHint(t) }))}
            quantities={quantities}
            onChange={setQuantities}
            error={error ?? preview.error}
          />
          {same && <p class="muted">Change a quantity to see what the booking would cost.</p>}
          {preview.loading && !same && <Loading what="the new price" />}
          {changeEffect(b, preview.error ? undefined : preview.data)}
        </>
      )}
    </CommandDialog>
  );
}

export function MoveDialog(props: {
  booking: Booking;
  onClose: () => void;
  onDone: (b: Booking, text: string) => void;
}) {
  const b = props.booking;
  const when = useWhenIn();
  const [departureId, setDepartureId] = useState<string | null>(null);
  const preview = usePreview(b, departureId ? { departureId } : null);
  const near = b.departure.start_at?.slice(0, 10);
  return (
    <CommandDialog
      title={`Move ${b.code} to another departure`}
      confirmLabel="Move booking"
      request={departureId}
      canSubmit={Boolean(preview.data) && !preview.loading}
      onClose={props.onClose}
      onSubmit={async (idempotencyKey) => {
        if (!departureId) return;
        const { data } = await api.POST('/v1/bookings/{id}/changes', {
          params: { path: { id: b.id }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { departureId },
        });
        props.onDone(data.booking, `${b.code} moved to ${when(data.booking.departure.start_at)}.`);
      }}
    >
      {(error) => (
        <>
          <p class="muted">
            Now on {when(b.departure.start_at)}, {b.seats} seat{b.seats === 1 ? '' : 's'}. Pick a day, then a departure.
          </p>
          <DeparturePicker
            productId={b.product.id}
            value={departureId}
            near={near}
            exclude={b.departure.id}
            error={error ?? preview.error}
            onPick={(d) => setDepartureId(d.id)}
          />
          {preview.loading && departureId && <Loading what="the new price" />}
          {departureId && changeEffect(b, preview.error ? undefined : preview.data)}
          <ErrorLine error={unnamedError(preview.error)} />
        </>
      )}
    </CommandDialog>
  );
}

export function PaymentDialog(props: {
  booking: Booking;
  onClose: () => void;
  onDone: (b: Booking, text: string) => void;
}) {
  const b = props.booking;
  const currency = b.pricing.currency;
  const [value, setValue] = useState({
    amount: b.money.balance > 0 ? String(b.money.balance) : '',
    method: 'cash' as PaymentMethod,
    reference: '',
  });
  const amount = Number(value.amount);
  const valid = Number.isFinite(amount) && amount > 0;
  const before = moneyOf(b);
  return (
    <CommandDialog
      title={`Record a payment for ${b.code}`}
      confirmLabel="Record payment"
      request={value}
      onClose={props.onClose}
      onSubmit={async (idempotencyKey) => {
        const { data } = await api.POST('/v1/bookings/{id}/payments', {
          params: { path: { id: b.id }, header: { 'Idempotency-Key': idempotencyKey } },
          body: {
            amount,
            method: value.method,
            currency,
            ...(value.reference.trim() ? { reference: value.reference.trim() } : {}),
          },
        });
        props.onDone(data.booking, `${money(amount, currency)} recorded as paid.`);
      }}
    >
      {(error) => (
        <>
          <PaymentFields
            value={value}
            currency={currency}
            error={error}
            onChange={(v) => setValue({ ...value, ...v })}
          />
          <MoneyEffect
            currency={currency}
            before={before}
            after={valid ? { total: before.total, held: before.held + toMinor(amount, currency) } : null}
          />
        </>
      )}
    </CommandDialog>
  );
}

export function RefundDialog(props: {
  booking: Booking;
  onClose: () => void;
  onDone: (b: Booking, text: string) => void;
}) {
  const b = props.booking;
  const currency = b.pricing.currency;
  const before = moneyOf(b);
  const refundable = fromMinor(before.held, currency);
  const [value, setValue] = useState({ amount: String(refundable), reason: '', method: 'cash' as PaymentMethod });
  const amount = Number(value.amount);
  const valid = Number.isFinite(amount) && amount > 0;
  const set = (v: Partial<typeof value>) => setValue({ ...value, ...v });
  return (
    <CommandDialog
      title={`Record a refund for ${b.code}`}
      confirmLabel="Record refund"
      request={value}
      danger
      onClose={props.onClose}
      onSubmit={async (idempotencyKey) => {
        const { data } = await api.POST('/v1/bookings/{id}/refunds', {
          params: { path: { id: b.id }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { amount, reason: value.reason.trim(), method: value.method, currency },
        });
        props.onDone(data.booking, `${money(amount, currency)} recorded as refunded.`);
      }}
    >
      {(error) => (
        <>
          <p>
            At most {money(refundable, currency)} (what was paid and not refunded yet). This records money given back
            elsewhere: nothing is sent to a payment provider.
          </p>
          <div class="grid-fields">
            <AmountField value={value.amount} onInput={(amount) => set({ amount })} error={error} currency={currency} />
            <MethodField value={value.method} onChange={(method) => set({ method })} error={error} />
          </div>
          <Field label="Reason" name="reason" error={error} hint="Kept in the ledger.">
            {(id, describedBy) => (
              <input
                id={id}
                required
                value={value.reason}
                aria-describedby={describedBy}
                onInput={(e) => set({ reason: e.currentTarget.value })}
              />
            )}
          </Field>
          <MoneyEffect
            currency={currency}
            before={before}
            after={valid ? { total: before.total, held: before.held - toMinor(amount, currency) } : null}
          />
        </>
      )}
    </CommandDialog>
  );
}
