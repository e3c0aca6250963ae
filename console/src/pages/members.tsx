// Members (owners and admins manage, others with members:read only look): invite someone by email with a role (the
// one-time setup link is shown to the inviter, valid 24 hours; no mail is sent: someone new chooses their password
// there, someone with an account accepts with theirs, and the member is `invited`, without access, until then),
// change a member's role, remove a member. Only an owner can make, demote or remove an owner. And the audit log: who
// changed keys and members, what, when and from where.
import { useState } from 'preact/hooks';
import { api, type AuditEntry, type Member } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { when, words } from '../format.js';
import {
  Badge,
  ConfirmDialog,
  CopyButton,
  Dialog,
  Empty,
  ErrorLine,
  Field,
  Loading,
  Notice,
  PageTitle,
  Pager,
  useLoad,
  pageQuery,
  placeOf,
  placeParams,
  FIRST_PAGE,
} from '../ui.js';

const PAGE = 50;
const ROLES = ['viewer', 'developer', 'admin', 'owner'] as const;
type Role = (typeof ROLES)[number];
const ROLE_HELP: Record<Role, string> = {
  viewer: 'reads everything; changes nothing; no keys or members',
  developer: 'reads and changes everything except API keys and members',
  admin: 'everything, including API keys and members (not owners)',
  owner: 'everything; only owners manage owners',
};

