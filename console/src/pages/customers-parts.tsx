// What the people and organization pages share: the People / Organizations tabs, the search form kept in the
// address, the country picker (the API's own country rule), list inputs (emails, phones) and form submission.
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isCountryCode } from '../../../src/platform/countries.js';
import { ApiError, type Pagination } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { words } from '../format.js';
import {
  ConfirmDialog,
  Empty,
  ErrorLine,
  Field,
  fieldError,
  focusMainHeading,
  Loading,
  Notice,
  PageTitle,
  Pager,
  type Loaded,
  placeOf,
  placeParams,
  type ListPlace,
  useFocusAdded,
} from '../ui.js';
import './customers.css';

/** People / Organizations: the two lists of the Customers section (organizations only for roles that read them). */
function CustomerTabs({ current }: { current: 'people' | 'organizations' }) {
  const { can } = useSession();
  if (!can('organizations:read')) return null;
  return (
    <nav class="customer-tabs" aria-label="Customers">
      <a href="#/customers" aria-current={current === 'people' ? 'page' : undefined}>
        People
      </a>
      <a href="#/customers/organizations" aria-current={current === 'organizations' ? 'page' : undefined}>
        Organizations
      </a>
    </nav>
  );
}

interface SearchField {
  /** The list's query parameter, kept in the address under the same name. */
  key: string;
  label: string;
  hint?: string;
  type?: 'search' | 'email';
}

/**
 * A list's search: the fields are filled from the address; Search puts them in the address (back to the first
 * page), so a reload or Back shows the same list.
 */
