// A product's prices: room categories (per room, person, group and option) or unit types (per unit), rate plans with
// a price for each (the first is the base), and per-departure overrides, replaced as a whole by PUT
// /v1/products/{id}/pricing with the API's field errors beside the row and field they name. Beside the editor, what a
// party pays on the next departure, as the API computes it from the saved prices (availability or pricing options).
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Answer } from '../api.js';
import type { paths } from '../../../sdk/src/schema.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { useWhenIn } from '../zone.js';
import { currencyDigits, isoDay, money, when, words } from '../format.js';
import {
  Badge,
  ChoiceField,
  Empty,
  ErrorLine,
  Field,
  Loading,
  Notice,
  PageTitle,
  useFocusAdded,
  useLoad,
} from '../ui.js';
import { fieldWithin, numberOf, PRICING_MODELS, type Product } from './products.js';

type Pricing = Answer<'/v1/products/{id}/pricing', 'get'>['data'];
type PricingBody = paths['/v1/products/{id}/pricing']['put']['requestBody']['content']['application/json'];
type UnitKind = Pricing['unitTypes'][number]['type'];
type Departure = Answer<'/v1/products/{id}/departures', 'get'>['data'][number];

const UNIT_KINDS: UnitKind[] = ['adult', 'child', 'infant', 'youth', 'senior', 'student', 'family', 'custom'];
/** A unit type's number fields, in the order shown. */
const UNIT_NUMBERS = [
  ['minAge', 'Min age'],
  ['maxAge', 'Max age'],
  ['pax', 'Seats each'],
  ['minQuantity', 'Min per booking'],
  ['maxQuantity', 'Max per booking'],
] as const;
/** Departures offered for overrides: the next ones (an override of another departure keeps its id). */
const DEPARTURE_CHOICES = 100;

/** A row of the editor; `uid` ties prices to the row while its key is being edited. */
interface CategoryRow {
  uid: number;
  key: string;
  label: string;
  pax: string;
}
interface UnitRow {
  uid: number;
  key: string;
  type: UnitKind;
  label: string;
  minAge: string;
  maxAge: string;
  pax: string;
  minQuantity: string;
  maxQuantity: string;
}
/** Amounts as typed (major units) by row uid; empty = no price. */
type Amounts = Record<number, string>;
interface PriceSetRow {
  uid: number;
  prices: Amounts;
  unitPrices: Amounts;
}
interface PlanRow extends PriceSetRow {
  id?: string;
  name: string;
}
interface OverrideRow extends PriceSetRow {
  departureId: string;
  ratePlanId: string;
}
interface Draft {
  categories: CategoryRow[];
  units: UnitRow[];
  plans: PlanRow[];
  overrides: OverrideRow[];
}

let uids = 0;
const uid = () => ++uids;
const str = (n: number | null) => (n === null ? '' : String(n));

function draftOf(p: Pricing): Draft {
  const categories = p.roomCategories.map((c) => ({ uid: uid(), key: c.key, label: c.label, pax: String(c.pax) }));
  const units = p.unitTypes.map((u) => ({
    uid: uid(),
    key: u.key,
    type: u.type,
    label: u.label,
    minAge: str(u.minAge),
    maxAge: str(u.maxAge),
    pax: String(u.pax),
    minQuantity: str(u.minQuantity),
    maxQuantity: str(u.maxQuantity),
  }));
  // Amounts as the currency writes them (30.50, not 30.5).
  const byKey = (rows: Array<{ uid: number; key: string }>, list: Array<[string, number, string]>): Amounts =>
    Object.fromEntries(
      list.flatMap(([key, amount, currency]) => {
        const row = rows.find((r) => r.key === key);
        return row ? [[row.uid, amount.toFixed(currencyDigits(currency))]] : [];
      }),
    );
  const set = (s: Pricing['ratePlans'][number] | Pricing['departureOverrides'][number]) => ({
    uid: uid(),
    prices: byKey(
      categories,
      s.prices.map((x) => [x.categoryKey, x.amountPerPerson, x.currency]),
    ),
    unitPrices: byKey(
      units,
      s.unitPrices.map((x) => [x.unitKey, x.amount, x.currency]),
    ),
  });
  return {
    categories,
    units,
    plans: p.ratePlans.map((r) => ({ ...set(r), id: r.id, name: r.name })),
    overrides: p.departureOverrides.map((o) => ({
      ...set(o),
      departureId: o.departureId,
      ratePlanId: o.ratePlanId ?? '',
    })),
  };
}

