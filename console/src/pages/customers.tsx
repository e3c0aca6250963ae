// Customers: the people list (search by name or email, pages), a person's page (contact details, edit, delete,
// their bookings and what they spent, their data's export and erasure: customers-data.tsx) and the new-person form;
// organizations are in customers-organizations.tsx.
import { useEffect, useState } from 'preact/hooks';
import { api, type Answer, type ItemOf } from '../api.js';
import { href, navigate, type Route } from '../router.js';
import { useSession } from '../session.js';
import { useWhenIn } from '../zone.js';
import { count, currencyDigits, day, money, when, words } from '../format.js';
import { Empty, ErrorLine, Loading, NoAccess, PageTitle, Pager, useLoad, pageQuery, placeOf } from '../ui.js';
import { StatusBadge } from './bookings.js';
import { PersonDataCard } from './customers-data.js';
import { NewOrganizationPage, OrganizationPage, OrganizationsPage } from './customers-organizations.js';
import {
  CannotCreate,
  countryName,
  CountryField,
  CustomerList,
  filled,
  FormActions,
  ListInputs,
  pageHref,
  RecordPage,
  TextField,
  useSubmit,
} from './customers-parts.js';

type Person = Answer<'/v1/people/{id}', 'get'>;
type PersonBooking = ItemOf<'/v1/bookings'>;

const PAGE = 25;
const BOOKINGS_PAGE = 10;
/** Total spent adds up at most this many bookings (five pages of 100), and says so when a person has more. */
const SPENT_LIMIT = 500;

/** `#/customers…`: the section's own routes, each behind the scope its API calls need. */
export function CustomersPage({ route }: { route: Route }) {
  const { can } = useSession();
  const [, kind, id] = route.parts;
  if (kind === 'organizations') {
    if (!can('organizations:read')) return <NoAccess what="Organizations" />;
    if (id === 'new') return <NewOrganizationPage />;
    return id ? <OrganizationPage id={id} /> : <OrganizationsPage query={route.query} />;
  }
  if (!can('customers:read')) return <NoAccess what="Customers" />;
  if (kind === 'people' && id === 'new') return <NewPersonPage />;
  if (kind === 'people' && id) return <PersonPage id={id} query={route.query} />;
  return <PeoplePage query={route.query} />;
}

/** An erased person has no name left: they are named as what they are. */
const fullName = (p: Pick<Person, 'firstName' | 'lastName' | 'erasedAt'>) =>
  p.erasedAt ? 'Erased person' : `${p.firstName} ${p.lastName}`;

function PeoplePage({ query }: { query: URLSearchParams }) {
  const { can } = useSession();
  const q = query.get('q') ?? '';
  const email = query.get('email') ?? '';
  const place = placeOf(query);
  const list = useLoad(async () => {
    const search = { ...pageQuery(place, PAGE), ...(q ? { q } : {}), ...(email ? { email } : {}) };
    return (await api.GET('/v1/people', { params: { query: search } })).data;
  }, [q, email, place.offset, place.cursor]);
  return (
    <CustomerList
      tab="people"
      path="/customers"
      query={query}
      create={can('customers:write') && { label: 'New person', href: '#/customers/people/new' }}
      search={{
        label: 'Search people',
        fields: [
          { key: 'q', label: 'Name or email', hint: 'Any part of a name or address.' },
          { key: 'email', label: 'Exact email', type: 'email', hint: 'One whole address.' },
        ],
      }}
      list={list}
      what="people"
      empty="No people yet."
      noMatch="Nobody matches this search."
      columns={['Name', 'Email', 'Phone', 'Country', 'Added']}
      row={(p) => (
        <tr key={p.id}>
          <td>
            <a href={href(`/customers/people/${p.id}`)}>{fullName(p)}</a>
          </td>
          <td class="url">{p.defaultEmail ?? '—'}</td>
          <td class="nowrap">{p.phones[0] ?? '—'}</td>
          <td>{countryName(p.country)}</td>
          <td class="nowrap">{day(p.createdAt)}</td>
        </tr>
      )}
    />
  );
}

