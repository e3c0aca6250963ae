// Settings: the workspace (type, id, limits) and this session with "sign out everywhere", and a form of every
// setting PATCH /v1/workspace takes. The fields and their help come from the API's own schemas (the build defines
// __WORKSPACE_SETTINGS__ from src/modules/settings-sections.ts), so a setting an area adds shows up here by itself;
// only the controls that need more than a text box (a time zone, a form) are chosen by kind.
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type Workspace } from '../api.js';
import { navigate } from '../router.js';
import { useSession } from '../session.js';
import { count, when, words } from '../format.js';
import { Badge, ConfirmDialog, ErrorLine, Field, fieldError, Loading, Notice, PageTitle, useLoad } from '../ui.js';
import './settings.css';

type Schema = (typeof __WORKSPACE_SETTINGS__)[string];
type Values = Record<string, string>;
type FormOption = { id: string; name: string };

/** A list-valued setting (the booking page's products and sites) has its own page: Booking page. */
const isList = (s: Schema) => s.type === 'array' || (s.anyOf ?? []).some((c) => c.type === 'array');
const SETTINGS = Object.entries(__WORKSPACE_SETTINGS__).filter(([, s]) => !isList(s));

/** How people call each setting; a setting not named here is labelled from its key. */
const LABELS: Record<string, string> = {
  name: 'Workspace name',
  defaultCurrency: 'Default currency',
  timezone: 'Time zone',
  wizardBillingFormId: 'Booking wizard: billing form',
  wizardPassengerFormId: 'Booking wizard: passenger form',
  defaultInvoiceSeries: 'Default invoice series',
  availabilityLimitedPercent: '“Limited” availability threshold (%)',
  businessName: 'Business name on documents',
  businessTaxId: 'Tax (VAT) id',
  businessRegistrationNumber: 'Trade register number',
  businessAddress: 'Business address',
  businessEmail: 'Business email (guests’ replies)',
  businessPhone: 'Business phone',
  brandColor: 'Brand colour',
  logoFileId: 'Logo (gallery file id)',
  bankName: 'Bank',
  bankAccount: 'Bank account (IBAN)',
  ticketLayout: 'Ticket layout',
};

/** How people call a setting's fixed values; a value not named here is written out from its key. */
const CHOICE_LABELS: Record<string, string> = {
  per_traveller: 'A page per traveller, each with its own QR code',
  per_booking: 'One page for the whole booking',
};
const choiceLabel = (value: string) => CHOICE_LABELS[value] ?? words(value);

/** Settings of several lines (an address). */
const MULTILINE = new Set(['businessAddress']);

const labelOf = (key: string) => LABELS[key] ?? words(key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase());
const isInteger = (s: Schema) => s.type === 'integer';
const isNullable = (s: Schema) => Array.isArray(s.type) && s.type.includes('null');
/** A setting that names a form (`form_…` id): chosen from the workspace's forms. */
const isFormRef = (s: Schema) => (s.pattern ?? '').startsWith('^(form)_');
/** A `#rrggbb` colour: a colour picker. */
const isColour = (s: Schema) => s.pattern === '^#[0-9a-fA-F]{6}$';
/** The fixed values a setting takes (a choice), or null. */
const choicesOf = (s: Schema) => s.anyOf?.flatMap((c) => (c.const === undefined ? [] : [c.const])) ?? null;

/** The form's text for a setting's value (`''` for none). */
function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The PATCH body: only the settings changed, each in its type (an emptied nullable setting is null). */
function changesOf(ws: Workspace, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, schema] of SETTINGS) {
    const before = textOf((ws as Record<string, unknown>)[key]);
    const now = values[key] ?? '';
    if (now === before) continue;
    body[key] = now === '' && isNullable(schema) ? null : isInteger(schema) && now !== '' ? Number(now) : now;
  }
  return body;
}

function zones(current: string): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  // Browsers list canonical zones only: UTC and an older name the workspace may have are added.
  return [...new Set(['UTC', current, ...all])].filter(Boolean).sort();
}