/** The rows of `rows` with an amount in `amounts`, in order: the list sent, so the API's `[j]` is its index here. */
const priced = <R extends { uid: number }>(rows: R[], amounts: Amounts) =>
  rows.filter((r) => (amounts[r.uid] ?? '').trim() !== '');

function bodyOf(d: Draft, currency: string): PricingBody {
  const amount = (s: string) => Number(s.trim().replace(',', '.'));
  const priceSet = (s: PriceSetRow) => ({
    prices: priced(d.categories, s.prices).map((c) => ({
      categoryKey: c.key.trim(),
      amountPerPerson: amount(s.prices[c.uid]!),
      currency,
    })),
    unitPrices: priced(d.units, s.unitPrices).map((u) => ({
      unitKey: u.key.trim(),
      amount: amount(s.unitPrices[u.uid]!),
      currency,
    })),
  });
  // NaN (a typed word) goes as null: the API refuses it beside the field.
  const int = (s: string) => numberOf(s) as number;
  return {
    roomCategories: d.categories.map((c) => ({ key: c.key.trim(), label: c.label.trim(), pax: int(c.pax) })),
    unitTypes: d.units.map((u) => ({
      key: u.key.trim(),
      type: u.type,
      label: u.label.trim(),
      minAge: numberOf(u.minAge),
      maxAge: numberOf(u.maxAge),
      pax: int(u.pax),
      minQuantity: numberOf(u.minQuantity),
      maxQuantity: numberOf(u.maxQuantity),
    })),
    ratePlans: d.plans.map((p) => ({ ...(p.id ? { id: p.id } : {}), name: p.name.trim(), ...priceSet(p) })),
    departureOverrides: d.overrides.map((o) => ({
      departureId: o.departureId,
      ratePlanId: o.ratePlanId || null,
      ...priceSet(o),
    })),
  };
}

export function ProductPricingPage({ id }: { id: string }) {
  const { can } = useSession();
  const loaded = useLoad(async () => {
    const [product, pricing] = await Promise.all([
      api.GET('/v1/products/{id}', { params: { path: { id } } }),
      api.GET('/v1/products/{id}/pricing', { params: { path: { id } } }),
    ]);
    return { product: product.data.data, pricing: pricing.data.data };
  }, [id]);
  const departures = useLoad(async () => {
    if (!can('inventory:read')) return [];
    const { data } = await api.GET('/v1/products/{id}/departures', {
      params: { path: { id }, query: { from: new Date().toISOString(), limit: DEPARTURE_CHOICES } },
    });
    return data.data;
  }, [id]);
  const product = loaded.data?.product;
  const pricing = loaded.data?.pricing;
  const editable = Boolean(product && can('products:write') && product.source === 'owned');
  const next = departures.data?.find((d) => d.status === 'scheduled');

  return (
    <section>
      <p class="crumbs">
        <a href="#/products">Products</a> › {product && <a href={href(`/products/${product.id}`)}>{product.title}</a>}{' '}
        {product && '›'}
      </p>
      <PageTitle>{product ? `Prices: ${product.title}` : 'Prices'}</PageTitle>
      <ErrorLine error={loaded.error} />
      {loaded.loading && !loaded.data && <Loading what="the prices" />}
      {product && pricing && (
        <>
          <p class="lead">
            {PRICING_MODELS.find((m) => m.value === product.pricingModel)?.label ?? words(product.pricingModel)}:{' '}
            {PRICING_MODELS.find((m) => m.value === product.pricingModel)?.explain} The pricing model and currency are
            set on the <a href={href(`/products/${product.id}`)}>product’s page</a>.
          </p>
          <PartyPrice key={product.id} product={product} pricing={pricing} next={next} loading={departures.loading} />
          {editable ? (
            <PricingEditor
              key={product.id}
              product={product}
              pricing={pricing}
              departures={departures.data ?? []}
              onSaved={loaded.reload}
            />
          ) : (
            <PricingFacts product={product} pricing={pricing} />
          )}
        </>
      )}
    </section>
  );
}