function PersonPage({ id, query }: { id: string; query: URLSearchParams }) {
  const { can } = useSession();
  const person = useLoad(async () => (await api.GET('/v1/people/{id}', { params: { path: { id } } })).data, [id]);
  const spent = useSpent(id);
  return (
    <RecordPage
      crumbs={
        <>
          <a href="#/customers">Customers</a> ›
        </>
      }
      record={person}
      what="the person"
      title={fullName}
      // An erased person cannot be changed (the API refuses): nothing to edit.
      writable={can('customers:write') && !person.data?.erasedAt}
      editTitle="Edit contact details"
      form={(p, save, cancel) => <PersonForm person={p} submitLabel="Save changes" onSubmit={save} onCancel={cancel} />}
      bodyOf={(p) => bodyOf(draftOf(p))}
      update={(changes) => api.PATCH('/v1/people/{id}', { params: { path: { id } }, body: changes })}
      details={(p) => (
        <>
          <ContactCard person={p} />
          <PersonDataCard person={p} onErased={person.reload} />
        </>
      )}
      remove={{
        label: 'Delete person',
        consequences: (p) =>
          `${fullName(p)} disappears from the customer list and searches, and can no longer be named on a new booking. ${bookingsKept(spent.total)}`,
        run: async (p) => {
          await api.DELETE('/v1/people/{id}', { params: { path: { id } } });
          navigate(href('/customers', { deleted: fullName(p) }));
        },
      }}
    >
      <PersonBookings id={id} query={query} spent={spent} />
    </RecordPage>
  );
}

/** What deleting a person does to their bookings, as far as it is known yet. */
function bookingsKept(total: number | null): string {
  if (total === 0) return 'They have no bookings.';
  if (total === 1) return 'Their booking keeps the link to them and its billing details.';
  return `Their ${total === null ? '' : `${count(total)} `}bookings keep the link to them and their billing details.`;
}