async function allForms(): Promise<FormOption[]> {
  const found: FormOption[] = [];
  let cursor: string | undefined;
  do {
    const { data } = await api.GET('/v1/forms', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } });
    found.push(...data.data.map((f) => ({ id: f.id, name: f.title || f.name })));
    cursor = data.pagination.next_cursor ?? undefined;
  } while (cursor);
  return found;
}

export function SettingsPage() {
  const { session, setSession, can } = useSession();
  const editable = can('workspace:write');
  const workspace = useLoad(async () => (await api.GET('/v1/workspace')).data.data, []);
  const forms = useLoad(async () => (can('forms:read') ? allForms() : null), []);
  const [confirmAll, setConfirmAll] = useState(false);
  const ws = workspace.data;

  return (
    <section>
      <PageTitle>Settings</PageTitle>
      <ErrorLine error={workspace.error} />
      {workspace.loading && !ws && <Loading what="the workspace" />}
      <div class="grid-2">
        <div class="card">
          <h2>Workspace</h2>
          <dl class="facts">
            <dt>Type</dt>
            <dd>
              <Badge tone={session.workspace.type === 'live' ? 'good' : 'warn'}>{session.workspace.type}</Badge>{' '}
              <span class="muted">
                {session.workspace.type === 'live'
                  ? 'real bookings and payments'
                  : 'for trying things out; marketplace features are off'}
              </span>
            </dd>
            <dt>Workspace id</dt>
            <dd class="mono">{session.workspace.id}</dd>
            {ws && (
              <>
                <dt>Rate limit</dt>
                <dd>
                  {count(ws.limits.perMinute)} requests a minute, bursts of {count(ws.limits.burst)}
                </dd>
                <dt>Created</dt>
                <dd>{when(ws.createdAt)}</dd>
                <dt>Last change</dt>
                <dd>{when(ws.updatedAt)}</dd>
              </>
            )}
          </dl>
          <p class="hint">Type, id and limits are set by the service’s operators.</p>
        </div>
        <div class="card">
          <h2>Your session</h2>
          <dl class="facts">
            <dt>Signed in as</dt>
            <dd>{session.user.email}</dd>
            <dt>Role</dt>
            <dd>{words(session.role)}</dd>
            <dt>Session ends</dt>
            <dd>
              {when(session.expires_at)} <span class="muted">if unused until then</span>
            </dd>
          </dl>
          <div class="actions">
            <button type="button" onClick={() => setConfirmAll(true)}>
              Sign out everywhere
            </button>
          </div>
        </div>
      </div>

      {ws &&
        (editable ? (
          <SettingsForm
            ws={ws}
            forms={forms.data ?? null}
            onSaved={async (saved) => {
              workspace.reload();
              // The header shows the workspace's name from the session.
              if (saved.name !== session.workspace.name) setSession((await api.GET('/v1/auth/session')).data.data);
            }}
          />
        ) : (
          <SettingsFacts ws={ws} forms={forms.data ?? null} />
        ))}

      {confirmAll && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          danger
          onClose={() => setConfirmAll(false)}
          onConfirm={async () => {
            await api.POST('/v1/auth/sign-out-everywhere');
            setSession(null);
            navigate('#/', { replace: true });
          }}
        >
          <p>
            Every session of {session.user.email}, on every device and browser, ends now, this one included. API keys
            are not affected.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function valuesOf(ws: Workspace): Values {
  return Object.fromEntries(SETTINGS.map(([key]) => [key, textOf((ws as Record<string, unknown>)[key])]));
}

function SettingsForm(props: { ws: Workspace; forms: FormOption[] | null; onSaved: (ws: Workspace) => void }) {
  // What the form edits from: the workspace as last saved here, or as loaded when that is newer. The page's reload
  // after a save brings the same version back, and must not wipe what was typed since.
  const [base, setBase] = useState<Workspace>(props.ws);
  const [values, setValues] = useState<Values>(() => valuesOf(props.ws));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (props.ws.updatedAt <= base.updatedAt) return;
    setBase(props.ws);
    setValues(valuesOf(props.ws));
  }, [props.ws.updatedAt]);
  const set = (key: string, value: string) => {
    setNotice(null);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const body = changesOf(base, values);
    setError(null);
    if (Object.keys(body).length === 0) {
      setNotice('Nothing has changed.');
      return;
    }
    setBusy(true);
    try {
      const { data } = await api.PATCH('/v1/workspace', { body });
      setNotice(`Saved: ${Object.keys(body).map(labelOf).join(', ')}.`);
      setBase(data.data);
      props.onSaved(data.data);
    } catch (err) {
      setNotice(null);
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="card settings-form" onSubmit={submit} aria-labelledby="settings-heading" noValidate>
      <h2 id="settings-heading">Workspace settings</h2>
      {SETTINGS.map(([key, schema]) => (
        <Field key={key} label={labelOf(key)} hint={schema.description} name={key} error={error}>
          {(id, describedBy) => (
            <SettingControl
              id={id}
              describedBy={describedBy}
              name={key}
              schema={schema}
              value={values[key] ?? ''}
              forms={props.forms}
              onInput={(v) => set(key, v)}
            />
          )}
        </Field>
      ))}
      {/* The API's refusal about a setting shows beside it; anything else here. */}
      {!SETTINGS.some(([key]) => fieldError(error, key)) && <ErrorLine error={error} />}
      <Notice text={notice} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

function SettingControl(props: {
  id: string;
  describedBy: string | undefined;
  name: string;
  schema: Schema;
  value: string;
  forms: FormOption[] | null;
  onInput: (value: string) => void;
}) {
  const { id, describedBy, name, schema, value, forms } = props;
  const common = { id, name, 'aria-describedby': describedBy };
  const onChange = (e: Event) => props.onInput((e.currentTarget as HTMLInputElement | HTMLSelectElement).value);
  if (name === 'timezone')
    return (
      <select {...common} value={value} onChange={onChange}>
        {zones(value).map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    );
  if (isFormRef(schema) && forms) {
    const known = forms.some((f) => f.id === value);
    return (
      <select {...common} value={value} onChange={onChange}>
        <option value="">None: nothing is checked</option>
        {!known && value && <option value={value}>{value} (not among the forms)</option>}
        {forms.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    );
  }
  const choices = choicesOf(schema);
  if (choices)
    return (
      <select {...common} value={value} onChange={onChange}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {choiceLabel(c)}
          </option>
        ))}
      </select>
    );
  if (isColour(schema))
    return (
      <span class="settings-colour">
        <input {...common} type="color" value={value} onInput={onChange} />
        <span class="mono">{value}</span>
      </span>
    );
  if (MULTILINE.has(name))
    return <textarea {...common} rows={4} value={value} onInput={onChange} maxLength={schema.maxLength} />;
  if (isInteger(schema))
    return (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        min={schema.minimum}
        max={schema.maximum}
        value={value}
        onInput={onChange}
        class="settings-number"
      />
    );
  return <input {...common} type="text" value={value} onInput={onChange} maxLength={schema.maxLength} />;
}

/** The settings as facts, for a role that reads them but cannot change them. */
function SettingsFacts({ ws, forms }: { ws: Workspace; forms: FormOption[] | null }) {
  return (
    <div class="card">
      <h2>Workspace settings</h2>
      <p class="hint">Your role can read these settings; changing them needs an owner, admin or developer.</p>
      <dl class="facts settings-facts">
        {SETTINGS.map(([key, schema]) => {
          const value = textOf((ws as Record<string, unknown>)[key]);
          const shown = isFormRef(schema)
            ? (forms?.find((f) => f.id === value)?.name ?? value)
            : choicesOf(schema) && value
              ? choiceLabel(value)
              : value;
          return (
            <Fragment key={key}>
              <dt>{labelOf(key)}</dt>
              <dd>
                {isColour(schema) && value && <span class="swatch" style={{ background: value }} aria-hidden="true" />}
                <span class={MULTILINE.has(key) ? 'pre' : undefined}>{shown || <span class="muted">None</span>}</span>
                {schema.description && <span class="hint">{schema.description}</span>}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </div>
  );
}
