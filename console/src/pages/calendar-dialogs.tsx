// Making departures: one (product, date, time, duration, capacity, sales cut-off), or a schedule of them (a date
// range, days of the week and start times) sent in one request that the API makes idempotent: the same form sent
// twice (a double click, a retry after a lost answer) carries the same Idempotency-Key and creates nothing twice.
import type { InputHTMLAttributes } from 'preact';
import { useId, useMemo, useState } from 'preact/hooks';
import { api } from '../api.js';
import { randomUuid } from '../../../sdk/src/client.js';
import { count } from '../format.js';
import { Dialog, DialogFormActions, ErrorLine, Field, fieldError } from '../ui.js';
import { addDays, addMonths, daysBetween, instantOf, weekdayOf, dateLabel } from './calendar-dates.js';
import type { Departure, Product } from './calendar-data.js';

/** A labelled input holding a string: Field's label, hint and the API's error about `name` beside it. */
export function InputField(props: {
  label: string;
  name?: string;
  error?: unknown;
  hint?: string;
  value: string;
  onValue: (v: string) => void;
  type?: 'text' | 'number' | 'date' | 'time';
  required?: boolean;
  min?: number | string;
  step?: number;
  maxLength?: number;
}) {
  const { label, name, error, hint, value, onValue, ...input } = props;
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          // One input of these types: preact's attribute types tell input types apart only one literal at a time.
          {...(input as InputHTMLAttributes<HTMLInputElement>)}
          id={id}
          aria-describedby={describedBy}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** What a departure and a schedule share: the product and each departure's length, seats and sales cut-off. */
interface Common {
  productId: string;
  durationMinutes: string;
  capacity: string;
  cutoffMinutes: string;
}

function initialCommon(products: Product[], productId: string): Common {
  return { productId: productId || products[0]?.id || '', durationMinutes: '120', capacity: '20', cutoffMinutes: '' };
}

function cutoffOf(c: Common): number | null {
  return c.cutoffMinutes.trim() === '' ? null : Number(c.cutoffMinutes);
}

function ProductField(props: { products: Product[]; value: Common; onChange: (c: Common) => void; error: unknown }) {
  return (
    <Field label="Product" name="productId" error={props.error}>
      {(id, hint) => (
        <select
          id={id}
          required
          aria-describedby={hint}
          value={props.value.productId}
          onChange={(e) => props.onChange({ ...props.value, productId: e.currentTarget.value })}
        >
          {props.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Each departure's length, seats and sales cut-off. */
function SeatFields(props: {
  value: Common;
  onChange: (c: Common) => void;
  error: unknown;
  /** The API's name of the duration in this request (a departure's `endAt`, a schedule's `durationMinutes`). */
  durationField: string;
}) {
  const { value, onChange, error } = props;
  const set = (k: keyof Common) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <>
      <div class="dep-form-row">
        <InputField
          label="Duration (minutes)"
          name={props.durationField}
          error={error}
          hint="From start to end."
          type="number"
          required
          min={1}
          step={1}
          value={value.durationMinutes}
          onValue={set('durationMinutes')}
        />
        <InputField
          label="Capacity (seats)"
          name="capacity"
          error={error}
          type="number"
          required
          min={0}
          step={1}
          value={value.capacity}
          onValue={set('capacity')}
        />
      </div>
      <CutoffField
        value={value.cutoffMinutes}
        onChange={(v) => onChange({ ...value, cutoffMinutes: v })}
        error={error}
      />
    </>
  );
}

/** The sales cut-off in minutes before the start; empty for none. */
export function CutoffField(props: { value: string; onChange: (v: string) => void; error: unknown }) {
  return (
    <InputField
      label="Sales cut-off (minutes)"
      name="salesCutoffMinutes"
      error={props.error}
      hint="Bookings are refused this long before the start. Leave empty to sell until the start."
      type="number"
      min={0}
      step={1}
      value={props.value}
      onValue={props.onChange}
    />
  );
}

/** A form's submit in a dialog: busy while it runs, the error kept for the fields and the line below. */
function useSubmit(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

/** What the calendar gives a dialog that makes departures: its products, product and date, the time zone. */
interface MakingProps {
  products: Product[];
  productId: string;
  date: string;
  timeZone: string;
  onClose: () => void;
}

export function DepartureDialog(props: MakingProps & { onCreated: (d: Departure) => void }) {
  const [common, setCommon] = useState(() => initialCommon(props.products, props.productId));
  const [date, setDate] = useState(props.date);
  const [time, setTime] = useState('09:00');
  const { busy, error, submit } = useSubmit(async () => {
    const startAt = instantOf(date, time, props.timeZone);
    const { data } = await api.POST('/v1/departures', {
      body: {
        productId: common.productId,
        startAt,
        endAt: new Date(Date.parse(startAt) + Number(common.durationMinutes) * 60_000).toISOString(),
        capacity: Number(common.capacity),
        salesCutoffMinutes: cutoffOf(common),
      },
    });
    props.onCreated(data.data);
    props.onClose();
  });
  return (
    <Dialog title="New departure" onClose={props.onClose}>
      <form onSubmit={submit}>
        <ProductField products={props.products} value={common} onChange={setCommon} error={error} />
        <div class="dep-form-row">
          <InputField label="Date" name="startAt" error={error} type="date" required value={date} onValue={setDate} />
          <InputField
            label="Start time"
            hint={`In ${props.timeZone}.`}
            type="time"
            required
            value={time}
            onValue={setTime}
          />
        </div>
        <SeatFields value={common} onChange={setCommon} error={error} durationField="endAt" />
        <ErrorLine error={error} />
        <DialogFormActions label="Create departure" busy={busy} busyLabel="Creating…" onClose={props.onClose} />
      </form>
    </Dialog>
  );
}

/** The API's message about a group of controls (a fieldset), below them. */
function GroupError({ error, name }: { error: unknown; name: string }) {
  const problem = fieldError(error, name);
  return problem ? <p class="field-error">{problem}</p> : null;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** The API makes at most this many departures per schedule (422 SCHEDULE_TOO_LARGE beyond). */
const MAX_SCHEDULE = 1000;
/** 2024-01-01 was a Monday: the names of the days of the week in the browser's language. */
const weekdayName = (d: number, style: 'long' | 'short') => dateLabel(`2024-01-0${d}`, { weekday: style });

export function ScheduleDialog(props: MakingProps & { onCreated: (from: string) => void }) {
  const [common, setCommon] = useState(() => initialCommon(props.products, props.productId));
  const [from, setFrom] = useState(props.date);
  const [to, setTo] = useState(() => addDays(addMonths(props.date, 1), -1));
  const [days, setDays] = useState<number[]>(WEEKDAYS);
  const [times, setTimes] = useState<string[]>(['09:00']);
  const timeId = useId();
  const [result, setResult] = useState<{ created: number; skipped: number } | null>(null);

  const starts = [...new Set(times.filter(Boolean))].sort();
  const dates = from && to && from <= to ? daysBetween(from, to).filter((d) => days.includes(weekdayOf(d))) : [];
  const planned = dates.length * starts.length;
  const body = {
    from,
    to,
    daysOfWeek: days,
    times: starts,
    durationMinutes: Number(common.durationMinutes),
    capacity: Number(common.capacity),
    salesCutoffMinutes: cutoffOf(common),
    timezone: props.timeZone,
  };
  // One key per request body: sending the same schedule again replays the first answer; a changed form is new.
  const idempotencyKey = useMemo(() => randomUuid(), [common.productId, JSON.stringify(body)]);
  const { busy, error, submit } = useSubmit(async () => {
    const { data } = await api.POST('/v1/products/{id}/departures/schedule', {
      params: { path: { id: common.productId } },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    setResult({ created: data.data.created.length, skipped: data.data.skipped.length });
    props.onCreated(from);
  });

  if (result)
    return (
      <Dialog title="Schedule created" onClose={props.onClose}>
        <p role="status">
          Created {count(result.created)}, {count(result.skipped)} already existed.
        </p>
        <div class="actions">
          <button type="button" class="primary" onClick={props.onClose}>
            Done
          </button>
        </div>
      </Dialog>
    );

  const setTime = (i: number, v: string) => setTimes(times.map((t, j) => (j === i ? v : t)));
  return (
    <Dialog title="New schedule" onClose={props.onClose}>
      <form onSubmit={submit} aria-busy={busy}>
        <ProductField products={props.products} value={common} onChange={setCommon} error={error} />
        <div class="dep-form-row">
          <InputField label="From" name="from" error={error} type="date" required value={from} onValue={setFrom} />
          <InputField
            label="To (included)"
            name="to"
            error={error}
            type="date"
            required
            min={from}
            value={to}
            onValue={setTo}
          />
        </div>
        <fieldset class="weekdays">
          <legend>Days of the week</legend>
          {WEEKDAYS.map((d) => (
            <label key={d} class="check">
              <input
                type="checkbox"
                checked={days.includes(d)}
                onChange={(e) => setDays(e.currentTarget.checked ? [...days, d].sort() : days.filter((x) => x !== d))}
              />
              <span aria-hidden="true">{weekdayName(d, 'short')}</span>
              <span class="visually-hidden">{weekdayName(d, 'long')}</span>
            </label>
          ))}
          <GroupError error={error} name="daysOfWeek" />
        </fieldset>
        <fieldset class="start-times">
          <legend>Start times ({props.timeZone})</legend>
          <ul>
            {times.map((t, i) => (
              <li key={i}>
                <label class="visually-hidden" for={`${timeId}-${i}`}>
                  Start time {i + 1}
                </label>
                <input
                  id={`${timeId}-${i}`}
                  type="time"
                  required
                  value={t}
                  onInput={(e) => setTime(i, e.currentTarget.value)}
                />
                {times.length > 1 && (
                  <button type="button" onClick={() => setTimes(times.filter((_, j) => j !== i))}>
                    Remove<span class="visually-hidden"> start time {i + 1}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setTimes([...times, ''])}>
            Add a start time
          </button>
          <GroupError error={error} name="times" />
        </fieldset>
        <SeatFields value={common} onChange={setCommon} error={error} durationField="durationMinutes" />
        <p class="schedule-count" aria-live="polite">
          <strong>
            {count(planned)} departure{planned === 1 ? '' : 's'}
          </strong>{' '}
          {planned > 0
            ? `on ${count(dates.length)} day${dates.length === 1 ? '' : 's'} at ${count(starts.length)} time${starts.length === 1 ? '' : 's'}; any that exist already are left as they are.`
            : 'match these dates and days.'}
          {planned > MAX_SCHEDULE && ` At most ${count(MAX_SCHEDULE)} at a time: shorten the dates.`}
        </p>
        {busy && (
          <p role="status" class="progress-line">
            <progress aria-label="Creating departures" /> Creating {count(planned)} departures…
          </p>
        )}
        <ErrorLine error={error} />
        <DialogFormActions
          label={`Create ${count(planned)} departure${planned === 1 ? '' : 's'}`}
          busy={busy}
          busyLabel="Creating…"
          disabled={planned === 0 || planned > MAX_SCHEDULE}
          onClose={props.onClose}
        />
      </form>
    </Dialog>
  );
}
