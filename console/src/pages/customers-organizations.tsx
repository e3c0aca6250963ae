// Organizations (the companies and agencies the workspace deals with): the list (search by name, filter by kind,
// pages), an organization's page (details, addresses, metadata, edit, delete) and the new-organization form.
import { useState } from 'preact/hooks';
import { ApiError, api, type Answer } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { day, when } from '../format.js';
import { ErrorLine, Field, PageTitle, useLoad, pageQuery, placeOf } from '../ui.js';
import {
  CannotCreate,
  countryName,
  CountryField,
  CustomerList,
  FormActions,
  formProblem,
  RecordPage,
  TextField,
  useSubmit,
} from './customers-parts.js';

type Organization = Answer<'/v1/organizations/{id}', 'get'>['data'];
type Address = NonNullable<Organization['billingAddress']>;

const PAGE = 25;
const LIST = '/customers/organizations';

export function OrganizationsPage({ query }: { query: URLSearchParams }) {
  const { can } = useSession();
  const q = query.get('q') ?? '';
  const kind = query.get('kind') ?? '';
  const at = placeOf(query);
  const list = useLoad(async () => {
    const search = { ...pageQuery(at, PAGE), ...(q ? { q } : {}), ...(kind ? { kind } : {}) };
    return (await api.GET('/v1/organizations', { params: { query: search } })).data;
  }, [q, kind, at.offset, at.cursor]);
  return (
    <CustomerList
      tab="organizations"
      path={LIST}
      query={query}
      create={can('organizations:write') && { label: 'New organization', href: `#${LIST}/new` }}
      search={{
        label: 'Search organizations',
        fields: [
          { key: 'q', label: 'Name', hint: 'Any part of the name, legal name or description.' },
          { key: 'kind', label: 'Kind', hint: 'Exactly, e.g. partner.' },
        ],
      }}
      list={list}
      what="organizations"
      empty="No organizations yet."
      noMatch="No organization matches this search."
      columns={['Name', 'Kind', 'Email', 'Phone', 'Place', 'Added']}
      row={(o) => (
        <tr key={o.id}>
          <td>
            <a href={href(`${LIST}/${o.id}`)}>{o.name}</a>
            {o.legalName && o.legalName !== o.name && <div class="muted small">{o.legalName}</div>}
          </td>
          <td>{o.kind ?? '—'}</td>
          <td class="url">{o.email ?? '—'}</td>
          <td class="nowrap">{o.phone ?? '—'}</td>
          <td>{place(o)}</td>
          <td class="nowrap">{day(o.createdAt)}</td>
        </tr>
      )}
    />
  );
}

/** Where an organization is: the city and country of its visiting address, else of its billing address. */
function place(o: Organization): string {
  const a = o.visitingAddress ?? o.billingAddress;
  return [a?.city, a?.country].filter(Boolean).join(', ') || '—';
}

export function OrganizationPage({ id }: { id: string }) {
  const { can } = useSession();
  const org = useLoad(
    async () => (await api.GET('/v1/organizations/{id}', { params: { path: { id } } })).data.data,
    [id],
  );
  return (
    <RecordPage
      crumbs={
        <>
          <a href="#/customers">Customers</a> › <a href={`#${LIST}`}>Organizations</a> ›
        </>
      }
      record={org}
      what="the organization"
      title={(o) => o.name}
      writable={can('organizations:write')}
      editTitle="Edit organization"
      form={(o, save, cancel) => (
        <OrganizationForm organization={o} submitLabel="Save changes" onSubmit={save} onCancel={cancel} />
      )}
      bodyOf={(o) => bodyOf(draftOf(o))}
      update={(changes) => api.PATCH('/v1/organizations/{id}', { params: { path: { id } }, body: changes })}
      details={(o) => <OrganizationDetails organization={o} />}
      remove={{
        label: 'Delete organization',
        consequences: (o) =>
          `${o.name} disappears from the organization list and searches, and can no longer be named on a new booking. Bookings and invoices that name it keep the reference.`,
        run: async (o) => {
          await api.DELETE('/v1/organizations/{id}', { params: { path: { id } } });
          navigate(href(LIST, { deleted: o.name }));
        },
      }}
    />
  );
}