/** Whether the model's prices are per unit type (else per room category). */
const byUnits = (model: string) => model === 'per_unit';

function PricingEditor(props: { product: Product; pricing: Pricing; departures: Departure[]; onSaved: () => void }) {
  const { product, pricing } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(pricing));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setDraft(draftOf(pricing)), [pricing.updatedAt]);
  const stored = pricing.ratePlans.flatMap((p) => [...p.prices, ...p.unitPrices])[0]?.currency;
  const currency = product.currency ?? stored ?? null;
  const units = byUnits(product.pricingModel);
  const change = (f: (d: Draft) => Draft) => {
    setNotice(null);
    setDraft(f);
  };

  const save = async (e: Event) => {
    e.preventDefault();
    if (!currency) return;
    setBusy(true);
    setError(null);
    try {
      await api.PUT('/v1/products/{id}/pricing', {
        params: { path: { id: product.id } },
        body: bodyOf(draft, currency),
      });
      setNotice('Prices saved.');
      props.onSaved();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  if (!currency)
    return (
      <p class="warning">
        Prices need a currency. Set the product’s currency on <a href={href(`/products/${product.id}`)}>its page</a>{' '}
        first.
      </p>
    );
  return (
    <form onSubmit={save} aria-label="Prices">
      {units ? (
        <UnitTypesEditor rows={draft.units} error={error} onChange={(rows) => change((d) => ({ ...d, units: rows }))} />
      ) : (
        <CategoriesEditor
          model={product.pricingModel}
          rows={draft.categories}
          error={error}
          onChange={(rows) => change((d) => ({ ...d, categories: rows }))}
        />
      )}
      <PlansEditor draft={draft} units={units} currency={currency} error={error} change={change} />
      <OverridesEditor
        draft={draft}
        units={units}
        currency={currency}
        departures={props.departures}
        error={error}
        change={change}
      />
      <div class="save-bar">
        <ErrorLine error={error} />
        <Notice text={notice} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save prices'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setError(null);
              change(() => draftOf(pricing));
            }}
          >
            Undo changes
          </button>
        </div>
      </div>
    </form>
  );
}

/** A list section: its rows, an Add button, and focus moved to the first control of a row just added. */
function RowsSection(props: {
  title: string;
  hint: string;
  addLabel: string;
  onAdd: () => void;
  children: ComponentChildren;
  empty?: string;
}) {
  const focus = useFocusAdded<HTMLDivElement>((rows) =>
    [...rows.querySelectorAll(':scope > .price-row')].pop()?.querySelector<HTMLElement>('input, select'),
  );
  return (
    <section class="card" aria-label={props.title}>
      <h2>{props.title}</h2>
      <p class="hint">{props.hint}</p>
      <div ref={focus.container}>{props.children}</div>
      {props.empty && <Empty>{props.empty}</Empty>}
      <div class="actions">
        <button
          type="button"
          onClick={() => {
            props.onAdd();
            focus.added();
          }}
        >
          {props.addLabel}
        </button>
      </div>
    </section>
  );
}

/** A row's Remove button, which puts focus on the section's Add button (the row and its controls are gone). */
function RemoveButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      class="danger remove"
      aria-label={`Remove ${what}`}
      onClick={(e) => {
        const section = (e.currentTarget as HTMLElement).closest('section');
        onRemove();
        requestAnimationFrame(() => section?.querySelector<HTMLElement>('.actions button')?.focus());
      }}
    >
      Remove
    </button>
  );
}

function replaceAt<T>(list: T[], i: number, row: T): T[] {
  return list.map((r, j) => (j === i ? row : r));
}

