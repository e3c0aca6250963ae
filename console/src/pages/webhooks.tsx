// Webhooks: the workspace's subscriptions (create with the signing secret shown once), and one subscription's page:
// edit its events, pause or resume it, rotate its secret (shown once), send a test event, delete it, and its
// delivery log (status, attempts, response code, time) with "redeliver".
import { useEffect, useState } from 'preact/hooks';
import { api, type Delivery, type Subscription } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { count, when, words } from '../format.js';
import {
  Badge,
  ConfirmDialog,
  Dialog,
  Empty,
  DialogFormActions,
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
  placeOf,
  placeParams,
} from '../ui.js';

const PAGE = 25;
const GROUPS = Object.entries(__EVENT_GROUPS__);
const SECRET_WARNING =
  'Receivers check each delivery’s signature with it (docs/webhooks.md). Copy it into the receiver’s configuration now: it will not be shown again. If it is lost, rotate the secret.';

export function WebhooksPage() {
  const { can } = useSession();
  const [place, setPlace] = useState(FIRST_PAGE);
  const subs = useLoad(
    async () => (await api.GET('/v1/webhooks/subscriptions', { params: { query: pageQuery(place, PAGE) } })).data,
    [place],
  );
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const writable = can('webhooks:write');

  return (
    <section>
      <PageTitle
        actions={
          writable && (
            <button type="button" class="primary" onClick={() => setCreating(true)}>
              Add endpoint
            </button>
          )
        }
      >
        Webhooks
      </PageTitle>
      <p class="lead">
        Endpoints that receive this workspace’s events as signed HTTP POSTs. Failed deliveries are retried with backoff.
      </p>
      <ErrorLine error={subs.error} />
      {subs.loading && !subs.data && <Loading what="subscriptions" />}
      {subs.data && subs.data.data.length === 0 && <Empty>No webhook endpoints yet.</Empty>}
      {subs.data && subs.data.data.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Webhook subscriptions</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Events</th>
                <th scope="col">Status</th>
                <th scope="col">Failures</th>
                <th scope="col">Last delivery</th>
              </tr>
            </thead>
            <tbody>
              {subs.data.data.map((s) => (
                <tr key={s.id}>
                  <td>
                    <a href={href(`/webhooks/${s.id}`)} class="url">
                      {s.url}
                    </a>
                    {s.description && <div class="muted small">{s.description}</div>}
                  </td>
                  <td>
                    <EventsSummary events={s.events} />
                  </td>
                  <td>
                    <ActiveBadge active={s.active} />
                  </td>
                  <td>{count(s.failure_count)}</td>
                  <td>{when(s.last_delivery_at, 'none yet')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Subscriptions" pagination={subs.data?.pagination} place={place} onPage={setPlace} />

      {creating && (
        <SubscriptionDialog
          onClose={() => setCreating(false)}
          onSaved={async (body) => {
            const { data } = await api.POST('/v1/webhooks/subscriptions', {
              body: {
                url: body.url,
                events: body.events,
                ...(body.description ? { description: body.description } : {}),
              },
            });
            setCreating(false);
            setSecret({ id: data.data.subscription.id, secret: data.data.secret });
            subs.reload();
          }}
        />
      )}
      {secret && (
        <Dialog title="Endpoint added" onClose={() => setSecret(null)}>
          <SecretOnce label="Signing secret" value={secret.secret} warning={SECRET_WARNING} />
          <div class="actions">
            <button type="button" class="primary" onClick={() => navigate(href(`/webhooks/${secret.id}`))}>
              I have copied it: open the endpoint
            </button>
            <button type="button" onClick={() => setSecret(null)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="good">active</Badge> : <Badge tone="warn">paused</Badge>;
}

function EventsSummary({ events }: { events: readonly string[] }) {
  if (events.includes('*')) return <span>All events</span>;
  const shown = events.slice(0, 3);
  return (
    <span title={events.join(', ')}>
      {shown.join(', ')}
      {events.length > shown.length && <span class="muted">{` and ${events.length - shown.length} more`}</span>}
    </span>
  );
}

interface SubscriptionForm {
  url: string;
  description: string;
  events: string[];
}

/** Create (URL, description, events) or, with `current`, edit the events of a subscription. */
function SubscriptionDialog(props: {
  current?: Subscription;
  onClose: () => void;
  onSaved: (form: SubscriptionForm) => Promise<void>;
}) {
  const editing = Boolean(props.current);
  const [url, setUrl] = useState(props.current?.url ?? 'https://');
  const [description, setDescription] = useState(props.current?.description ?? '');
  const [events, setEvents] = useState<string[]>(props.current?.events ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (events.length === 0) return setError(new Error('Choose at least one event.'));
    setBusy(true);
    setError(null);
    try {
      await props.onSaved({ url: url.trim(), description: description.trim(), events });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Dialog title={editing ? 'Edit events' : 'Add a webhook endpoint'} onClose={props.onClose}>
      <form onSubmit={submit}>
        {!editing && (
          <>
            <Field label="Endpoint URL" hint="An https URL on a public address that answers 2xx quickly.">
              {(id, hint) => (
                <input
                  id={id}
                  type="url"
                  required
                  maxLength={2048}
                  aria-describedby={hint}
                  value={url}
                  onInput={(e) => setUrl(e.currentTarget.value)}
                  autofocus
                />
              )}
            </Field>
            <Field label="Description (optional)">
              {(id) => (
                <input
                  id={id}
                  maxLength={500}
                  value={description}
                  onInput={(e) => setDescription(e.currentTarget.value)}
                />
              )}
            </Field>
          </>
        )}
        {editing && <p class="mono small">{props.current!.url}</p>}
        <EventPicker value={events} onChange={setEvents} />
        <ErrorLine error={error} />
        <DialogFormActions
          label={editing ? 'Save events' : 'Add endpoint'}
          busy={busy}
          busyLabel="Saving…"
          onClose={props.onClose}
        />
      </form>
    </Dialog>
  );
}

/** Event patterns: `*`, a whole group (`booking.*`) or single types, as checkboxes by group. */
function EventPicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const all = value.includes('*');
  const set = new Set(value);
  const toggle = (pattern: string, on: boolean, group?: string) => {
    let next = value.filter((p) => p !== pattern);
    // Choosing a whole group replaces its single types; choosing everything replaces the rest.
    if (on && pattern === '*') next = ['*'];
    else if (on && group) next = next.filter((p) => !(__EVENT_GROUPS__[group] ?? []).includes(p));
    if (on) next.push(pattern);
    onChange(next);
  };
  return (
    <fieldset class="events-picker">
      <legend>Events</legend>
      <label class="check strong">
        <input type="checkbox" checked={all} onChange={(e) => toggle('*', e.currentTarget.checked)} /> All events,
        including types added later
      </label>
      <div class="events-scroll">
        {GROUPS.map(([group, types]) => {
          const whole = all || set.has(`${group}.*`);
          return (
            <fieldset key={group} class="event-group" disabled={all}>
              <legend>{words(group)}</legend>
              <label class="check">
                <input
                  type="checkbox"
                  checked={whole}
                  onChange={(e) => toggle(`${group}.*`, e.currentTarget.checked, group)}
                />{' '}
                every {group} event
              </label>
              {types.map((t) => (
                <label key={t} class="check mono">
                  <input
                    type="checkbox"
                    checked={whole || set.has(t)}
                    disabled={whole}
                    onChange={(e) => toggle(t, e.currentTarget.checked)}
                  />{' '}
                  {t}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

type Confirm = 'delete' | 'rotate' | null;

export function WebhookPage({ id, query }: { id: string; query: URLSearchParams }) {
  const { can } = useSession();
  const writable = can('webhooks:write');
  const sub = useLoad(
    async () => (await api.GET('/v1/webhooks/subscriptions/{id}', { params: { path: { id } } })).data.data,
    [id],
  );
  const status = (query.get('status') ?? '') as '' | Delivery['status'];
  const place = placeOf(query);
  const deliveries = useLoad(
    async () =>
      (
        await api.GET('/v1/webhooks/subscriptions/{id}/deliveries', {
          params: { path: { id }, query: { ...pageQuery(place, PAGE), ...(status ? { status } : {}) } },
        })
      ).data,
    [id, status, place.offset, place.cursor],
  );
  const [statusChoice, setStatusChoice] = useState<string>(status);
  useEffect(() => setStatusChoice(status), [status]);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // While a delivery is pending, look again every two seconds (the worker sends it in the background).
  const pending = deliveries.data?.data.some((d) => d.status === 'pending');
  useEffect(() => {
    if (!pending || deliveries.loading) return;
    const t = setTimeout(deliveries.reload, 2000);
    return () => clearTimeout(t);
  }, [pending, deliveries.loading, deliveries.data]);

  const act = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await what();
      setNotice(done);
      sub.reload();
      deliveries.reload();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const path = { path: { id } };
  const s = sub.data;

  return (
    <section>
      <p class="crumbs">
        <a href="#/webhooks">Webhooks</a> ›
      </p>
      <PageTitle>{s ? <span class="url">{s.url}</span> : 'Webhook endpoint'}</PageTitle>
      <ErrorLine error={sub.error} />
      {sub.loading && !s && <Loading what="the subscription" />}
      {s && (
        <>
          <div class="card">
            <dl class="facts">
              <dt>Status</dt>
              <dd>
                <ActiveBadge active={s.active} />
                {!s.active && <span class="muted"> no deliveries are sent; pending ones were cancelled</span>}
              </dd>
              {s.description && (
                <>
                  <dt>Description</dt>
                  <dd>{s.description}</dd>
                </>
              )}
              <dt>Events</dt>
              <dd class="mono small">{s.events.join(', ')}</dd>
              <dt>Retries</dt>
              <dd>{s.max_retries} after the first attempt</dd>
              <dt>Failures in a row</dt>
              <dd>{count(s.failure_count)}</dd>
              <dt>Last delivery</dt>
              <dd>{when(s.last_delivery_at, 'none yet')}</dd>
              <dt>Created</dt>
              <dd>{when(s.created_at)}</dd>
              <dt>Id</dt>
              <dd class="mono">{s.id}</dd>
            </dl>
            {writable && (
              <div class="actions wrap">
                <button type="button" onClick={() => setEditing(true)} disabled={busy}>
                  Edit events
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    act(
                      () => api.PATCH('/v1/webhooks/subscriptions/{id}', { params: path, body: { active: !s.active } }),
                      s.active ? 'Paused.' : 'Resumed.',
                    )
                  }
                >
                  {s.active ? 'Pause' : 'Resume'}
                </button>
                <button
                  type="button"
                  disabled={busy || !s.active}
                  onClick={() =>
                    act(
                      () => api.POST('/v1/webhooks/subscriptions/{id}/test', { params: path }),
                      'Test event sent: it appears in the log below.',
                    )
                  }
                >
                  Send test event
                </button>
                <button type="button" onClick={() => setConfirm('rotate')} disabled={busy}>
                  Rotate secret
                </button>
                <button type="button" class="danger" onClick={() => setConfirm('delete')} disabled={busy}>
                  Delete
                </button>
              </div>
            )}
            <Notice text={notice} />
            <ErrorLine error={error} />
          </div>

          <div class="section-head">
            <h2>Deliveries</h2>
            <form
              class="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                navigate(href(`/webhooks/${id}`, { status: statusChoice }));
              }}
            >
              <label for="delivery-status">Status</label>
              <select
                id="delivery-status"
                value={statusChoice}
                onChange={(e) => setStatusChoice(e.currentTarget.value)}
              >
                <option value="">All</option>
                <option value="pending">Pending</option>
                <option value="succeeded">Succeeded</option>
                <option value="failed">Failed</option>
                <option value="cancelled">Cancelled</option>
              </select>
              <button type="submit">Filter</button>
              <button type="button" onClick={deliveries.reload}>
                Refresh
              </button>
            </form>
          </div>
          <ErrorLine error={deliveries.error} />
          {deliveries.data && deliveries.data.data.length === 0 && (
            <Empty>No deliveries{status ? ` with status ${status}` : ''}.</Empty>
          )}
          {deliveries.data && deliveries.data.data.length > 0 && (
            <div class="table-wrap">
              <table class="deliveries">
                <caption class="visually-hidden">Delivery log</caption>
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Response</th>
                    <th scope="col">Next attempt</th>
                    {writable && (
                      <th scope="col">
                        <span class="visually-hidden">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.data.map((d) => (
                    <tr key={d.id}>
                      <td class="nowrap">
                        {when(d.last_attempt_at ?? d.created_at)}
                        <div class="muted small mono">{d.id}</div>
                      </td>
                      <td class="mono">{d.event_type}</td>
                      <td>
                        <DeliveryBadge status={d.status} />
                      </td>
                      <td>{d.attempt}</td>
                      <td>
                        {d.response_status ?? '—'}
                        {d.duration_ms !== null && <span class="muted small">{` in ${d.duration_ms} ms`}</span>}
                        {d.error && <div class="muted small">{d.error}</div>}
                      </td>
                      <td>{d.status === 'pending' ? when(d.next_attempt_at) : '—'}</td>
                      {writable && (
                        <td>
                          <button
                            type="button"
                            disabled={busy || !s.active}
                            aria-label={`Redeliver ${d.event_type} (${d.id})`}
                            onClick={() =>
                              act(
                                () =>
                                  api.POST('/v1/webhooks/subscriptions/{id}/deliveries/{deliveryId}/retry', {
                                    params: { path: { id, deliveryId: d.id } },
                                  }),
                                'Redelivery queued.',
                              )
                            }
                          >
                            Redeliver
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            label="Deliveries"
            pagination={deliveries.data?.pagination}
            place={place}
            onPage={(at) => navigate(href(`/webhooks/${id}`, { status, ...placeParams(at) }))}
          />
        </>
      )}

      {editing && s && (
        <SubscriptionDialog
          current={s}
          onClose={() => setEditing(false)}
          onSaved={async (form) => {
            await api.PATCH('/v1/webhooks/subscriptions/{id}', { params: path, body: { events: form.events } });
            setEditing(false);
            setNotice('Events saved.');
            sub.reload();
          }}
        />
      )}
      {confirm === 'rotate' && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          danger
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            const { data } = await api.POST('/v1/webhooks/subscriptions/{id}/rotate-secret', { params: path });
            setSecret(data.data.secret);
            sub.reload();
          }}
        >
          <p>
            The current secret stops at once: deliveries from now on are signed with the new one, which the receiver
            must have.
          </p>
        </ConfirmDialog>
      )}
      {secret && (
        <Dialog title="New signing secret" onClose={() => setSecret(null)}>
          <SecretOnce label="Signing secret" value={secret} warning={SECRET_WARNING} />
          <div class="actions">
            <button type="button" class="primary" onClick={() => setSecret(null)}>
              I have copied it
            </button>
          </div>
        </Dialog>
      )}
      {confirm === 'delete' && s && (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          danger
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            await api.DELETE('/v1/webhooks/subscriptions/{id}', { params: path });
            navigate('#/webhooks');
          }}
        >
          <p>
            <span class="url">{s.url}</span> stops receiving events; pending deliveries are dropped. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function DeliveryBadge({ status }: { status: Delivery['status'] }) {
  const tone = status === 'succeeded' ? 'good' : status === 'failed' ? 'bad' : status === 'pending' ? 'info' : 'muted';
  return <Badge tone={tone}>{status}</Badge>;
}
