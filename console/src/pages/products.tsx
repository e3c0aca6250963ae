// Catalog: the product list (search, status, type and category, kept in the address, paged through the API), a
// product's page (every field the API takes, its status changes with their consequences, links to its prices and
// calendar) and the new-product form. Roles without products:write read the same facts without controls.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Answer } from '../api.js';
import type { paths } from '../../../sdk/src/schema.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { count, when, words } from '../format.js';
import {
  Badge,
  ChoiceField,
  ConfirmDialog,
  Empty,
  ErrorLine,
  Field,
  Loading,
  Notice,
  PageTitle,
  Pager,
  useLoad,
  FIRST_PAGE,
  pageQuery,
  placeOf,
  placeParams,
} from '../ui.js';
import { ProductImages, type ChosenImage } from './product-images.js';
import './products.css';

export type Product = Answer<'/v1/products/{id}', 'get'>['data'];
type ProductBody = paths['/v1/products']['post']['requestBody']['content']['application/json'];
type ProductType = NonNullable<ProductBody['type']>;
type PricingModel = NonNullable<ProductBody['pricingModel']>;
type ProductStatus = NonNullable<ProductBody['status']>;

const PAGE = 20;
const STATUSES: ProductStatus[] = ['draft', 'active', 'archived'];
const TYPES: ProductType[] = ['tour', 'experience', 'hotel', 'package', 'transfer', 'car_rental', 'flight'];
export const PRICING_MODELS: Array<{ value: PricingModel; label: string; explain: string }> = [
  { value: 'per_person', label: 'Per person', explain: 'Each traveller pays the first price category.' },
  { value: 'per_unit', label: 'Per unit', explain: 'Unit types (adult, child…) each with their own price.' },
  { value: 'per_room', label: 'Per room', explain: 'Room categories, priced per person by occupancy.' },
  { value: 'per_group', label: 'Per group', explain: 'One price for the whole booking.' },
  { value: 'per_option', label: 'Per option', explain: 'Each option booked pays its category’s price.' },
];

export function statusTone(status: string) {
  return status === 'active' ? 'good' : status === 'draft' ? 'warn' : 'muted';
}