/** A small input of a row, named for the API's error path (`unitTypes[1].maxAge`). */
function RowInput(props: {
  label: string;
  name: string;
  error: unknown;
  value: string;
  onInput: (v: string) => void;
  type?: 'number' | 'text';
  /** `decimal` for amounts: a phone shows its number pad with a decimal point. */
  inputMode?: 'decimal';
  placeholder?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  hint?: string;
}) {
  return (
    <Field label={props.label} name={props.name} error={props.error} hint={props.hint}>
      {(id, d) =>
        props.type === 'number' ? (
          <input
            id={id}
            aria-describedby={d}
            type="number"
            min={props.min}
            max={props.max}
            value={props.value}
            onInput={(e) => props.onInput(e.currentTarget.value)}
          />
        ) : (
          <input
            id={id}
            aria-describedby={d}
            inputMode={props.inputMode}
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            value={props.value}
            onInput={(e) => props.onInput(e.currentTarget.value)}
          />
        )
      }
    </Field>
  );
}

const CATEGORY_HINT: Record<string, string> = {
  per_room: 'Each room category holds up to its number of guests; its price is per person in the room.',
  per_person: 'Every traveller pays the first category’s price (infants travel free).',
  per_group: 'A booking pays the first category’s price once, whatever the party’s size.',
  per_option: 'Each option booked pays its category’s price.',
};

function CategoriesEditor(props: {
  model: string;
  rows: CategoryRow[];
  error: unknown;
  onChange: (rows: CategoryRow[]) => void;
}) {
  const { rows, error } = props;
  const rooms = props.model === 'per_room';
  return (
    <RowsSection
      title={rooms ? 'Room categories' : 'Price categories'}
      hint={CATEGORY_HINT[props.model] ?? ''}
      addLabel={rooms ? 'Add room category' : 'Add category'}
      empty={rows.length === 0 ? 'No categories yet.' : undefined}
      onAdd={() => props.onChange([...rows, { uid: uid(), key: '', label: '', pax: rooms ? '2' : '1' }])}
    >
      {rows.map((c, i) => {
        const at = `roomCategories[${i}]`;
        const put = (k: keyof CategoryRow) => (v: string) => props.onChange(replaceAt(rows, i, { ...c, [k]: v }));
        return (
          <fieldset key={c.uid} class="price-row">
            <legend>{c.label || `Category ${i + 1}`}</legend>
            <RowInput label="Key" name={`${at}.key`} error={error} value={c.key} onInput={put('key')} maxLength={40} />
            <RowInput label="Label" name={`${at}.label`} error={error} value={c.label} onInput={put('label')} />
            <RowInput
              label={rooms ? 'Guests per room' : 'People'}
              name={`${at}.pax`}
              error={error}
              type="number"
              min={1}
              max={50}
              value={c.pax}
              onInput={put('pax')}
            />
            <RemoveButton
              what={c.label || `category ${i + 1}`}
              onRemove={() => props.onChange(rows.filter((r) => r !== c))}
            />
          </fieldset>
        );
      })}
    </RowsSection>
  );
}

function UnitTypesEditor(props: { rows: UnitRow[]; error: unknown; onChange: (rows: UnitRow[]) => void }) {
  const { rows, error } = props;
  const add = () => {
    const type: UnitKind = rows.some((r) => r.type === 'adult') ? 'child' : 'adult';
    const taken = new Set(rows.map((r) => r.key));
    let key: string = type;
    for (let n = 2; taken.has(key); n++) key = `${type}_${n}`;
    props.onChange([
      ...rows,
      { uid: uid(), key, type, label: words(type), minAge: '', maxAge: '', pax: '1', minQuantity: '', maxQuantity: '' },
    ]);
  };
  return (
    <RowsSection
      title="Unit types"
      hint="Who or what a booking is made of. Ages and per-booking limits are optional; a unit of several people (a family) takes that many seats."
      addLabel="Add unit type"
      empty={rows.length === 0 ? 'No unit types yet.' : undefined}
      onAdd={add}
    >
      {rows.map((u, i) => {
        const at = `unitTypes[${i}]`;
        const put = (k: keyof UnitRow) => (v: string) => props.onChange(replaceAt(rows, i, { ...u, [k]: v }));
        return (
          <fieldset key={u.uid} class="price-row">
            <legend>{u.label || `Unit type ${i + 1}`}</legend>
            <ChoiceField
              label="Type"
              name={`${at}.type`}
              error={error}
              choices={UNIT_KINDS}
              value={u.type}
              onChange={put('type')}
            />
            <RowInput label="Key" name={`${at}.key`} error={error} value={u.key} onInput={put('key')} maxLength={40} />
            <RowInput label="Label" name={`${at}.label`} error={error} value={u.label} onInput={put('label')} />
            {UNIT_NUMBERS.map(([k, label]) => (
              <RowInput
                key={k}
                label={label}
                name={`${at}.${k}`}
                error={error}
                type="number"
                value={u[k]}
                onInput={put(k)}
              />
            ))}
            <RemoveButton
              what={u.label || `unit type ${i + 1}`}
              onRemove={() => props.onChange(rows.filter((r) => r !== u))}
            />
          </fieldset>
        );
      })}
    </RowsSection>
  );
}

