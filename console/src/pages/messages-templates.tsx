// The email templates: pick one and a real booking, see the email as that booking's guest would get it (subject,
// HTML at a desktop's and a phone's width, the text part) from POST /v1/messages/preview, and send yourself a test
// (POST /v1/messages/test) to see it in a real mail program.
import { useState } from 'preact/hooks';
import { api, type MessageTemplate } from '../api.js';
import { languageName } from '../format.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { useWhenIn } from '../zone.js';
import { ErrorLine, Field, fieldError, Loading, PageTitle, useLoad } from '../ui.js';
import { customerOf } from './bookings.js';
import { EmailFrame, EmailText, KeptNotice, MessagesTabs, useMessageSettings } from './messages.js';
import './messages.css';

/** The widths the preview shows the HTML at: a desktop mail program's reading pane and a phone. */
const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

const LOCALES = [
  { value: '', label: 'The booking’s language' },
  { value: 'en', label: 'English' },
  { value: 'ro', label: 'Română' },
] as const;
type Locale = (typeof LOCALES)[number]['value'];

export function TemplatesPage() {
  const { session, can } = useSession();
  const whenIn = useWhenIn();
  const settings = useMessageSettings();
  const [template, setTemplate] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [bookingId, setBookingId] = useState('');
  const [locale, setLocale] = useState<Locale>('');
  const [width, setWidth] = useState<Width>('desktop');
  const [to, setTo] = useState(session.user.email);
  const [sent, setSent] = useState<{ id: string; to: string } | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const templates = settings.data?.templates ?? [];
  // The settings list every template the API sends (typed as strings there): the first until one is chosen.
  const chosen = (template || templates[0]?.key || '') as MessageTemplate;
  const bookings = useLoad(async () => {
    const query = { limit: 8, ...(q ? { q } : {}) };
    return (await api.GET('/v1/bookings', { params: { query } })).data.data;
  }, [q]);
  const booking = bookings.data?.find((b) => b.id === bookingId) ?? bookings.data?.[0];
  /** What the preview and the test are made from: the template with this booking (or its invoice). */
  const subject = booking && {
    template: chosen,
    ...(chosen === 'invoice_issued' && booking.invoice_id
      ? { invoiceId: booking.invoice_id }
      : { bookingId: booking.id }),
    ...(locale ? { locale } : {}),
  };
  const preview = useLoad(async () => {
    if (!subject || !chosen) return null;
    return (await api.POST('/v1/messages/preview', { body: subject })).data.data;
  }, [chosen, booking?.id, locale]);

  const sendTest = async (e: Event) => {
    e.preventDefault();
    if (!subject) return;
    setSending(true);
    setSendError(null);
    setSent(null);
    try {
      const { data } = await api.POST('/v1/messages/test', { body: { ...subject, to: to.trim() } });
      setSent({ id: data.data.id, to: data.data.to });
    } catch (err) {
      setSendError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <section>
      <PageTitle>Messages</PageTitle>
      <MessagesTabs current="templates" />
      <KeptNotice settings={settings.data} />
      <ErrorLine error={settings.error} />
      {settings.loading && !settings.data && <Loading what="the templates" />}
      <div class="templates-layout">
        <div class="card templates-choice">
          <h2>Template</h2>
          <fieldset class="template-list">
            <legend class="visually-hidden">Template</legend>
            {templates.map((t) => (
              <label key={t.key} class="template-option">
                <input
                  type="radio"
                  name="template"
                  value={t.key}
                  checked={t.key === chosen}
                  onChange={() => setTemplate(t.key)}
                />
                <span>
                  <strong>{t.name}</strong>
                  <span class="hint">{t.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <h2>Booking</h2>
          <form
            class="inline-form"
            role="search"
            aria-label="Find a booking"
            onSubmit={(e) => {
              e.preventDefault();
              setQ(search.trim());
            }}
          >
            <label for="template-booking-search" class="visually-hidden">
              Find a booking
            </label>
            <input
              id="template-booking-search"
              type="search"
              placeholder="Code, name or email"
              value={search}
              onInput={(e) => setSearch(e.currentTarget.value)}
            />
            <button type="submit">Find</button>
          </form>
          <ErrorLine error={bookings.error} />
          {bookings.data?.length === 0 && <p class="muted">No booking matches.</p>}
          <fieldset class="template-list">
            <legend class="visually-hidden">Booking</legend>
            {bookings.data?.map((b) => (
              <label key={b.id} class="template-option">
                <input
                  type="radio"
                  name="booking"
                  value={b.id}
                  checked={b.id === booking?.id}
                  onChange={() => setBookingId(b.id)}
                />
                <span>
                  <strong class="mono">{b.code}</strong> {customerOf(b.billing)}
                  <span class="hint">
                    {b.product.title}, {whenIn(b.departure.start_at)} · {b.status}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <Field label="Language">
            {(id) => (
              <select id={id} value={locale} onChange={(e) => setLocale(e.currentTarget.value as Locale)}>
                {LOCALES.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div class="templates-preview">
          <ErrorLine error={preview.error} />
          {preview.loading && <Loading what="the preview" />}
          {!booking && bookings.data && <p class="muted">Choose a booking to preview the template with.</p>}
          {preview.data && (
            <>
              <div class="card">
                <dl class="facts">
                  <dt>Subject</dt>
                  <dd>
                    <strong>{preview.data.subject}</strong>
                  </dd>
                  <dt>To</dt>
                  <dd>
                    {preview.data.to} <span class="muted">(the guest; the preview sends nothing)</span>
                  </dd>
                  <dt>Language</dt>
                  <dd>{languageName(preview.data.locale)}</dd>
                </dl>
                {can('bookings:write') && (
                  <form class="test-send" onSubmit={sendTest} aria-label="Send me a test">
                    <Field label="Send a test to" name="to" error={sendError}>
                      {(id, describedBy) => (
                        <input
                          id={id}
                          type="email"
                          value={to}
                          aria-describedby={describedBy}
                          onInput={(e) => setTo(e.currentTarget.value)}
                        />
                      )}
                    </Field>
                    <button type="submit" class="primary" disabled={sending || !to.trim()}>
                      {sending ? 'Sending…' : 'Send me a test'}
                    </button>
                  </form>
                )}
                {!fieldError(sendError, 'to') && <ErrorLine error={sendError} />}
                <p class="notice" role="status" aria-live="polite">
                  {sent && (
                    <>
                      A test is on its way to {sent.to}: <a href={href(`/messages/${sent.id}`)}>see it in the log</a>.
                    </>
                  )}
                </p>
              </div>
              <div class="card">
                <div class="section-head preview-head">
                  <h2>Email</h2>
                  <div class="segmented" role="radiogroup" aria-label="Preview width">
                    {(Object.keys(WIDTHS) as Width[]).map((w) => (
                      <label key={w}>
                        <input type="radio" name="preview-width" checked={width === w} onChange={() => setWidth(w)} />
                        {w === 'desktop' ? `Desktop (${WIDTHS[w]} px)` : `Phone (${WIDTHS[w]} px)`}
                      </label>
                    ))}
                  </div>
                </div>
                <div class="email-frame-box">
                  <EmailFrame
                    html={preview.data.html}
                    title="Email preview"
                    width={WIDTHS[width]}
                    fit={width === 'phone'}
                  />
                </div>
                <h2>Text part</h2>
                <EmailText text={preview.data.text} />
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