function OrganizationDetails({ organization: o }: { organization: Organization }) {
  const metadata = Object.entries(o.metadata);
  return (
    <>
      <div class="card">
        <h2>Details</h2>
        <dl class="facts">
          <dt>Legal name</dt>
          <dd>{o.legalName ?? '—'}</dd>
          <dt>Kind</dt>
          <dd>{o.kind ?? '—'}</dd>
          <dt>Email</dt>
          <dd>
            {o.email ? (
              <a href={`mailto:${o.email}`} class="url">
                {o.email}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt>Phone</dt>
          <dd>{o.phone ? <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</a> : '—'}</dd>
          <dt>Tax id</dt>
          <dd class={o.taxId ? 'mono' : undefined}>{o.taxId ?? '—'}</dd>
          <dt>Description</dt>
          <dd class="pre">{o.description ?? '—'}</dd>
        </dl>
      </div>
      <div class="grid-2">
        <AddressCard title="Billing address" address={o.billingAddress} />
        <AddressCard title="Visiting address" address={o.visitingAddress} />
      </div>
      <div class="card">
        <h2>Record</h2>
        <dl class="facts">
          <dt>Metadata</dt>
          <dd>
            {metadata.length === 0 && '—'}
            <dl class="kv">
              {metadata.map(([k, v]) => (
                <div key={k}>
                  <dt class="mono">{k}</dt>
                  <dd class="mono">{JSON.stringify(v)}</dd>
                </div>
              ))}
            </dl>
          </dd>
          <dt>Added</dt>
          <dd>{when(o.createdAt)}</dd>
          <dt>Last change</dt>
          <dd>{when(o.updatedAt)}</dd>
          <dt>Id</dt>
          <dd class="mono">{o.id}</dd>
        </dl>
      </div>
    </>
  );
}

function AddressCard({ title, address: a }: { title: string; address: Address | null }) {
  const lines = a
    ? [
        a.line1,
        a.line2,
        [a.postalCode, a.city].filter(Boolean).join(' '),
        a.region,
        a.country && countryName(a.country),
      ]
    : [];
  const shown = lines.filter(Boolean);
  return (
    <div class="card">
      <h2>{title}</h2>
      {shown.length === 0 ? (
        <p class="muted">Not set.</p>
      ) : (
        <address class="address">
          {shown.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
        </address>
      )}
    </div>
  );
}

const ADDRESS_FIELDS = [
  { key: 'line1', label: 'Street and number', max: 200, autoComplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2', max: 200, autoComplete: 'address-line2' },
  { key: 'postalCode', label: 'Postal code', max: 20, autoComplete: 'postal-code' },
  { key: 'city', label: 'City', max: 100, autoComplete: 'address-level2' },
  { key: 'region', label: 'Region', max: 100, autoComplete: 'address-level1' },
] as const;

type AddressDraft = Record<(typeof ADDRESS_FIELDS)[number]['key'] | 'country', string>;

interface OrganizationDraft {
  name: string;
  legalName: string;
  kind: string;
  email: string;
  phone: string;
  taxId: string;
  description: string;
  billingAddress: AddressDraft;
  visitingAddress: AddressDraft;
  /** JSON text of the metadata object. */
  metadata: string;
}

const TEXT_FIELDS = ['legalName', 'kind', 'email', 'phone', 'taxId', 'description'] as const;

/** Every writable field of an organization; `null` clears a field. */
interface OrganizationBody extends Record<(typeof TEXT_FIELDS)[number], string | null> {
  name: string;
  billingAddress: Address | null;
  visitingAddress: Address | null;
  metadata: Record<string, string | number | boolean | null>;
}

function addressDraft(a: Address | null | undefined): AddressDraft {
  return {
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    country: a?.country ?? '',
  };
}

function draftOf(o?: Organization): OrganizationDraft {
  const meta = o ? Object.keys(o.metadata).length : 0;
  return {
    name: o?.name ?? '',
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, o?.[f] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
    billingAddress: addressDraft(o?.billingAddress),
    visitingAddress: addressDraft(o?.visitingAddress),
    metadata: meta ? JSON.stringify(o!.metadata, null, 2) : '',
  };
}

/** The filled-in parts of an address, or null when none is. */
function addressOf(d: AddressDraft): Address | null {
  const parts = Object.entries(d)
    .map(([k, v]) => [k, v.trim()] as const)
    .filter(([, v]) => v);
  return parts.length ? (Object.fromEntries(parts) as Address) : null;
}

/** The body for the draft; a metadata text that is not a JSON object is refused beside its field. */
function bodyOf(d: OrganizationDraft): OrganizationBody {
  let metadata: unknown = {};
  if (d.metadata.trim()) {
    try {
      metadata = JSON.parse(d.metadata);
    } catch {
      throw formProblem('metadata', 'is not valid JSON: write it as {"key": "value"}');
    }
    if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata))
      throw formProblem('metadata', 'must be a JSON object: {"key": "value"}');
  }
  return {
    name: d.name.trim(),
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, d[f].trim() || null])) as Record<
      (typeof TEXT_FIELDS)[number],
      string | null
    >),
    billingAddress: addressOf(d.billingAddress),
    visitingAddress: addressOf(d.visitingAddress),
    metadata: metadata as OrganizationBody['metadata'],
  };
}

/** The API's refusal of a key inside `metadata` (`metadata.vip`), shown beside the metadata field. */
function aboutMetadata(error: unknown): unknown {
  const field = error instanceof ApiError ? error.body.details?.field : undefined;
  if (!field?.startsWith('metadata.')) return error;
  const inner = field.slice('metadata.'.length);
  return formProblem('metadata', `${inner}: ${(error as ApiError).body.details!.message}`);
}