/** One amount per category or unit type of a rate plan or override; `at` is its path in the body (`ratePlans[0]`). */
function PriceCells(props: {
  draft: Draft;
  set: PriceSetRow;
  units: boolean;
  currency: string;
  at: string;
  error: unknown;
  /** What a blank amount falls back to (the base plan's, or the override's plan's), shown as the placeholder. */
  fallback?: PriceSetRow;
  onChange: (set: PriceSetRow) => void;
}) {
  const { draft, set, units, error } = props;
  const rows: Array<{ uid: number; key: string; label: string }> = units ? draft.units : draft.categories;
  const amounts = units ? set.unitPrices : set.prices;
  const list = units ? 'unitPrices' : 'prices';
  const sent = priced(rows, amounts);
  if (rows.length === 0) return <p class="muted">Add {units ? 'unit types' : 'categories'} above to price them.</p>;
  return (
    <div class="price-cells">
      {rows.map((r) => {
        const j = sent.indexOf(r);
        const name = j < 0 ? `${props.at}.${list}` : fieldWithin(error, `${props.at}.${list}[${j}]`);
        return (
          <RowInput
            key={r.uid}
            label={`${r.label || r.key || 'Unnamed'} (${props.currency}${units ? '' : ' per person'})`}
            name={name}
            error={error}
            inputMode="decimal"
            placeholder={(units ? props.fallback?.unitPrices : props.fallback?.prices)?.[r.uid]}
            value={amounts[r.uid] ?? ''}
            onInput={(v) => props.onChange({ ...set, [list]: { ...amounts, [r.uid]: v } })}
          />
        );
      })}
    </div>
  );
}

interface SectionProps {
  draft: Draft;
  units: boolean;
  currency: string;
  error: unknown;
  change: (f: (d: Draft) => Draft) => void;
}

function PlansEditor({ draft, units, currency, error, change }: SectionProps) {
  const put = (i: number, row: PlanRow) => change((d) => ({ ...d, plans: replaceAt(d.plans, i, row) }));
  return (
    <RowsSection
      title="Rate plans"
      hint="The first plan is the base: bookings without a plan pay it. Amounts in major units (12.50). A blank amount has no price in that plan (other plans fall back to the base)."
      addLabel="Add rate plan"
      empty={draft.plans.length === 0 ? 'No rate plans yet: the product cannot be priced.' : undefined}
      onAdd={() =>
        change((d) => ({
          ...d,
          plans: [...d.plans, { uid: uid(), name: d.plans.length ? '' : 'Standard', prices: {}, unitPrices: {} }],
        }))
      }
    >
      {draft.plans.map((p, i) => (
        <fieldset key={p.uid} class="price-row plan-row">
          <legend>
            {p.name || `Rate plan ${i + 1}`} {i === 0 && <Badge tone="info">base</Badge>}
          </legend>
          <RowInput
            label="Plan name"
            name={`ratePlans[${i}].name`}
            error={error}
            value={p.name}
            maxLength={100}
            onInput={(name) => put(i, { ...p, name })}
          />
          <PriceCells
            draft={draft}
            set={p}
            units={units}
            currency={currency}
            at={`ratePlans[${i}]`}
            error={error}
            fallback={i > 0 ? draft.plans[0] : undefined}
            onChange={(s) => put(i, { ...p, ...s })}
          />
          <div class="row-actions">
            {i > 0 && (
              <button
                type="button"
                onClick={() => change((d) => ({ ...d, plans: [p, ...d.plans.filter((x) => x !== p)] }))}
              >
                Make base plan
              </button>
            )}
            <RemoveButton
              what={p.name || `rate plan ${i + 1}`}
              onRemove={() =>
                change((d) => ({
                  ...d,
                  plans: d.plans.filter((x) => x !== p),
                  // Overrides of a removed plan would name a plan that no longer exists.
                  overrides: d.overrides.filter((o) => !p.id || o.ratePlanId !== p.id),
                }))
              }
            />
          </div>
        </fieldset>
      ))}
    </RowsSection>
  );
}