function SearchForm(props: { path: string; query: URLSearchParams; fields: SearchField[]; label: string }) {
  const fromAddress = () => Object.fromEntries(props.fields.map((f) => [f.key, props.query.get(f.key) ?? '']));
  const [values, setValues] = useState<Record<string, string>>(fromAddress);
  const key = props.query.toString();
  useEffect(() => setValues(fromAddress()), [key]);
  const searching = props.fields.some((f) => props.query.get(f.key));
  const go = (v: Record<string, string>) =>
    navigate(href(props.path, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()]))));
  return (
    <form
      class="filters customer-search"
      role="search"
      aria-label={props.label}
      onSubmit={(e) => {
        e.preventDefault();
        go(values);
      }}
    >
      {props.fields.map((f) => (
        <Field key={f.key} label={f.label} hint={f.hint}>
          {(id, hint) => (
            <input
              id={id}
              type={f.type ?? 'search'}
              // Preact's types take a union `type` only with `list` named.
              list={undefined}
              aria-describedby={hint}
              maxLength={f.type === 'email' ? 254 : 200}
              value={values[f.key] ?? ''}
              onInput={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
            />
          )}
        </Field>
      ))}
      <div class="actions">
        <button type="submit" class="primary">
          Search
        </button>
        {searching && (
          <button type="button" onClick={() => go({})}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A customer list (people or organizations): the heading with its New button for roles that may create, the
 * tabs, the search, the table of one page and the pager; "X was deleted." after a delete sent the person here.
 */
export function CustomerList<T extends { id: string }>(props: {
  tab: 'people' | 'organizations';
  path: string;
  query: URLSearchParams;
  /** The New link, for roles that may create. */
  create: { label: string; href: string } | false;
  search: { label: string; fields: SearchField[] };
  list: Loaded<{ data: T[]; pagination: Pagination }>;
  /** The list in a word ("people"), and what it says when empty, with and without a search. */
  what: string;
  empty: string;
  noMatch: string;
  columns: string[];
  row: (item: T) => JSX.Element;
}) {
  const { list, query } = props;
  const deleted = query.get('deleted');
  const searching = props.search.fields.some((f) => query.get(f.key));
  return (
    <section>
      <PageTitle
        actions={
          props.create && (
            <a class="button primary" href={props.create.href}>
              {props.create.label}
            </a>
          )
        }
      >
        Customers
      </PageTitle>
      <CustomerTabs current={props.tab} />
      <Notice text={deleted && `${deleted} was deleted.`} />
      <SearchForm path={props.path} query={query} label={props.search.label} fields={props.search.fields} />
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what={props.what} />}
      {list.data && list.data.data.length === 0 && <Empty>{searching ? props.noMatch : props.empty}</Empty>}
      {list.data && list.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{words(props.what)}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list.data.data.map(props.row)}</tbody>
          </table>
        </div>
      )}
      <Pager
        label={words(props.what)}
        pagination={list.data?.pagination}
        place={placeOf(query)}
        onPage={(at) => navigate(pageHref(props.path, query, at))}
      />
    </section>
  );
}

/** A one-line text field of a customer form. */
export function TextField(props: {
  label: string;
  name: string;
  value: string;
  error: unknown;
  onChange: (value: string) => void;
  max: number;
  type?: 'email' | 'tel';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={props.label} name={props.name} error={props.error} hint={props.hint}>
      {(id, describedBy) => (
        <input
          id={id}
          type={props.type ?? 'text'}
          // Preact's types take a union `type` only with `list` named.
          list={undefined}
          required={props.required}
          maxLength={props.max}
          autoComplete={props.autoComplete ?? 'off'}
          aria-describedby={describedBy}
          value={props.value}
          onInput={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** The address of another page of a list: the same search, another place. */
export function pageHref(path: string, query: URLSearchParams, place: ListPlace): string {
  const search = Object.fromEntries(query);
  delete search.offset;
  delete search.cursor;
  return href(path, { ...search, ...placeParams(place) });
}

let countries: { code: string; name: string }[] | undefined;
const regionNames = new Intl.DisplayNames(undefined, { type: 'region' });

/** Every code the API takes as a country (src/platform/countries.ts), named in the browser's language. */
function countryList(): { code: string; name: string }[] {
  if (!countries) {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    countries = letters
      .flatMap((a) => letters.map((b) => a + b))
      .filter(isCountryCode)
      .map((code) => ({ code, name: regionNames.of(code) ?? code }))
      .sort((x, y) => x.name.localeCompare(y.name));
  }
  return countries;
}

/** "Romania (RO)", or the code alone when the browser has no name for it. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '—';
  const name = regionNames.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** A country picker: "Not set" or a country, by name. */
export function CountryField(props: {
  label: string;
  name: string;
  value: string;
  error: unknown;
  onChange: (code: string) => void;
}) {
  const list = countryList();
  const unknown = props.value && !list.some((c) => c.code === props.value);
  return (
    <Field label={props.label} name={props.name} error={props.error}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          <option value="">Not set</option>
          {unknown && <option value={props.value}>{props.value}</option>}
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Inputs for a list of strings (a person's emails or phones): one per entry, Add and Remove. Empty entries are not
 * sent, so the API's `emails[2]` is the third filled-in entry: the error shows beside that one.
 */
export function ListInputs(props: {
  legend: string;
  itemLabel: string;
  addLabel: string;
  name: string;
  type: 'email' | 'tel';
  hint?: string;
  values: string[];
  error: unknown;
  onChange: (values: string[]) => void;
}) {
  // After Add, the new (last) input.
  const focus = useFocusAdded<HTMLFieldSetElement>((list) => [...list.querySelectorAll('input')].pop());
  const listProblem = fieldError(props.error, props.name);
  let sent = 0;
  return (
    <fieldset ref={focus.container} class="list-inputs">
      <legend>{props.legend}</legend>
      {props.hint && <p class="hint">{props.hint}</p>}
      {listProblem && <p class="field-error">{listProblem}</p>}
      {props.values.map((value, i) => {
        const apiName = value.trim() ? `${props.name}[${sent++}]` : undefined;
        const label = `${props.itemLabel} ${i + 1}`;
        return (
          <Field key={i} label={label} name={apiName} error={props.error}>
            {(id, describedBy) => (
              <div class="list-row">
                <input
                  id={id}
                  type={props.type}
                  list={undefined}
                  aria-describedby={describedBy}
                  autoComplete={props.type === 'email' ? 'email' : 'tel'}
                  maxLength={props.type === 'email' ? 254 : 50}
                  value={value}
                  onInput={(e) => props.onChange(props.values.map((v, j) => (j === i ? e.currentTarget.value : v)))}
                />
                <button
                  type="button"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => {
                    props.onChange(props.values.filter((_, j) => j !== i));
                    // The row (and the focused button) goes: focus moves to Add.
                    focus.container.current?.querySelector<HTMLElement>(':scope > button')?.focus();
                  }}
                >
                  Remove
                </button>
              </div>
            )}
          </Field>
        );
      })}
      <button
        type="button"
        onClick={() => {
          props.onChange([...props.values, '']);
          focus.added();
        }}
      >
        {props.addLabel}
      </button>
    </fieldset>
  );
}

/** The filled-in entries of a list input, trimmed. */
export function filled(values: string[]): string[] {
  return values.map((v) => v.trim()).filter(Boolean);
}

/** A problem the form finds before asking the API, shown beside `field` like the API's own. */
export function formProblem(field: string, message: string): ApiError {
  return new ApiError(400, { error: 'Check the form', details: { field, message } }, null);
}

/**
 * A form's submission: busy while the action runs, the failure kept for the fields (and the error line) to show,
 * and focus on the first field the failure is about, so a keyboard user lands where the fix goes. A form that
 * opens in a page (Edit) takes focus on its first field; on a new page the page's heading takes it after.
 */
export function useSubmit(action: () => Promise<void>) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // In a layout effect, before the first paint: a field the user reaches first keeps the focus.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('.field-invalid :is(input, select, textarea)')?.focus();
  }, [error]);
  const onSubmit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { form, busy, error, onSubmit };
}

/** The body of an update: only the fields whose value differs from the current one. */
function changedFields<T extends object>(next: T, current: T): Partial<T> {
  const before = current as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])),
  ) as Partial<T>;
}

/** A create page for a role that may not create: says so instead of a form it could not send. */
export function CannotCreate({ title, what, back }: { title: string; what: string; back: string }) {
  return (
    <section>
      <p class="crumbs">
        <a href={back}>Customers</a> ›
      </p>
      <PageTitle>{title}</PageTitle>
      <p>Your role in this workspace can look at {what} but not add or change them. Ask a workspace owner or admin.</p>
    </section>
  );
}

/** The Save and Cancel row of a customer form. */
export function FormActions(props: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <div class="actions">
      <button type="submit" class="primary" disabled={props.busy}>
        {props.busy ? 'Saving…' : props.label}
      </button>
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * A person's or organization's page: the heading with Edit and Delete for roles that may write, the details or,
 * while editing, the form (saving only the fields that changed, saying what it did), what follows (`children`),
 * and the delete confirmation with its consequences.
 */
export function RecordPage<T, B extends object>(props: {
  crumbs: ComponentChildren;
  record: Loaded<T>;
  /** "the person", while it loads. */
  what: string;
  title: (record: T) => string;
  writable: boolean;
  editTitle: string;
  form: (record: T, save: (body: B) => Promise<void>, cancel: () => void) => JSX.Element;
  /** The record as the form's body, to send only what changed. */
  bodyOf: (record: T) => B;
  update: (changes: Partial<B>) => Promise<unknown>;
  details: (record: T) => ComponentChildren;
  remove: { label: string; consequences: (record: T) => ComponentChildren; run: (record: T) => Promise<void> };
  children?: ComponentChildren;
}) {
  const { record } = props;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Back to the details; focus goes to the heading, as the form and its buttons are gone.
  const stop = (said: string | null) => {
    setEditing(false);
    setNotice(said);
    focusMainHeading();
  };
  const r = record.data;
  return (
    <section>
      <p class="crumbs">{props.crumbs}</p>
      <PageTitle
        actions={
          r &&
          props.writable &&
          !editing && (
            <>
              <button
                type="button"
                onClick={() => {
                  setNotice(null);
                  setEditing(true);
                }}
              >
                Edit
              </button>
              <button type="button" class="danger" onClick={() => setDeleting(true)}>
                Delete
              </button>
            </>
          )
        }
      >
        {r ? props.title(r) : words(props.what.replace(/^the /, ''))}
      </PageTitle>
      <ErrorLine error={record.error} />
      {record.loading && !r && <Loading what={props.what} />}
      <Notice text={notice} />
      {r && editing && (
        <div class="card">
          <h2>{props.editTitle}</h2>
          {props.form(
            r,
            async (body) => {
              const changes = changedFields(body, props.bodyOf(r));
              const changed = Object.keys(changes).length > 0;
              if (changed) await props.update(changes);
              stop(changed ? 'Saved.' : 'Nothing was changed.');
              record.reload();
            },
            () => stop(null),
          )}
        </div>
      )}
      {r && !editing && props.details(r)}
      {r && props.children}
      {deleting && r && (
        <ConfirmDialog
          title={`Delete ${props.title(r)}?`}
          confirmLabel={props.remove.label}
          danger
          onClose={() => setDeleting(false)}
          onConfirm={() => props.remove.run(r)}
        >
          <p>{props.remove.consequences(r)} This cannot be undone from the console.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