function OrganizationForm(props: {
  organization?: Organization;
  submitLabel: string;
  onSubmit: (body: OrganizationBody) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftOf(props.organization));
  const { form, busy, error, onSubmit } = useSubmit(() => props.onSubmit(bodyOf(draft)));
  const set = (patch: Partial<OrganizationDraft>) => setDraft({ ...draft, ...patch });
  const text = (
    key: 'name' | (typeof TEXT_FIELDS)[number],
    label: string,
    opts: { max: number; type?: 'email' | 'tel'; required?: boolean; hint?: string; autoComplete?: string },
  ) => (
    <TextField
      label={label}
      name={key}
      value={draft[key]}
      error={error}
      onChange={(value) => set({ [key]: value })}
      {...opts}
    />
  );
  return (
    <form ref={form} onSubmit={onSubmit} aria-label={props.organization ? 'Edit organization' : 'New organization'}>
      <div class="form-grid">
        {text('name', 'Name', { max: 200, required: true, autoComplete: 'organization' })}
        {text('legalName', 'Legal name', { max: 200, hint: 'As on invoices and contracts.' })}
        {text('kind', 'Kind', { max: 64, hint: 'Your own grouping, e.g. partner, supplier, agency.' })}
        {text('taxId', 'Tax id', { max: 64, hint: 'VAT or tax registration number.' })}
        {text('email', 'Email', { max: 254, type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { max: 50, type: 'tel', autoComplete: 'tel' })}
      </div>
      <Field label="Description" name="description" error={error}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={3}
            maxLength={5000}
            aria-describedby={describedBy}
            value={draft.description}
            onInput={(e) => set({ description: e.currentTarget.value })}
          />
        )}
      </Field>
      <div class="form-grid">
        <AddressFields
          legend="Billing address"
          name="billingAddress"
          value={draft.billingAddress}
          error={error}
          onChange={(billingAddress) => set({ billingAddress })}
        />
        <AddressFields
          legend="Visiting address"
          name="visitingAddress"
          value={draft.visitingAddress}
          error={error}
          onChange={(visitingAddress) => set({ visitingAddress })}
        />
      </div>
      <Field
        label="Metadata"
        name="metadata"
        error={aboutMetadata(error)}
        hint='A JSON object of up to 50 keys, e.g. {"crm_id": "A-1024", "vip": true}: values are text, numbers, true/false or null. Empty for none.'
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            class="mono"
            rows={4}
            spellcheck={false}
            aria-describedby={describedBy}
            value={draft.metadata}
            onInput={(e) => set({ metadata: e.currentTarget.value })}
          />
        )}
      </Field>
      <ErrorLine error={error} />
      <FormActions busy={busy} label={props.submitLabel} onCancel={props.onCancel} />
    </form>
  );
}

function AddressFields(props: {
  legend: string;
  name: string;
  value: AddressDraft;
  error: unknown;
  onChange: (value: AddressDraft) => void;
}) {
  const set = (patch: Partial<AddressDraft>) => props.onChange({ ...props.value, ...patch });
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {ADDRESS_FIELDS.map((f) => (
        <Field key={f.key} label={f.label} name={`${props.name}.${f.key}`} error={props.error}>
          {(id, describedBy) => (
            <input
              id={id}
              maxLength={f.max}
              autoComplete={`section-${props.name} ${f.autoComplete}`}
              aria-describedby={describedBy}
              value={props.value[f.key]}
              onInput={(e) => set({ [f.key]: e.currentTarget.value })}
            />
          )}
        </Field>
      ))}
      <CountryField
        label="Country"
        name={`${props.name}.country`}
        value={props.value.country}
        error={props.error}
        onChange={(country) => set({ country })}
      />
    </fieldset>
  );
}

export function NewOrganizationPage() {
  const { can } = useSession();
  if (!can('organizations:write'))
    return <CannotCreate title="New organization" what="organizations" back={`#${LIST}`} />;
  return (
    <section>
      <p class="crumbs">
        <a href="#/customers">Customers</a> › <a href={`#${LIST}`}>Organizations</a> ›
      </p>
      <PageTitle>New organization</PageTitle>
      <div class="card">
        <OrganizationForm
          submitLabel="Add organization"
          onCancel={() => navigate(`#${LIST}`)}
          onSubmit={async (body) => {
            // Only what was filled in: a new organization has nothing to clear.
            const filledIn = Object.fromEntries(
              Object.entries(body).filter(([k, v]) => v !== null && !(k === 'metadata' && !Object.keys(v).length)),
            ) as Partial<OrganizationBody>;
            const { data } = await api.POST('/v1/organizations', { body: { ...filledIn, name: body.name } });
            navigate(href(`${LIST}/${data.data.id}`));
          }}
        />
      </div>
    </section>
  );
}
