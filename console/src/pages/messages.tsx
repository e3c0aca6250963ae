// Messages: the log of every email to guests and buyers (GET /v1/messages) with its status in words, filters by
// status and template, and a message's page with the SMTP server's answer, its attachments, the email as the guest
// sees it (HTML in a sandboxed frame, and the text part) and Resend. The templates' preview is messages-templates.tsx.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, type Answer, type ItemOf, type MessageTemplate } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { count, languageName, when, words } from '../format.js';
import {
  Badge,
  ChoiceField,
  ConfirmDialog,
  Empty,
  ErrorLine,
  Loading,
  PageTitle,
  Pager,
  useLoad,
  FIRST_PAGE,
  pageQuery,
  placeOf,
  placeParams,
  type ListPlace,
} from '../ui.js';
import './messages.css';

export type Message = ItemOf<'/v1/messages'>;
type MessageSettings = Answer<'/v1/messages/settings', 'get'>['data'];

const PAGE = 20;
const STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

const STATUS_TONE = { queued: 'info', sending: 'info', sent: 'good', failed: 'bad', kept: 'muted' } as const;

/** A message's status as a word on its colour. */
export function MessageStatus({ status }: { status: Message['status'] }) {
  return <Badge tone={STATUS_TONE[status] ?? 'muted'}>{status}</Badge>;
}

/** How messages go out and the templates there are (the same for the whole console session). */
export function useMessageSettings() {
  return useLoad(async () => (await api.GET('/v1/messages/settings')).data.data, []);
}

/** The template's name for people (its key while the settings load). */
function templateName(settings: MessageSettings | undefined, key: string): string {
  return settings?.templates.find((t) => t.key === key)?.name ?? words(key);
}

/** Said at the top of the message pages while email is not set up: nothing reaches guests. */
export function KeptNotice({ settings }: { settings: MessageSettings | undefined }) {
  if (settings?.delivery !== 'kept') return null;
  return <p class="warning">Email is not set up (SMTP_URL), so messages are kept here and not sent to guests.</p>;
}

/** The log and the templates, as two tabs of one area. */
export function MessagesTabs({ current }: { current: 'log' | 'templates' }) {
  return (
    <nav class="tabs" aria-label="Messages">
      <a href={href('/messages')} aria-current={current === 'log' ? 'page' : undefined}>
        Log
      </a>
      <a href={href('/messages/templates')} aria-current={current === 'templates' ? 'page' : undefined}>
        Templates
      </a>
    </nav>
  );
}

// Booking codes by id, for the log's links (a message names its booking by id; codes never change).
const codes = new Map<string, Promise<string>>();
function codeOf(id: string): Promise<string> {
  let code = codes.get(id);
  if (!code) {
    code = api.GET('/v1/bookings/{id}', { params: { path: { id } } }).then(
      ({ data }) => data.code,
      () => id,
    );
    codes.set(id, code);
  }
  return code;
}

/** The codes of the bookings `messages` are about, looked up once per booking. */
function useBookingCodes(messages: Message[] | undefined): Map<string, string> {
  const ids = [...new Set((messages ?? []).flatMap((m) => (m.bookingId ? [m.bookingId] : [])))];
  const found = useLoad(
    async () => new Map(await Promise.all(ids.map(async (id) => [id, await codeOf(id)] as const))),
    [ids.join()],
  );
  return found.data ?? new Map();
}