export function MembersPage() {
  const { session, can } = useSession();
  const [place, setPlace] = useState(FIRST_PAGE);
  const members = useLoad(
    async () => (await api.GET('/v1/members', { params: { query: pageQuery(place, PAGE) } })).data,
    [place],
  );
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const writable = can('members:write');
  const isOwner = session.role === 'owner';
  const manageable = (m: Member) => writable && m.user_id !== session.user.id && (m.role !== 'owner' || isOwner);

  return (
    <section>
      <PageTitle
        actions={
          writable && (
            <button type="button" class="primary" onClick={() => setInviting(true)}>
              Invite member
            </button>
          )
        }
      >
        Members
      </PageTitle>
      <ul class="roles">
        {ROLES.map((r) => (
          <li key={r}>
            <strong>{words(r)}</strong>: {ROLE_HELP[r]}
          </li>
        ))}
      </ul>
      <Notice text={notice} />
      <ErrorLine error={members.error} />
      {members.loading && !members.data && <Loading what="members" />}
      {members.data && members.data.data.length === 0 && <Empty>No members.</Empty>}
      {members.data && members.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Members of this workspace</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Added</th>
                {writable && (
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {members.data.data.map((m) => (
                <tr key={m.user_id}>
                  <td>
                    {m.email}
                    {m.user_id === session.user.id && <span class="muted"> (you)</span>}
                  </td>
                  <td>{words(m.role)}</td>
                  <td>
                    {m.status === 'active' ? <Badge tone="good">active</Badge> : <Badge tone="warn">invited</Badge>}
                  </td>
                  <td>{when(m.created_at)}</td>
                  {writable && (
                    <td class="row-actions">
                      {manageable(m) && (
                        <>
                          <button type="button" onClick={() => setEditing(m)} aria-label={`Change role of ${m.email}`}>
                            Change role
                          </button>
                          <button
                            type="button"
                            class="danger"
                            onClick={() => setRemoving(m)}
                            aria-label={`Remove ${m.email}`}
                          >
                            Remove
                          </button>
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Members" pagination={members.data?.pagination} place={place} onPage={setPlace} />
      <p>
        <a href={href('/audit')}>See the audit log</a> for who changed what.
      </p>

      {inviting && <InviteDialog isOwner={isOwner} onClose={() => setInviting(false)} onInvited={members.reload} />}
      {editing && (
        <RoleDialog
          member={editing}
          isOwner={isOwner}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setNotice(`${m.email} is ${words(m.role).toLowerCase()} now.`);
            members.reload();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          confirmLabel="Remove member"
          danger
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await api.DELETE('/v1/members/{userId}', { params: { path: { userId: removing.user_id } } });
            setNotice(`${removing.email} was removed.`);
            members.reload();
          }}
        >
          <p>
            They lose access to this workspace at once (their sessions in it end). Keys they created keep working until
            revoked.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function RoleSelect({
  value,
  onChange,
  isOwner,
  id,
  describedBy,
}: {
  value: Role;
  onChange: (r: Role) => void;
  isOwner: boolean;
  id: string;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as Role)}
    >
      {ROLES.filter((r) => r !== 'owner' || isOwner).map((r) => (
        <option key={r} value={r}>
          {words(r)}
        </option>
      ))}
    </select>
  );
}

function InviteDialog({
  isOwner,
  onClose,
  onInvited,
}: {
  isOwner: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('developer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<{ email: string; setupUrl: string } | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/v1/members', { body: { email: email.trim(), role } });
      setResult({ email: data.data.member.email, setupUrl: data.data.setup_url });
      onInvited();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  if (result) {
    return (
      <Dialog title={`${result.email} invited`} onClose={onClose}>
        <div class="secret">
          <p>
            No mail is sent: give this link to {result.email} yourself, and to no one else. It works once, for 24 hours.
            Someone new chooses their password there; someone who already has an account signs in there with their
            password to accept.
          </p>
          <label for="setup-url">Setup link</label>
          <div class="secret-row">
            <input
              id="setup-url"
              class="mono"
              type="text"
              readOnly
              value={result.setupUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={result.setupUrl} />
          </div>
          <p class="hint">Until they use it they are listed as invited and have no access to this workspace.</p>
        </div>
        <div class="actions">
          <button type="button" class="primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title="Invite a member" onClose={onClose}>
      <form onSubmit={submit}>
        <Field label="Email">
          {(id) => (
            <input
              id={id}
              type="email"
              required
              value={email}
              onInput={(e) => setEmail(e.currentTarget.value)}
              autofocus
            />
          )}
        </Field>
        <Field label="Role" hint={ROLE_HELP[role]}>
          {(id, hint) => <RoleSelect id={id} describedBy={hint} value={role} onChange={setRole} isOwner={isOwner} />}
        </Field>
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Inviting…' : 'Invite'}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RoleDialog({
  member,
  isOwner,
  onClose,
  onSaved,
}: {
  member: Member;
  isOwner: boolean;
  onClose: () => void;
  onSaved: (m: Member) => void;
}) {
  const [role, setRole] = useState<Role>(member.role as Role);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.PATCH('/v1/members/{userId}', {
        params: { path: { userId: member.user_id } },
        body: { role },
      });
      onSaved(data.data);
      onClose();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Role of ${member.email}`} onClose={onClose}>
      <form onSubmit={submit}>
        <Field label="Role" hint={ROLE_HELP[role]}>
          {(id, hint) => <RoleSelect id={id} describedBy={hint} value={role} onChange={setRole} isOwner={isOwner} />}
        </Field>
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy || role === member.role}>
            Save role
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** An audit entry's details as `name: value` lines (lists joined). */
function Details({ details }: { details: Record<string, unknown> | undefined }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return null;
  const show = (v: unknown) =>
    Array.isArray(v) ? v.join(', ') : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
  // Long lists (a key's thirty scopes) in short, whole on hover.
  const brief = (v: unknown) =>
    Array.isArray(v) && v.length > 6 ? `${v.slice(0, 6).join(', ')} and ${v.length - 6} more` : show(v);
  return (
    <dl class="kv">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd title={show(v)}>{brief(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function actorOf(a: AuditEntry['actor']): string {
  if (a.type === 'user') return a.email ?? a.id ?? 'a deleted user';
  if (a.type === 'key') return `API key ${a.id ?? ''}`.trim();
  return 'operator (CLI)';
}

export function AuditPage({ query }: { query: URLSearchParams }) {
  const place = placeOf(query);
  const log = useLoad(
    async () => (await api.GET('/v1/audit-log', { params: { query: pageQuery(place, PAGE) } })).data,
    [place.offset, place.cursor],
  );
  return (
    <section>
      <PageTitle>Audit log</PageTitle>
      <p class="lead">Changes to API keys and members, and sign-ins, newest first.</p>
      <ErrorLine error={log.error} />
      {log.loading && !log.data && <Loading what="the audit log" />}
      {log.data && log.data.data.length === 0 && <Empty>Nothing recorded yet.</Empty>}
      {log.data && log.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">From</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((e) => (
                <tr key={e.id}>
                  <td class="nowrap">{when(e.at)}</td>
                  <td>{actorOf(e.actor)}</td>
                  <td class="mono">{e.action}</td>
                  <td class="mono small">{e.target ? `${e.target.type} ${e.target.id}` : '—'}</td>
                  <td class="mono small">{e.ip ?? '—'}</td>
                  <td class="small details">
                    <Details details={e.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Audit log"
        pagination={log.data?.pagination}
        place={place}
        onPage={(at) => navigate(href('/audit', placeParams(at)))}
      />
    </section>
  );
}