function ContactCard({ person: p }: { person: Person }) {
  return (
    <div class="card">
      <h2>Contact</h2>
      <dl class="facts">
        <dt>Name</dt>
        <dd>{fullName(p)}</dd>
        <dt>Email</dt>
        <dd>
          {p.emails.length === 0 && '—'}
          <ul class="plain">
            {p.emails.map((e) => (
              <li key={e}>
                <a href={`mailto:${e}`} class="url">
                  {e}
                </a>
                {e === p.defaultEmail && p.emails.length > 1 && <span class="muted"> (default)</span>}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Phone</dt>
        <dd>
          {p.phones.length === 0 && '—'}
          <ul class="plain">
            {p.phones.map((t) => (
              <li key={t}>
                <a href={`tel:${t.replace(/[^\d+]/g, '')}`}>{t}</a>
              </li>
            ))}
          </ul>
        </dd>
        <dt>Country</dt>
        <dd>{countryName(p.country)}</dd>
        <dt>Added</dt>
        <dd>{when(p.createdAt)}</dd>
        <dt>Last change</dt>
        <dd>{when(p.updatedAt)}</dd>
        <dt>Id</dt>
        <dd class="mono">{p.id}</dd>
      </dl>
    </div>
  );
}

interface Spent {
  /** Paid less refunded, in minor units, per currency. */
  sums: Record<string, number>;
  /** Bookings added up so far. */
  counted: number;
  /** The person's bookings (null before the first page). */
  total: number | null;
  done: boolean;
  error: unknown;
}

/** What a person's bookings paid less what was refunded, per currency, page by page up to SPENT_LIMIT bookings. */
function useSpent(personId: string): Spent {
  const [state, setState] = useState<Spent>({ sums: {}, counted: 0, total: null, done: false, error: null });
  useEffect(() => {
    let stopped = false;
    const sums: Record<string, number> = {};
    let counted = 0;
    let cursor: string | null = null;
    setState({ sums, counted, total: null, done: false, error: null });
    (async () => {
      for (;;) {
        const page: Answer<'/v1/bookings', 'get'> = (
          await api.GET('/v1/bookings', {
            params: { query: { billingPersonId: personId, limit: 100, ...(cursor ? { cursor } : {}) } },
          })
        ).data;
        if (stopped) return;
        for (const b of page.data)
          sums[b.pricing.currency] = (sums[b.pricing.currency] ?? 0) + b.money.paid_minor - b.money.refunded_minor;
        counted += page.data.length;
        cursor = page.pagination.next_cursor;
        const done = !cursor || page.data.length === 0 || counted >= SPENT_LIMIT;
        setState({ sums: { ...sums }, counted, total: page.pagination.total, done, error: null });
        if (done) return;
      }
    })().catch((error: unknown) => !stopped && setState((s) => ({ ...s, done: true, error })));
    return () => {
      stopped = true;
    };
  }, [personId]);
  return state;
}

/** Each currency's sum in words, largest first ("Nothing yet" without any). */
function spentText(sums: Record<string, number>): string[] {
  const entries = Object.entries(sums).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return ['Nothing yet'];
  return entries.map(([currency, minor]) => minorMoney(minor, currency));
}

/** An amount in minor units (the API's `…_minor`, exact integers) as money. */
function minorMoney(minor: number, currency: string): string {
  return money(minor / 10 ** currencyDigits(currency), currency);
}

function SpentCard({ spent }: { spent: Spent }) {
  const { total, counted, done } = spent;
  // Without bookings there is nothing to add up: the empty list says so.
  if (total === 0) return null;
  return (
    <div class="card spent" aria-busy={!done}>
      <h3>Total spent</h3>
      <ErrorLine error={spent.error} />
      {total === null && !spent.error && <Loading what="their bookings" />}
      {total !== null && (
        <>
          <p class="spent-amounts">
            {spentText(spent.sums).map((amount) => (
              <span key={amount}>{amount}</span>
            ))}
          </p>
          <p class="hint">
            What their bookings paid less what was refunded, over {count(counted)} booking{counted === 1 ? '' : 's'}.
          </p>
          {!done && (
            <p role="status">
              <label>
                Adding up {count(counted)} of {count(total)} bookings…{' '}
                <progress max={Math.min(total, SPENT_LIMIT)} value={counted} />
              </label>
            </p>
          )}
          {done && counted < total && !spent.error && (
            <p class="warning">
              Counted over their latest {count(counted)} of {count(total)} bookings only: older ones are not included.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function PersonBookings({ id, query, spent }: { id: string; query: URLSearchParams; spent: Spent }) {
  const when = useWhenIn();
  const place = placeOf(query);
  const list = useLoad(
    async () =>
      (
        await api.GET('/v1/bookings', {
          params: { query: { billingPersonId: id, ...pageQuery(place, BOOKINGS_PAGE) } },
        })
      ).data,
    [id, place.offset, place.cursor],
  );
  return (
    <>
      <div class="section-head">
        <h2>Bookings</h2>
      </div>
      <SpentCard spent={spent} />
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="bookings" />}
      {list.data && list.data.data.length === 0 && <Empty>No bookings are billed to this person.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Bookings billed to this person</caption>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Product</th>
                <th scope="col">Departure</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col" class="num">
                  Total
                </th>
                <th scope="col" class="num">
                  Paid less refunded
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((b) => (
                <BookingRow key={b.id} booking={b} when={when} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Bookings"
        pagination={list.data?.pagination}
        place={place}
        onPage={(at) => navigate(pageHref(`/customers/people/${id}`, query, at))}
      />
    </>
  );
}

function BookingRow({ booking: b, when }: { booking: PersonBooking; when: (iso: string | null) => string }) {
  const c = b.pricing.currency;
  return (
    <tr>
      <td class="nowrap">
        <a href={href(`/bookings/${b.id}`)} class="mono">
          {b.code}
        </a>
      </td>
      <td>{b.product.title}</td>
      <td class="nowrap">{when(b.departure.start_at)}</td>
      <td>
        <StatusBadge status={b.status} />
      </td>
      <td>{words(b.payment_status)}</td>
      <td class="num">{money(b.pricing.total, c)}</td>
      <td class="num">{minorMoney(b.money.paid_minor - b.money.refunded_minor, c)}</td>
    </tr>
  );
}

interface PersonDraft {
  firstName: string;
  lastName: string;
  emails: string[];
  phones: string[];
  country: string;
}

/** The form's values for a person (one empty email and phone input for a new one). */
function draftOf(p?: Person): PersonDraft {
  return {
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    emails: p?.emails.length ? [...p.emails] : [''],
    phones: p?.phones.length ? [...p.phones] : [''],
    country: p?.country ?? '',
  };
}

/** Every writable field of a person (a create takes them all; an update the changed ones). */
interface PersonBody {
  firstName: string;
  lastName: string;
  emails: string[];
  phones: string[];
  country: string | null;
}

/** Every writable field of a person, as the API takes it. */
function bodyOf(d: PersonDraft): PersonBody {
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    emails: filled(d.emails),
    phones: filled(d.phones),
    country: d.country || null,
  };
}

/** A person's every writable field; the API's refusal of one shows beside it. */
function PersonForm(props: {
  person?: Person;
  submitLabel: string;
  onSubmit: (body: PersonBody) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<PersonDraft>(() => draftOf(props.person));
  const { form, busy, error, onSubmit } = useSubmit(() => props.onSubmit(bodyOf(draft)));
  const set = (patch: Partial<PersonDraft>) => setDraft({ ...draft, ...patch });
  return (
    <form ref={form} onSubmit={onSubmit} aria-label={props.person ? 'Edit person' : 'New person'}>
      <div class="form-grid">
        <TextField
          label="First name"
          name="firstName"
          required
          max={100}
          value={draft.firstName}
          error={error}
          onChange={(firstName) => set({ firstName })}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          max={100}
          value={draft.lastName}
          error={error}
          onChange={(lastName) => set({ lastName })}
        />
      </div>
      <div class="form-grid">
        <ListInputs
          legend="Emails"
          itemLabel="Email"
          addLabel="Add email"
          name="emails"
          type="email"
          hint="The first is the default address."
          values={draft.emails}
          error={error}
          onChange={(emails) => set({ emails })}
        />
        <ListInputs
          legend="Phones"
          itemLabel="Phone"
          addLabel="Add phone"
          name="phones"
          type="tel"
          values={draft.phones}
          error={error}
          onChange={(phones) => set({ phones })}
        />
      </div>
      <div class="form-grid">
        <CountryField
          label="Country"
          name="country"
          value={draft.country}
          error={error}
          onChange={(country) => set({ country })}
        />
      </div>
      <ErrorLine error={error} />
      <FormActions busy={busy} label={props.submitLabel} onCancel={props.onCancel} />
    </form>
  );
}

function NewPersonPage() {
  const { can } = useSession();
  if (!can('customers:write')) return <CannotCreate title="New person" what="people" back="#/customers" />;
  return (
    <section>
      <p class="crumbs">
        <a href="#/customers">Customers</a> ›
      </p>
      <PageTitle>New person</PageTitle>
      <div class="card">
        <PersonForm
          submitLabel="Add person"
          onCancel={() => navigate('#/customers')}
          onSubmit={async (body) => {
            const { data } = await api.POST('/v1/people', { body });
            navigate(href(`/customers/people/${data.id}`));
          }}
        />
      </div>
    </section>
  );
}