/** Messages in a table: status, template, recipient, booking, attempts, time; each links to its page. */
export function MessagesTable(props: {
  messages: Message[];
  settings: MessageSettings | undefined;
  caption: string;
  /** Without the booking column (a booking's own page). */
  noBooking?: boolean;
}) {
  const bookingCodes = useBookingCodes(props.noBooking ? undefined : props.messages);
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Template</th>
            <th scope="col">To</th>
            {!props.noBooking && <th scope="col">Booking</th>}
            <th scope="col" class="num">
              Attempts
            </th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {props.messages.map((m) => (
            <tr key={m.id}>
              <td class="nowrap">
                <MessageStatus status={m.status} />
                {m.test && (
                  <>
                    {' '}
                    <Badge tone="info">test</Badge>
                  </>
                )}
              </td>
              <td>
                <a href={href(`/messages/${m.id}`)}>{templateName(props.settings, m.template)}</a>
                <span class="muted small message-subject">{m.subject}</span>
              </td>
              <td class="message-to">{m.to}</td>
              {!props.noBooking && (
                <td class="nowrap">
                  {m.bookingId ? (
                    <a class="mono" href={href(`/bookings/${m.bookingId}`)}>
                      {bookingCodes.get(m.bookingId) ?? 'Booking'}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td class="num">{count(m.attempts)}</td>
              <td class="nowrap">{when(m.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A booking's messages, newest first, for its page. */
export function BookingMessages({ bookingId, version }: { bookingId: string; version: number }) {
  const settings = useMessageSettings();
  const [place, setPlace] = useState(FIRST_PAGE);
  const list = useLoad(
    async () => (await api.GET('/v1/messages', { params: { query: { bookingId, ...pageQuery(place, PAGE) } } })).data,
    [bookingId, version, place],
  );
  return (
    <div class="card">
      <h2>Messages</h2>
      <KeptNotice settings={settings.data} />
      <ErrorLine error={list.error} />
      {list.loading && !list.data && <Loading what="the messages" />}
      {list.data && list.data.data.length === 0 && <Empty>No messages about this booking yet.</Empty>}
      {list.data && list.data.data.length > 0 && (
        <MessagesTable messages={list.data.data} settings={settings.data} caption="Messages" noBooking />
      )}
      <Pager label="Messages" pagination={list.data?.pagination} place={place} onPage={setPlace} />
    </div>
  );
}

interface Filters {
  status: string;
  template: string;
}

export function MessagesPage({ query }: { query: URLSearchParams }) {
  const settings = useMessageSettings();
  const applied: Filters = { status: query.get('status') ?? '', template: query.get('template') ?? '' };
  const place = placeOf(query);
  const key = query.toString();
  const list = useLoad(async () => {
    const q = {
      ...pageQuery(place, PAGE),
      ...(applied.status ? { status: applied.status as Message['status'] } : {}),
      ...(applied.template ? { template: applied.template as MessageTemplate } : {}),
    };
    return (await api.GET('/v1/messages', { params: { query: q } })).data;
  }, [key]);
  // Filters apply as they are chosen: two selects need no Filter button.
  const go = (f: Filters, at: ListPlace = FIRST_PAGE) =>
    navigate(href('/messages', { status: f.status, template: f.template, ...placeParams(at) }));
  const templates = settings.data?.templates ?? [];

  return (
    <section>
      <PageTitle>Messages</PageTitle>
      <MessagesTabs current="log" />
      <KeptNotice settings={settings.data} />
      <form class="filters" aria-label="Filter messages" onSubmit={(e) => e.preventDefault()}>
        <ChoiceField
          label="Status"
          value={applied.status}
          choices={STATUSES}
          empty="Any"
          onChange={(status) => go({ ...applied, status })}
        />
        <div class="field">
          <label for="messages-template">Template</label>
          <select
            id="messages-template"
            value={applied.template}
            onChange={(e) => go({ ...applied, template: e.currentTarget.value })}
          >
            <option value="">Any</option>
            {templates.map((t) => (
              <option key={t.key} value={t.key} selected={t.key === applied.template}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <ErrorLine error={list.error ?? settings.error} />
      {list.loading && !list.data && <Loading what="messages" />}
      {list.data && list.data.data.length === 0 && (
        <Empty>
          {applied.status || applied.template
            ? 'No messages match.'
            : 'No messages yet. Guests get one when a booking is confirmed, changed or cancelled, and when they pay.'}
        </Empty>
      )}
      {list.data && list.data.data.length > 0 && (
        <MessagesTable messages={list.data.data} settings={settings.data} caption="Messages" />
      )}
      <Pager label="Messages" pagination={list.data?.pagination} place={place} onPage={(at) => go(applied, at)} />
    </section>
  );
}

/**
 * An email's HTML as the guest's mail program shows it, in a frame that runs nothing and reaches nothing of the
 * console (`sandbox=""`: no scripts, no forms, an origin of its own); `width` in CSS pixels, or the column's;
 * `fit`: no wider than the column (a phone's width on a phone).
 */
export function EmailFrame(props: { html: string; title: string; width?: number; fit?: boolean }) {
  const { html, title, width } = props;
  return (
    <iframe
      class={props.fit ? 'email-frame fit' : 'email-frame'}
      title={title}
      sandbox=""
      srcdoc={html}
      style={width ? { width: `${width}px` } : undefined}
    />
  );
}

/**
 * A sent email's HTML for its frame: its inline images (`cid:`, the logo) travel as parts of the email the log does
 * not serve, so they show as their alt text (an empty `data:` image) rather than a refused request.
 */
function sentHtml(html: string): string {
  return html.replace(/(<img\b[^>]*?\bsrc=")cid:[^"]*"/gi, '$1data:,"');
}

/** An email's plain-text part, as sent. */
export function EmailText({ text }: { text: string }) {
  return <pre class="email-text">{text}</pre>;
}

function Part({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="card">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

function bytes(n: number): string {
  return n < 1024 ? `${count(n)} B` : `${count(Math.round(n / 1024))} KB`;
}

export function MessagePage({ id }: { id: string }) {
  const { can } = useSession();
  const settings = useMessageSettings();
  const message = useLoad(
    async () => (await api.GET('/v1/messages/{id}', { params: { path: { id } } })).data.data,
    [id],
  );
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<ComponentChildren>(null);
  const m = message.data;
  const name = m ? templateName(settings.data, m.template) : 'Message';

  return (
    <section>
      <p class="crumbs">
        <a href={href('/messages')}>Messages</a> ›
      </p>
      <PageTitle
        actions={
          m &&
          can('bookings:write') && (
            <button type="button" onClick={() => setResending(true)}>
              Resend
            </button>
          )
        }
      >
        {name}
      </PageTitle>
      <KeptNotice settings={settings.data} />
      <ErrorLine error={message.error} />
      {message.loading && !m && <Loading what="the message" />}
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {m && (
        <>
          <div class="card">
            <div class="status-line">
              <MessageStatus status={m.status} />
              {m.test && <Badge tone="info">test</Badge>}
              <span class="muted">
                {m.status === 'sent' && m.sentAt ? `sent ${when(m.sentAt)}` : `updated ${when(m.updatedAt)}`}
              </span>
            </div>
            <dl class="facts message-facts">
              <dt>Subject</dt>
              <dd>{m.subject}</dd>
              <dt>To</dt>
              <dd>{m.to}</dd>
              <dt>Language</dt>
              <dd>{languageName(m.locale)}</dd>
              {m.bookingId && (
                <>
                  <dt>Booking</dt>
                  <dd>
                    <a href={href(`/bookings/${m.bookingId}`)}>Open the booking</a>
                  </dd>
                </>
              )}
              {m.invoiceId && (
                <>
                  <dt>Invoice</dt>
                  <dd class="mono">{m.invoiceId}</dd>
                </>
              )}
              {m.resendOf && (
                <>
                  <dt>Resend of</dt>
                  <dd>
                    <a href={href(`/messages/${m.resendOf}`)}>the earlier message</a>
                  </dd>
                </>
              )}
              <dt>Attempts</dt>
              <dd>{count(m.attempts)}</dd>
              <dt>Server’s answer</dt>
              <dd class="mono pre">
                {m.lastResponse ??
                  (m.status === 'kept' ? 'None: email is not set up, so it was kept here and not sent' : 'None yet')}
              </dd>
              <dt>Attachments</dt>
              <dd>
                {m.attachments.length === 0 ? (
                  'None'
                ) : (
                  <ul class="plain">
                    {m.attachments.map((a) => (
                      <li key={a.filename}>
                        {a.filename} <span class="muted">({bytes(a.size)})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
              <dt>Created</dt>
              <dd>{when(m.createdAt)}</dd>
              <dt>Id</dt>
              <dd class="mono">{m.id}</dd>
            </dl>
          </div>
          <Part title="As the guest sees it">
            {m.html ? (
              <>
                <EmailFrame html={sentHtml(m.html)} title={`The email: ${m.subject}`} />
                {/src="cid:/i.test(m.html) && (
                  <p class="hint">
                    Images inside the email (the logo) travel with it and show in the guest’s mail program; the
                    template’s preview shows them here.
                  </p>
                )}
              </>
            ) : (
              <Empty>No HTML part.</Empty>
            )}
          </Part>
          <Part title="Text part">{m.text ? <EmailText text={m.text} /> : <Empty>No text part.</Empty>}</Part>
        </>
      )}
      {resending && m && (
        <ConfirmDialog
          title="Resend this message?"
          confirmLabel="Resend"
          onClose={() => setResending(false)}
          onConfirm={async () => {
            const { data } = await api.POST('/v1/messages/{id}/resend', { params: { path: { id: m.id } } });
            setNotice(
              <>
                A new message is on its way: <a href={href(`/messages/${data.data.id}`)}>see it</a>.
              </>,
            );
          }}
        >
          <p>This email goes to {m.to} again, as a new message in the log; this one stays as it is.</p>
          {settings.data?.delivery === 'kept' && (
            <p class="warning">Email is not set up, so the new message is kept here too, not sent.</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
