// Overview: the workspace (name, live or sandbox, limits) and how many of its main resources exist, each counted by
// its list endpoint's pagination.total with limit=1; and this session, with "sign out everywhere".
import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { navigate } from '../router.js';
import { useSession } from '../session.js';
import { count, when, words } from '../format.js';
import { Badge, ConfirmDialog, ErrorLine, Loading, PageTitle, useLoad } from '../ui.js';

interface Counted {
  label: string;
  scope: string;
  link?: string;
  total: () => Promise<number>;
}

const COUNTS: Counted[] = [
  {
    label: 'Products',
    scope: 'products:read',
    total: async () => (await api.GET('/v1/products', { params: { query: { limit: 1 } } })).data.pagination.total,
  },
  {
    label: 'Departures',
    scope: 'inventory:read',
    total: async () => (await api.GET('/v1/departures', { params: { query: { limit: 1 } } })).data.pagination.total,
  },
  {
    label: 'Bookings',
    scope: 'bookings:read',
    link: '#/bookings',
    total: async () => (await api.GET('/v1/bookings', { params: { query: { limit: 1 } } })).data.pagination.total,
  },
  {
    label: 'People',
    scope: 'customers:read',
    total: async () => (await api.GET('/v1/people', { params: { query: { limit: 1 } } })).data.pagination.total,
  },
  {
    label: 'Organizations',
    scope: 'organizations:read',
    total: async () => (await api.GET('/v1/organizations', { params: { query: { limit: 1 } } })).data.pagination.total,
  },
];

export function OverviewPage() {
  const { session, setSession, can } = useSession();
  const workspace = useLoad(
    async () => (can('workspace:read') ? (await api.GET('/v1/workspace')).data.data : null),
    [],
  );
  const visible = COUNTS.filter((c) => can(c.scope));
  const counts = useLoad(() => Promise.all(visible.map((c) => c.total().catch(() => null))), []);
  const [confirmAll, setConfirmAll] = useState(false);
  const ws = workspace.data;

  return (
    <section>
      <PageTitle>{session.workspace.name}</PageTitle>
      <div class="grid-2">
        <div class="card">
          <h2>Workspace</h2>
          <ErrorLine error={workspace.error} />
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
                <dt>Default currency</dt>
                <dd>{ws.defaultCurrency}</dd>
                <dt>Time zone</dt>
                <dd>{ws.timezone}</dd>
                <dt>Created</dt>
                <dd>{when(ws.createdAt)}</dd>
              </>
            )}
          </dl>
          {workspace.loading && !ws && <Loading what="the workspace" />}
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

      <h2>In this workspace</h2>
      {visible.length === 0 ? (
        <p class="muted">Your role reads none of these resources.</p>
      ) : (
        <ul class="stats">
          {visible.map((c, i) => {
            const n = counts.data?.[i];
            const value = counts.loading && !counts.data ? '…' : n === null || n === undefined ? '—' : count(n);
            return (
              <li key={c.label} class="stat">
                <span class="stat-value">{value}</span>
                <span class="stat-label">{c.link ? <a href={c.link}>{c.label}</a> : c.label}</span>
              </li>
            );
          })}
        </ul>
      )}

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
