// A departure's manifest: every traveller of its live bookings with unit, booking, contact, notes, paid or not and
// checked in or not; check-in one by one or everyone at once (a confirmed booking only, as the API allows), and
// undo; printed on an A4 page (calendar.css, @media print) or downloaded as CSV built here from the same answer.
import { useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { count, words } from '../format.js';
import { Badge, Empty, ErrorLine, Loading, Notice, saveFile, useLoad } from '../ui.js';
import { localOf, timeLabel, whenIn } from './calendar-dates.js';
import { loadText, type Departure } from './calendar-data.js';

type ManifestAnswer = Answer<'/v1/departures/{id}/manifest', 'get'>['data'];
type Line = ManifestAnswer['travellers'][number];

export function Manifest(props: { departure: Departure; productTitle: string; timeZone: string }) {
  const { can } = useSession();
  const id = props.departure.id;
  // By booking (a party stays together) unless asked by traveller name.
  const [order, setOrder] = useState<'code' | 'name'>('code');
  const manifest = useLoad(
    async () =>
      (await api.GET('/v1/departures/{id}/manifest', { params: { path: { id }, query: { sort: order } } })).data.data,
    [id, props.departure.updatedAt, order],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const m = manifest.data;
  const writable = can('bookings:write');

  const checkIn = async (bookingId: string, undo: boolean, travellers?: number[]) => {
    const body = travellers ? { travellers } : {};
    if (undo) await api.POST('/v1/bookings/{id}/check-in/undo', { params: { path: { id: bookingId } }, body });
    else await api.POST('/v1/bookings/{id}/check-in', { params: { path: { id: bookingId } }, body });
  };
  /** Runs check-ins (or undos) one booking after another, saying how far it got; the manifest is read again. */
  const run = async (what: string, steps: Array<() => Promise<void>>) => {
    setBusy(what);
    setError(null);
    try {
      for (const [i, step] of steps.entries()) {
        if (steps.length > 1) setProgress(`${what}: booking ${count(i + 1)} of ${count(steps.length)}…`);
        await step();
      }
      setProgress(steps.length > 1 ? `${what}: done for ${count(steps.length)} bookings.` : null);
    } catch (err) {
      setError(err);
      setProgress(null);
    } finally {
      setBusy(null);
      manifest.reload();
    }
  };
  /** The confirmed bookings with a traveller to change (the API checks in confirmed bookings only). */
  const bookingsWhere = (checkedIn: boolean) => [
    ...new Set(
      (m?.travellers ?? [])
        .filter((t) => t.booking_status === 'confirmed' && t.checked_in === checkedIn)
        .map((t) => t.booking_id),
    ),
  ];
  const toCheckIn = bookingsWhere(false);
  const toUndo = bookingsWhere(true);

  return (
    <section class="manifest" aria-labelledby="manifest-title">
      <div class="section-head">
        <h2 id="manifest-title">Manifest</h2>
        {m && m.travellers.length > 0 && (
          <div class="actions no-print">
            {writable && (
              <>
                <button
                  type="button"
                  class="primary"
                  disabled={!!busy || toCheckIn.length === 0}
                  onClick={() =>
                    run(
                      'Checking in',
                      toCheckIn.map((b) => () => checkIn(b, false)),
                    )
                  }
                >
                  Check in everyone
                </button>
                <button
                  type="button"
                  disabled={!!busy || toUndo.length === 0}
                  onClick={() =>
                    run(
                      'Undoing check-ins',
                      toUndo.map((b) => () => checkIn(b, true)),
                    )
                  }
                >
                  Undo all check-ins
                </button>
                <a class="button" href={href('/check-in')}>
                  Scan tickets
                </a>
              </>
            )}
            <label class="manifest-order">
              <span>Order</span>
              <select value={order} onChange={(e) => setOrder(e.currentTarget.value as 'code' | 'name')}>
                <option value="code">By booking</option>
                <option value="name">By traveller name</option>
              </select>
            </label>
            <button type="button" onClick={() => window.print()}>
              Print
            </button>
            <button type="button" onClick={() => downloadCsv(m, props.productTitle, props.timeZone)}>
              Download CSV
            </button>
          </div>
        )}
      </div>
      <p class="print-only">
        {loadText(props.departure)} booked · times in {props.timeZone} · printed{' '}
        {whenIn(new Date().toISOString(), props.timeZone)}
      </p>
      <ErrorLine error={manifest.error ?? error} />
      <Notice text={progress} />
      {manifest.loading && !m && <Loading what="the manifest" />}
      {m && m.travellers.length === 0 && <Empty>No travellers: the departure has no live bookings.</Empty>}
      {m && m.travellers.length > 0 && (
        <>
          <p class="manifest-totals">
            {count(m.totals.travellers)} traveller{m.totals.travellers === 1 ? '' : 's'} in {count(m.totals.bookings)}{' '}
            booking{m.totals.bookings === 1 ? '' : 's'} · <strong>{count(m.totals.checked_in)} checked in</strong>,{' '}
            {count(m.totals.not_checked_in)} not yet · {count(m.totals.bookings_unpaid)} booking
            {m.totals.bookings_unpaid === 1 ? '' : 's'} not fully paid
            {m.totals.by_unit.length > 1 &&
              ` · ${m.totals.by_unit.map((u) => `${u.unit ?? 'no unit'}: ${u.checked_in}/${u.travellers}`).join(', ')}`}
          </p>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">Travellers of this departure</caption>
              <thead>
                <tr>
                  <th scope="col">Traveller</th>
                  <th scope="col">Booking</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Notes</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Checked in</th>
                </tr>
              </thead>
              <tbody>
                {m.travellers.map((t) => (
                  <tr key={`${t.booking_id}-${t.index}`} class={t.checked_in ? 'checked-in' : undefined}>
                    <th scope="row">
                      {t.name}
                      {t.unit && <div class="muted small">{words(t.unit)}</div>}
                    </th>
                    <td class="nowrap">
                      <a href={href(`/bookings/${t.booking_id}`)} class="mono">
                        {t.booking_code}
                      </a>
                      {t.booking_status !== 'confirmed' && <div class="muted small">{words(t.booking_status)}</div>}
                    </td>
                    <td class="contact">
                      {t.contact.name && <div>{t.contact.name}</div>}
                      {t.contact.email && <div class="small">{t.contact.email}</div>}
                      {t.contact.phone && <div class="small">{t.contact.phone}</div>}
                    </td>
                    <td class="pre">{t.notes ?? ''}</td>
                    <td>
                      <Badge tone={t.paid ? 'good' : 'warn'}>{words(t.payment_status)}</Badge>
                    </td>
                    <td class="nowrap">
                      <span class="checkin-state">
                        {t.checked_in ? (
                          <>
                            <Badge tone="good">Checked in</Badge>
                            {t.checked_in_at && (
                              <span class="muted small"> {timeLabel(t.checked_in_at, props.timeZone)}</span>
                            )}
                          </>
                        ) : (
                          <Badge tone="muted">Not yet</Badge>
                        )}
                      </span>{' '}
                      {writable && t.booking_status === 'confirmed' && (
                        <button
                          type="button"
                          class="no-print"
                          disabled={!!busy}
                          onClick={() =>
                            run(t.checked_in ? 'Undoing' : 'Checking in', [
                              () => checkIn(t.booking_id, t.checked_in, [t.index]),
                            ])
                          }
                        >
                          {t.checked_in ? 'Undo' : 'Check in'}
                          <span class="visually-hidden"> {t.name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

const CSV_COLUMNS: Array<[string, (t: Line) => string]> = [
  ['Traveller', (t) => t.name],
  ['Unit', (t) => t.unit ?? ''],
  ['Booking', (t) => t.booking_code],
  ['Booking status', (t) => t.booking_status],
  ['Contact', (t) => t.contact.name ?? ''],
  ['Email', (t) => t.contact.email ?? ''],
  ['Phone', (t) => t.contact.phone ?? ''],
  ['Notes', (t) => t.notes ?? ''],
  ['Payment', (t) => t.payment_status],
  ['Checked in', (t) => (t.checked_in ? 'yes' : 'no')],
  ['Checked in at', (t) => t.checked_in_at ?? ''],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, its quotes doubled. A value a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first: a guest's name or note) starts with an apostrophe,
 * except a number or phone number (`+43 1 234 56`), which calls nothing.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-][\d\s().-]*$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function manifestCsv(m: ManifestAnswer): string {
  const rows = [CSV_COLUMNS.map(([name]) => name), ...m.travellers.map((t) => CSV_COLUMNS.map(([, get]) => get(t)))];
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function slug(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'departure'
  );
}

function downloadCsv(m: ManifestAnswer, productTitle: string, timeZone: string) {
  const { date, time } = localOf(m.departure.start_at, timeZone);
  // A byte order mark, so spreadsheet programs read the names as UTF-8.
  const blob = new Blob(['\uFEFF', manifestCsv(m)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, `manifest-${slug(productTitle)}-${date}-${time.replace(':', '')}.csv`);
}
