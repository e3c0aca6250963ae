// API keys: the workspace's keys (name, non-secret hint, scopes, who made it and when, last use, expiry, status);
// create one (name, scopes from the ones this person's role has, optional expiry) and see its value once, with a
// copy button; revoke one after a confirmation. Keys never manage keys or members, so those scopes are not offered.
import { useState } from 'preact/hooks';
import { api, type ApiKey } from '../api.js';
import { useSession } from '../session.js';
import { when } from '../format.js';
import {
  Badge,
  ConfirmDialog,
  Dialog,
  Empty,
  ErrorLine,
  Field,
  Loading,
  Notice,
  PageTitle,
  Pager,
  SecretOnce,
  useLoad,
  FIRST_PAGE,
  pageQuery,
} from '../ui.js';

const PAGE = 25;
const SESSION_ONLY = /^(members|keys):/;

export function KeysPage() {
  const { can } = useSession();
  const [place, setPlace] = useState(FIRST_PAGE);
  const keys = useLoad(
    async () => (await api.GET('/v1/api-keys', { params: { query: pageQuery(place, PAGE) } })).data,
    [place],
  );
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const writable = can('keys:write');

  return (
    <section>
      <PageTitle
        actions={
          writable && (
            <button type="button" class="primary" onClick={() => setCreating(true)}>
              Create key
            </button>
          )
        }
      >
        API keys
      </PageTitle>
      <p class="lead">
        Applications call the API with these keys. To rotate one: create a new key, switch the application to it, check
        it works, then revoke the old one. A revoked key stops working on its next request.
      </p>
      <Notice text={notice} />
      <ErrorLine error={keys.error} />
      {keys.loading && !keys.data && <Loading what="keys" />}
      {keys.data && keys.data.data.length === 0 && (
        <Empty>No keys yet.{writable && ' Create one to call the API.'}</Empty>
      )}
      {keys.data && keys.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">API keys of this workspace</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                {writable && (
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {keys.data.data.map((k) => (
                <tr key={k.id} class={k.status === 'revoked' ? 'dim' : undefined}>
                  <td>{k.name}</td>
                  <td class="mono">{k.hint}</td>
                  <td>
                    <Scopes scopes={k.scopes} />
                  </td>
                  <td>
                    {when(k.created_at)}
                    <div class="muted small">
                      {k.created_by ? `by ${k.created_by.email ?? k.created_by.id}` : 'by an operator'}
                    </div>
                  </td>
                  <td>{when(k.last_used_at, 'never')}</td>
                  <td>{when(k.expires_at, 'never')}</td>
                  <td>
                    {k.status === 'active' ? <Badge tone="good">active</Badge> : <Badge tone="muted">revoked</Badge>}
                    {k.revoked_at && <div class="muted small">{when(k.revoked_at)}</div>}
                  </td>
                  {writable && (
                    <td>
                      {k.status === 'active' && (
                        <button
                          type="button"
                          class="danger"
                          onClick={() => setRevoking(k)}
                          aria-label={`Revoke key ${k.name}`}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="API keys" pagination={keys.data?.pagination} place={place} onPage={setPlace} />

      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setPlace(FIRST_PAGE);
            keys.reload();
          }}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke key"
          danger
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await api.DELETE('/v1/api-keys/{id}', { params: { path: { id: revoking.id } } });
            setNotice(`Key “${revoking.name}” revoked.`);
            keys.reload();
          }}
        >
          <p>
            Applications using the key <span class="mono">{revoking.hint}</span> get 401 Unauthorized from their next
            request on. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function Scopes({ scopes }: { scopes: readonly string[] }) {
  // A key without scopes has every scope (keys the operator CLI makes by default).
  if (scopes.length === 0 || scopes.includes('*')) return <strong>full access</strong>;
  const shown = scopes.slice(0, 4);
  return (
    <span class="scopes" title={scopes.join(', ')}>
      {shown.join(', ')}
      {scopes.length > shown.length && <span class="muted">{` and ${scopes.length - shown.length} more`}</span>}
    </span>
  );
}

const ACTION_ORDER = ['read', 'write', 'delete'];
const actionRank = (a: string) => (ACTION_ORDER.includes(a) ? ACTION_ORDER.indexOf(a) : ACTION_ORDER.length);

/** The scopes this person may put on a key, by resource: `[['bookings', ['read', 'write']], …]`. */
function grantable(scopes: readonly string[]): Array<[string, string[]]> {
  const byResource = new Map<string, string[]>();
  for (const s of scopes) {
    if (SESSION_ONLY.test(s) || !s.includes(':') || s.includes('*')) continue;
    const [resource = '', action = ''] = s.split(':');
    byResource.set(resource, [...(byResource.get(resource) ?? []), action]);
  }
  return [...byResource.entries()]
    .map(([r, actions]): [string, string[]] => [
      r,
      actions.sort((a, b) => actionRank(a) - actionRank(b) || a.localeCompare(b)),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}

function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { session } = useSession();
  const groups = grantable(session.scopes);
  const all = groups.flatMap(([r, actions]) => actions.map((a) => `${r}:${a}`));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [expires, setExpires] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);

  const toggle = (scope: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (chosen.size === 0) return setError(new Error('Choose at least one scope.'));
    setBusy(true);
    setError(null);
    try {
      // The end of the chosen day, in this browser's time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : undefined;
      const { data } = await api.POST('/v1/api-keys', {
        body: {
          name: name.trim(),
          scopes: all.filter((s) => chosen.has(s)),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        },
      });
      setCreated({ name: data.data.name, key: data.data.key });
      onCreated();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <Dialog title={`Key “${created.name}” created`} onClose={onClose}>
        <SecretOnce
          label="The new API key"
          value={created.key}
          warning="Copy it now and keep it somewhere safe, such as your application's secret store. It will not be shown again: not after you close this dialog, not after a reload. If it is lost, revoke it and create another."
        />
        <div class="actions">
          <button type="button" class="primary" onClick={onClose}>
            I have copied it
          </button>
        </div>
      </Dialog>
    );
  }

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return (
    <Dialog title="Create an API key" onClose={onClose}>
      <form onSubmit={submit}>
        <Field label="Name" hint="What uses it, e.g. “Booking site (production)”.">
          {(id, hint) => (
            <input
              id={id}
              required
              maxLength={100}
              aria-describedby={hint}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
              autofocus
            />
          )}
        </Field>
        <fieldset class="scopes-picker">
          <legend>Scopes</legend>
          <p class="hint">Only what the application needs. You can grant only scopes your own role has.</p>
          <div class="quick">
            <button
              type="button"
              class="link"
              onClick={() => setChosen(new Set(all.filter((s) => s.endsWith(':read'))))}
            >
              Read only
            </button>
            <button type="button" class="link" onClick={() => setChosen(new Set(all))}>
              All
            </button>
            <button type="button" class="link" onClick={() => setChosen(new Set())}>
              None
            </button>
          </div>
          <div class="scope-grid">
            {groups.map(([resource, actions]) => (
              <div class="scope-row" key={resource} role="group" aria-label={resource}>
                <span class="scope-resource" aria-hidden="true">
                  {resource}
                </span>
                <span class="scope-actions">
                  {actions.map((a) => {
                    const scope = `${resource}:${a}`;
                    return (
                      <label key={scope} class="check">
                        <input
                          type="checkbox"
                          checked={chosen.has(scope)}
                          onChange={(e) => toggle(scope, e.currentTarget.checked)}
                        />
                        <span class="visually-hidden">{resource} </span>
                        {a}
                      </label>
                    );
                  })}
                </span>
              </div>
            ))}
          </div>
        </fieldset>
        <Field label="Expires on (optional)" hint="Leave empty for a key that does not expire.">
          {(id, hint) => (
            <input
              id={id}
              type="date"
              min={tomorrow}
              aria-describedby={hint}
              value={expires}
              onInput={(e) => setExpires(e.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create key'}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