/** The API's field at fault when it is `prefix` or inside it (`tags[2]`, `location.coordinates.lat`), else `prefix`. */
export function fieldWithin(error: unknown, prefix: string): string {
  const field = error instanceof ApiError ? error.body.details?.field : undefined;
  return field && (field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`))
    ? field
    : prefix;
}

interface ListFilters {
  q: string;
  status: string;
  type: string;
  category: string;
}

function listFiltersOf(q: URLSearchParams): ListFilters {
  return {
    q: q.get('q') ?? '',
    status: q.get('status') ?? '',
    type: q.get('type') ?? '',
    category: q.get('category') ?? '',
  };
}

export function ProductsPage({ query }: { query: URLSearchParams }) {
  const { can } = useSession();
  const applied = listFiltersOf(query);
  const place = placeOf(query);
  const [form, setForm] = useState<ListFilters>(applied);
  const key = query.toString();
  useEffect(() => setForm(listFiltersOf(query)), [key]);
  const list = useLoad(async () => {
    const q = {
      ...pageQuery(place, PAGE),
      ...(applied.q ? { q: applied.q } : {}),
      ...(applied.status ? { status: applied.status as ProductStatus } : {}),
      ...(applied.type ? { type: applied.type as ProductType } : {}),
      ...(applied.category ? { category: applied.category } : {}),
    };
    return (await api.GET('/v1/products', { params: { query: q } })).data;
  }, [key]);
  const go = (f: ListFilters, at = FIRST_PAGE) => navigate(href('/products', { ...f, ...placeParams(at) }));
  const filtered = Boolean(applied.q || applied.status || applied.type || applied.category);

  return (
    <section>
      <PageTitle
        actions={
          can('products:write') && (
            <a class="button primary" href="#/products/new">
              New product
            </a>
          )
        }
      >
        Products
      </PageTitle>
      <form
        class="filters"
        role="search"
        aria-label="Find products"
        onSubmit={(e) => {
          e.preventDefault();
          go(form);
        }}
      >
        <Field label="Search titles">
          {(id) => (
            <input
              id={id}
              type="search"
              value={form.q}
              onInput={(e) => setForm({ ...form, q: e.currentTarget.value })}
            />
          )}
        </Field>
        <ChoiceField
          label="Status"
          empty="Any"
          choices={STATUSES}
          value={form.status}
          onChange={(status) => setForm({ ...form, status })}
        />
        <ChoiceField
          label="Type"
          empty="Any"
          choices={TYPES}
          value={form.type}
          onChange={(type) => setForm({ ...form, type })}
        />
        <Field label="Category">
          {(id) => (
            <input
              id={id}
              value={form.category}
              onInput={(e) => setForm({ ...form, category: e.currentTarget.value })}
            />
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary">
            Find
          </button>
          {filtered && (
            <button type="button" onClick={() => go({ q: '', status: '', type: '', category: '' })}>
              Clear
            </button>
          )}
        </div>
      </form>
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="products" />}
      {list.data && list.data.data.length === 0 && (
        <Empty>{filtered ? 'No products match.' : 'No products yet.'}</Empty>
      )}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Products</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Status</th>
                <th scope="col">Type</th>
                <th scope="col">Category</th>
                <th scope="col">Pricing</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((p) => (
                <tr key={p.id}>
                  <td>
                    <a href={href(`/products/${p.id}`)}>{p.title}</a>
                    {p.source === 'marketplace' && (
                      <>
                        {' '}
                        <Badge tone="info">marketplace</Badge>
                      </>
                    )}
                  </td>
                  <td>
                    <Badge tone={statusTone(p.status)}>{p.status}</Badge>
                  </td>
                  <td>{p.type ? words(p.type) : '—'}</td>
                  <td>{p.category ?? '—'}</td>
                  <td class="nowrap">{words(p.pricingModel)}</td>
                  <td class="nowrap">{when(p.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Products" pagination={list.data?.pagination} place={place} onPage={(at) => go(applied, at)} />
    </section>
  );
}

/** The form's text of every field the API takes (numbers as typed; the body is built on submit). */
interface ProductForm {
  title: string;
  slug: string;
  summary: string;
  description: string;
  type: string;
  category: string;
  status: ProductStatus;
  currency: string;
  durationDays: string;
  pricingModel: PricingModel;
  tags: string;
  city: string;
  region: string;
  country: string;
  address: string;
  lat: string;
  lng: string;
  media: ChosenImage[];
}

/** The form's fields typed as text (every one but the images). */
type TextKey = Exclude<keyof ProductForm, 'media'>;

function formOf(p: Product | null): ProductForm {
  const loc = p?.location;
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    summary: p?.summary ?? '',
    description: p?.description ?? '',
    type: p?.type ?? '',
    category: p?.category ?? '',
    status: (p?.status as ProductStatus | undefined) ?? 'draft',
    currency: p?.currency ?? '',
    durationDays: p?.durationDays === null || p?.durationDays === undefined ? '' : String(p.durationDays),
    pricingModel: (p?.pricingModel as PricingModel | undefined) ?? 'per_person',
    tags: p?.tags.join(', ') ?? '',
    city: loc?.city ?? '',
    region: loc?.region ?? '',
    country: loc?.country ?? '',
    address: loc?.address ?? '',
    lat: loc?.coordinates ? String(loc.coordinates.lat) : '',
    lng: loc?.coordinates ? String(loc.coordinates.lng) : '',
    media: (p?.media ?? []).map((m) => ({ fileId: m.fileId, altText: m.altText ?? '' })),
  };
}

/** A typed number, or NaN (sent as null) for the API to refuse beside the field. */
export const numberOf = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The create or update body: every field, `null` clearing what was emptied (the status is changed by its buttons). */
function bodyOf(f: ProductForm, creating: boolean): ProductBody {
  const text = (s: string) => s.trim() || null;
  const place = {
    ...(f.city.trim() ? { city: f.city.trim() } : {}),
    ...(f.region.trim() ? { region: f.region.trim() } : {}),
    ...(f.country.trim() ? { country: f.country.trim().toUpperCase() } : {}),
    ...(f.address.trim() ? { address: f.address.trim() } : {}),
  };
  const lat = numberOf(f.lat);
  const lng = numberOf(f.lng);
  // One coordinate without the other is sent as typed: the API names the missing one.
  const coordinates = lat === null && lng === null ? {} : { coordinates: { lat, lng } as { lat: number; lng: number } };
  const location = { ...place, ...coordinates };
  return {
    title: f.title.trim(),
    ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
    summary: text(f.summary),
    description: text(f.description),
    type: (f.type || null) as ProductType | null,
    category: text(f.category),
    currency: text(f.currency.toUpperCase()),
    durationDays: numberOf(f.durationDays),
    pricingModel: f.pricingModel,
    location: Object.keys(location).length > 0 ? location : null,
    tags: f.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    media: f.media.map((m) => ({ fileId: m.fileId, altText: m.altText.trim() || null })),
    ...(creating ? { status: f.status } : {}),
  };
}

export function NewProductPage() {
  const { can } = useSession();
  if (!can('products:write'))
    return (
      <section>
        <PageTitle>New product</PageTitle>
        <p>Your role in this workspace reads the catalog but does not change it. Ask a workspace owner or admin.</p>
      </section>
    );
  return (
    <section>
      <p class="crumbs">
        <a href="#/products">Products</a> ›
      </p>
      <PageTitle>New product</PageTitle>
      <ProductEditor
        product={null}
        onSaved={(p) => navigate(href(`/products/${p.id}`, { created: 1 }), { replace: true })}
      />
    </section>
  );
}

const STATUS_CHANGE: Record<ProductStatus, { label: string; explain: string; danger?: boolean }> = {
  active: {
    label: 'Publish',
    explain:
      'The product becomes bookable on its scheduled departures, resellers (OCTO and the marketplace) see it, and product.published is sent to webhooks.',
  },
  draft: {
    label: 'Move to draft',
    explain:
      'New bookings are refused and the product leaves the resellers’ catalogues. Its bookings, departures and prices stay as they are.',
  },
  archived: {
    label: 'Archive',
    danger: true,
    explain:
      'New bookings are refused, the product leaves the resellers’ catalogues (OCTO and the marketplace) and product.archived is sent to webhooks. Its bookings, departures and prices are kept, and you can publish it again later.',
  },
};

export function ProductPage({ id, query }: { id: string; query: URLSearchParams }) {
  const { can } = useSession();
  const loaded = useLoad(
    async () => (await api.GET('/v1/products/{id}', { params: { path: { id } } })).data.data,
    [id],
  );
  const upcoming = useLoad(async () => {
    if (!can('inventory:read')) return null;
    const { data } = await api.GET('/v1/products/{id}/departures', {
      params: { path: { id }, query: { from: new Date().toISOString(), status: 'scheduled', limit: 1 } },
    });
    return data.pagination.total;
  }, [id]);
  const [changing, setChanging] = useState<ProductStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(query.get('created') ? 'Product created.' : null);
  const p = loaded.data;
  const editable = Boolean(p && can('products:write') && p.source === 'owned');

  return (
    <section>
      <p class="crumbs">
        <a href="#/products">Products</a> ›
      </p>
      <PageTitle>{p ? p.title : 'Product'}</PageTitle>
      <ErrorLine error={loaded.error} />
      {loaded.loading && !p && <Loading what="the product" />}
      {p && (
        <>
          <div class="card">
            <div class="status-line">
              <Badge tone={statusTone(p.status)}>{p.status}</Badge>
              <span>{words(p.pricingModel)}</span>
              {p.source === 'marketplace' && <Badge tone="info">marketplace</Badge>}
            </div>
            <ul class="product-links">
              <li>
                <a href={href(`/products/${p.id}/prices`)}>Prices</a>
              </li>
              {can('inventory:read') && (
                <li>
                  <a href={href('/calendar', { product: p.id })}>Calendar</a>
                  {typeof upcoming.data === 'number' && (
                    <span class="muted">
                      {' '}
                      ({count(upcoming.data)} upcoming departure{upcoming.data === 1 ? '' : 's'})
                    </span>
                  )}
                </li>
              )}
            </ul>
            {p.source === 'marketplace' && (
              <p class="muted">
                A marketplace product is managed by its provider: it is shown here as they publish it.
              </p>
            )}
            {editable && (
              <div class="actions wrap" role="group" aria-label="Status changes">
                {STATUSES.filter((s) => s !== p.status).map((s) => (
                  <button
                    key={s}
                    type="button"
                    class={STATUS_CHANGE[s].danger ? 'danger' : ''}
                    onClick={() => setChanging(s)}
                  >
                    {STATUS_CHANGE[s].label}
                  </button>
                ))}
              </div>
            )}
            <Notice text={notice} />
          </div>
          {editable ? (
            <ProductEditor
              key={p.id}
              product={p}
              onSaved={() => {
                setNotice('Saved.');
                loaded.reload();
              }}
            />
          ) : (
            <ProductFacts product={p} />
          )}
        </>
      )}
      {changing && p && (
        <ConfirmDialog
          title={`${STATUS_CHANGE[changing].label}: ${p.title}?`}
          confirmLabel={STATUS_CHANGE[changing].label}
          danger={STATUS_CHANGE[changing].danger}
          onClose={() => setChanging(null)}
          onConfirm={async () => {
            await api.PATCH('/v1/products/{id}', { params: { path: { id: p.id } }, body: { status: changing } });
            setNotice(`The product is ${changing} now.`);
            loaded.reload();
          }}
        >
          <p>{STATUS_CHANGE[changing].explain}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** What a role that cannot change the product sees. */
function ProductFacts({ product: p }: { product: Product }) {
  const loc = p.location;
  const place = loc && [loc.address, loc.city, loc.region, loc.country].filter(Boolean).join(', ');
  return (
    <div class="card">
      <dl class="facts">
        <dt>Summary</dt>
        <dd>{p.summary ?? '—'}</dd>
        <dt>Description</dt>
        <dd class="pre">{p.description ?? '—'}</dd>
        <dt>Type</dt>
        <dd>{p.type ? words(p.type) : '—'}</dd>
        <dt>Category</dt>
        <dd>{p.category ?? '—'}</dd>
        <dt>Currency</dt>
        <dd>{p.currency ?? '—'}</dd>
        <dt>Duration</dt>
        <dd>{p.durationDays === null ? '—' : `${p.durationDays} day${p.durationDays === 1 ? '' : 's'}`}</dd>
        <dt>Location</dt>
        <dd>
          {place || '—'}
          {loc?.coordinates && <span class="muted"> ({`${loc.coordinates.lat}, ${loc.coordinates.lng}`})</span>}
        </dd>
        <dt>Tags</dt>
        <dd>{p.tags.length ? p.tags.join(', ') : '—'}</dd>
        <dt>Slug</dt>
        <dd class="mono">{p.slug}</dd>
        <dt>Updated</dt>
        <dd>{when(p.updatedAt)}</dd>
        <dt>Id</dt>
        <dd class="mono">{p.id}</dd>
      </dl>
    </div>
  );
}

/** Every field of a product; creates (product null) or saves the changes, the API's field errors beside each field. */
function ProductEditor(props: { product: Product | null; onSaved: (p: Product) => void }) {
  const creating = props.product === null;
  const [form, setForm] = useState<ProductForm>(() => formOf(props.product));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const set = (k: TextKey) => (e: { currentTarget: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.currentTarget.value }));

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = bodyOf(form, creating);
      const saved = creating
        ? (await api.POST('/v1/products', { body })).data.data
        : (await api.PATCH('/v1/products/{id}', { params: { path: { id: props.product!.id } }, body })).data.data;
      // The form shows what the API stored (a status change elsewhere on the page leaves unsaved edits alone).
      setForm(formOf(saved));
      props.onSaved(saved);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const text = (label: string, k: TextKey, o: { hint?: string; max?: number; name?: string; code?: boolean } = {}) => (
    <Field label={label} hint={o.hint} name={o.name ?? k} error={error}>
      {(id, d) => (
        <input
          id={id}
          aria-describedby={d}
          maxLength={o.max}
          value={form[k]}
          // Currency and country codes are capitals: shown as they will be stored.
          onInput={o.code ? (e) => setForm((f) => ({ ...f, [k]: e.currentTarget.value.toUpperCase() })) : set(k)}
          autocapitalize={o.code ? 'characters' : undefined}
        />
      )}
    </Field>
  );
  const longText = (label: string, k: 'summary' | 'description', o: { rows: number; max: number; hint?: string }) => (
    <Field label={label} hint={o.hint} name={k} error={error}>
      {(id, d) => (
        <textarea id={id} aria-describedby={d} rows={o.rows} maxLength={o.max} value={form[k]} onInput={set(k)} />
      )}
    </Field>
  );
  const numberField = (label: string, k: TextKey, o: { name: string; step?: string; hint?: string }) => (
    <Field label={label} hint={o.hint} name={o.name} error={error}>
      {(id, d) => (
        <input id={id} type="number" step={o.step ?? '1'} aria-describedby={d} value={form[k]} onInput={set(k)} />
      )}
    </Field>
  );

  return (
    <form class="card product-form" onSubmit={submit} aria-label={creating ? 'New product' : 'Product details'}>
      <div class="form-grid">
        <div class="span-2">{text('Title', 'title', { max: 200 })}</div>
        {text('Slug (optional)', 'slug', {
          max: 100,
          hint: creating ? 'Made from the title when left empty.' : 'Lower-case words joined by hyphens.',
        })}
        <ChoiceField
          label="Type"
          name="type"
          error={error}
          empty="None"
          choices={TYPES}
          value={form.type}
          onChange={(type) => setForm((f) => ({ ...f, type }))}
        />
        {text('Category', 'category', { max: 100, hint: 'Groups products in analytics.' })}
        <Field
          label="Pricing model"
          name="pricingModel"
          error={error}
          hint={`${PRICING_MODELS.find((m) => m.value === form.pricingModel)?.explain ?? ''} Prices are set on the product’s prices page.`}
        >
          {(id, d) => (
            <select id={id} aria-describedby={d} value={form.pricingModel} onChange={set('pricingModel')}>
              {PRICING_MODELS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('Currency', 'currency', { max: 3, code: true, hint: 'Three letters (EUR, USD): every price is in it.' })}
        {numberField('Duration in days', 'durationDays', { name: 'durationDays' })}
        {creating && (
          <Field label="Status" name="status" error={error} hint="Draft products cannot be booked.">
            {(id, d) => (
              <select id={id} aria-describedby={d} value={form.status} onChange={set('status')}>
                <option value="draft">Draft</option>
                <option value="active">Active (bookable)</option>
              </select>
            )}
          </Field>
        )}
        <div class="span-2">
          {longText('Summary', 'summary', { rows: 2, max: 1000, hint: 'One or two sentences for lists.' })}
        </div>
        <div class="span-2">{longText('Description', 'description', { rows: 6, max: 20000 })}</div>
        <div class="span-2">
          {text('Tags', 'tags', {
            name: fieldWithin(error, 'tags'),
            hint: 'Separated by commas; new tags are created.',
          })}
        </div>
      </div>
      <fieldset>
        <legend>Location</legend>
        <div class="form-grid">
          {text('City', 'city', { max: 100, name: 'location.city' })}
          {text('Region', 'region', { max: 100, name: 'location.region' })}
          {text('Country', 'country', { max: 2, code: true, name: 'location.country', hint: 'Two letters (RO, IT).' })}
          {text('Address', 'address', { max: 300, name: 'location.address' })}
          {numberField('Latitude', 'lat', { name: 'location.coordinates.lat', step: 'any' })}
          {numberField('Longitude', 'lng', { name: 'location.coordinates.lng', step: 'any' })}
        </div>
      </fieldset>
      <ProductImages value={form.media} onChange={(media) => setForm((f) => ({ ...f, media }))} error={error} />
      <ErrorLine error={error} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Saving…' : creating ? 'Create product' : 'Save changes'}
        </button>
        {creating && <a href="#/products">Cancel</a>}
      </div>
    </form>
  );
}