function OverridesEditor(props: SectionProps & { departures: Departure[] }) {
  const when = useWhenIn();
  const { draft, units, currency, error, change } = props;
  const put = (i: number, row: OverrideRow) => change((d) => ({ ...d, overrides: replaceAt(d.overrides, i, row) }));
  const saved = draft.plans.filter((p) => p.id);
  return (
    <RowsSection
      title="Departure overrides"
      hint="Other prices on one departure, for every plan or one plan. A blank amount keeps the plan’s price."
      addLabel="Add departure override"
      empty={
        props.departures.length === 0 && draft.overrides.length === 0
          ? 'The product has no upcoming departures to override.'
          : undefined
      }
      onAdd={() =>
        change((d) => ({
          ...d,
          overrides: [
            ...d.overrides,
            { uid: uid(), departureId: props.departures[0]?.id ?? '', ratePlanId: '', prices: {}, unitPrices: {} },
          ],
        }))
      }
    >
      {draft.overrides.map((o, i) => {
        const at = `departureOverrides[${i}]`;
        const known = props.departures.some((d) => d.id === o.departureId);
        // A second override of the same departure and plan is refused naming the whole row.
        const wholeRow = error instanceof ApiError && error.body.details?.field === at;
        return (
          <fieldset key={o.uid} class="price-row plan-row">
            <legend>{`Override ${i + 1}`}</legend>
            <Field label="Departure" name={wholeRow ? at : `${at}.departureId`} error={error}>
              {(id, d) => (
                <select
                  id={id}
                  aria-describedby={d}
                  value={o.departureId}
                  onChange={(e) => put(i, { ...o, departureId: e.currentTarget.value })}
                >
                  {!known && <option value={o.departureId}>{o.departureId || 'Choose a departure'}</option>}
                  {props.departures.map((d) => (
                    <option key={d.id} value={d.id}>
                      {`${when(d.startAt)}${d.status === 'scheduled' ? '' : ` (${d.status})`}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="Rate plan"
              name={`${at}.ratePlanId`}
              error={error}
              hint="A plan added now can be chosen once the prices are saved."
            >
              {(id, d) => (
                <select
                  id={id}
                  aria-describedby={d}
                  value={o.ratePlanId}
                  onChange={(e) => put(i, { ...o, ratePlanId: e.currentTarget.value })}
                >
                  <option value="">Every plan</option>
                  {saved.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name || p.id}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <PriceCells
              draft={draft}
              set={o}
              units={units}
              currency={currency}
              at={at}
              error={error}
              fallback={draft.plans.find((p) => p.id === o.ratePlanId) ?? draft.plans[0]}
              onChange={(s) => put(i, { ...o, ...s })}
            />
            <div class="row-actions">
              <RemoveButton
                what={`override ${i + 1}`}
                onRemove={() => change((d) => ({ ...d, overrides: d.overrides.filter((x) => x !== o) }))}
              />
            </div>
          </fieldset>
        );
      })}
    </RowsSection>
  );
}

/** The prices as tables, for roles that read them. */
function PricingFacts({ product, pricing }: { product: Product; pricing: Pricing }) {
  const units = byUnits(product.pricingModel);
  const rows = units
    ? pricing.unitTypes.map((u) => ({
        key: u.key,
        label: u.label,
        about: [
          words(u.type),
          u.minAge !== null || u.maxAge !== null ? `ages ${u.minAge ?? 0}–${u.maxAge ?? '…'}` : '',
          u.minQuantity !== null || u.maxQuantity !== null
            ? `${u.minQuantity ?? 0}–${u.maxQuantity ?? '…'} per booking`
            : '',
        ]
          .filter(Boolean)
          .join(', '),
      }))
    : pricing.roomCategories.map((c) => ({ key: c.key, label: c.label, about: `${c.pax} per room` }));
  const amountOf = (set: Pricing['ratePlans'][number] | Pricing['departureOverrides'][number], key: string) => {
    const p = units ? set.unitPrices.find((x) => x.unitKey === key) : set.prices.find((x) => x.categoryKey === key);
    if (!p) return '—';
    return money('amount' in p ? p.amount : p.amountPerPerson, p.currency);
  };
  if (rows.length === 0 || pricing.ratePlans.length === 0) return <Empty>The product has no prices yet.</Empty>;
  return (
    <div class="card">
      <div class="table-wrap">
        <table>
          <caption>Prices by rate plan{pricing.updatedAt ? ` (saved ${when(pricing.updatedAt)})` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">{units ? 'Unit type' : 'Category'}</th>
              {pricing.ratePlans.map((p) => (
                <th key={p.id} scope="col" class="num">
                  {p.name}
                  {p.base ? ' (base)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  {r.label} <span class="muted small">{r.about}</span>
                </th>
                {pricing.ratePlans.map((p) => (
                  <td key={p.id} class="num">
                    {amountOf(p, r.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pricing.departureOverrides.length > 0 && (
        <p>
          {pricing.departureOverrides.length} departure override{pricing.departureOverrides.length === 1 ? '' : 's'}{' '}
          change these prices on single departures.
        </p>
      )}
    </div>
  );
}

/** The unit keys of a party of 2 adults and 1 child: the first adult-type and child-type units the product sells. */
function defaultParty(unitKeys: Array<{ key: string; type: string }>): Record<string, string> {
  const adult = unitKeys.find((u) => u.type === 'adult');
  const child = unitKeys.find((u) => u.type === 'child');
  return Object.fromEntries(unitKeys.map((u) => [u.key, u === adult ? '2' : u === child ? '1' : '0']));
}

/**
 * What a party pays on the next scheduled departure, computed by the API from the saved prices: the availability's
 * `total` for products sold by units (per unit, and per person with its adult/child/infant units), the pricing
 * options (per person, by room category) for per-room products, else the departure's lowest price.
 */
function PartyPrice(props: { product: Product; pricing: Pricing; next: Departure | undefined; loading: boolean }) {
  const when = useWhenIn();
  const { product, pricing, next } = props;
  const model = product.pricingModel;
  const sellsUnits = model === 'per_unit' || model === 'per_person';
  const unitKeys =
    model === 'per_unit'
      ? pricing.unitTypes
      : // A per-person product sells these units once it has a price category.
        model === 'per_person' && pricing.roomCategories.length > 0
        ? (['adult', 'child', 'infant'] as const).map((k) => ({ key: k, type: k, label: words(k) }))
        : [];
  const [party, setParty] = useState<Record<string, string>>(() => defaultParty(unitKeys));
  const [asked, setAsked] = useState(party);
  const [ratePlanId, setRatePlanId] = useState('');
  useEffect(() => {
    const d = defaultParty(unitKeys);
    setParty(d);
    setAsked(d);
  }, [pricing.updatedAt]);
  const units = Object.entries(asked)
    .filter(([, q]) => Number(q) > 0)
    .map(([k, q]) => `${k}:${Number(q)}`)
    .join(',');
  const answer = useLoad(async () => {
    if (!next) return null;
    const plan = ratePlanId ? { ratePlanId } : {};
    if (model === 'per_room') {
      const { data } = await api.GET('/v1/products/{id}/pricing/options', {
        params: { path: { id: product.id }, query: { departure: next.id, ...plan } },
      });
      return { kind: 'rooms' as const, options: data.options };
    }
    const start = Date.parse(next.startAt);
    // Days are the workspace's local days: a day either side of the UTC date holds the departure.
    const { data } = await api.GET('/v1/products/{id}/availability', {
      params: {
        path: { id: product.id },
        query: {
          from: isoDay(new Date(start - 86_400_000)),
          to: isoDay(new Date(start + 86_400_000)),
          ...(sellsUnits && units ? { units } : {}),
          ...plan,
        },
      },
    });
    const found = data.data.days.flatMap((d) => d.departures).find((d) => d.id === next.id);
    return { kind: 'departure' as const, departure: found ?? null };
  }, [next?.id, units, ratePlanId, pricing.updatedAt]);

  const partyWords = Object.entries(asked)
    .filter(([, q]) => Number(q) > 0)
    .map(([k, q]) => `${q} × ${unitKeys.find((u) => u.key === k)?.label ?? k}`)
    .join(', ');
  const a = answer.data;
  return (
    <section class="card" aria-label="What a party pays">
      <h2>{sellsUnits ? 'What a party pays' : 'Prices on the next departure'}</h2>
      {props.loading && <Loading what="departures" />}
      {!props.loading && !next && (
        <p>
          The product has no upcoming scheduled departure, so there is nothing to price yet.{' '}
          <a href={href('/calendar', { product: product.id })}>Add departures on the calendar</a>.
        </p>
      )}
      {next && sellsUnits && unitKeys.length === 0 && (
        <p>
          Add {model === 'per_unit' ? 'unit types' : 'a price category'} with prices and save them to price a party on
          the next departure ({when(next.startAt)}).
        </p>
      )}
      {next && (!sellsUnits || unitKeys.length > 0) && (
        <>
          <p class="muted">Next departure: {when(next.startAt)}. Computed by the API from the saved prices.</p>
          <form
            class="filters"
            aria-label="Party"
            onSubmit={(e) => {
              e.preventDefault();
              setAsked(party);
            }}
          >
            {sellsUnits &&
              unitKeys.map((u) => (
                <Field key={u.key} label={u.label}>
                  {(id) => (
                    <input
                      id={id}
                      type="number"
                      min={0}
                      max={999}
                      value={party[u.key] ?? '0'}
                      onInput={(e) => setParty({ ...party, [u.key]: e.currentTarget.value })}
                    />
                  )}
                </Field>
              ))}
            {pricing.ratePlans.length > 1 && (
              <Field label="Rate plan">
                {(id) => (
                  <select id={id} value={ratePlanId} onChange={(e) => setRatePlanId(e.currentTarget.value)}>
                    {pricing.ratePlans.map((p) => (
                      <option key={p.id} value={p.base ? '' : p.id}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {sellsUnits && (
              <div class="actions">
                <button type="submit">Price this party</button>
              </div>
            )}
          </form>
          <ErrorLine error={answer.error} />
          {answer.loading && !a && <Loading what="the price" />}
          {a?.kind === 'rooms' && <RoomOptions options={a.options} />}
          {a?.kind === 'departure' && (
            <p class="party-total" role="status">
              {!a.departure
                ? 'The departure is not on sale.'
                : sellsUnits
                  ? a.departure.total
                    ? `${partyWords}: ${money(a.departure.total.amount, a.departure.total.currency)}`
                    : a.departure.status === 'SOLD_OUT'
                      ? `${partyWords}: not enough seats left on this departure.`
                      : units
                        ? `${partyWords}: a unit of this party has no price on this departure.`
                        : 'Choose at least one traveller.'
                  : a.departure.fromPrice
                    ? `From ${money(a.departure.fromPrice.amount, a.departure.fromPrice.currency)}`
                    : 'No price on this departure yet.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function RoomOptions({
  options,
}: {
  options: Array<{ key: string; label: string; pax: number; amountPerPerson: number; currency: string }>;
}) {
  if (options.length === 0) return <p>No room category has a price on this departure yet.</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">Room prices on the next departure</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col" class="num">
              Guests
            </th>
            <th scope="col" class="num">
              Per person
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((o) => (
            <tr key={o.key}>
              <td>{o.label}</td>
              <td class="num">{o.pax}</td>
              <td class="num">{money(o.amountPerPerson, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
