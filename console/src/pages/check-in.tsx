// Check-in by scanning, for a guide at the meeting point with a phone: the rear camera reads a ticket's QR code (or
// the guide types the code printed under it), POST /v1/check-ins checks the traveller in, and a big card says at once
// who it is and whether they are in: green checked in, amber already checked in, red with the API's reason.
import { useRef, useState } from 'preact/hooks';
import { api, ApiError, messageOf, type Answer } from '../api.js';
import { href } from '../router.js';
import { useWhenIn } from '../zone.js';
import { words } from '../format.js';
import { Field, PageTitle } from '../ui.js';
import { useQrCamera, type CameraState } from './check-in-camera.js';
import './check-in.css';

type CheckIn = Answer<'/v1/check-ins', 'post'>;

type Outcome =
  | { kind: 'in'; answer: CheckIn; at: number }
  | { kind: 'refused'; title: string; reason: string; departureAt: string | null; at: number };

/** A refusal's headline, by the API's code; its reason is the API's own message. */
const REFUSED: Record<string, string> = {
  TICKET_INVALID: 'Not a valid ticket',
  TICKET_OTHER_WORKSPACE: 'Another business’s ticket',
  TICKET_BOOKING_CANCELLED: 'Booking cancelled',
  TICKET_NOT_CONFIRMED: 'Booking not confirmed',
  TICKET_WRONG_DAY: 'Not today’s departure',
  TICKET_BOOKING_COMPLETED: 'Trip already completed',
};

/** A code the camera keeps seeing is read once: again only after it has been out of sight this long. */
const SAME_CODE_MS = 4000;

/**
 * A buzz with the result, for a guide not looking at the screen. Browsers refuse vibration (and log it) until the
 * person has touched the page, as they have not when the camera started by itself with permission already given.
 */
function buzz(pattern: number | number[]): void {
  if (navigator.userActivation?.hasBeenActive) navigator.vibrate?.(pattern);
}

export function CheckInPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const pending = useRef(false);
  const lastSeen = useRef<{ token: string; at: number } | null>(null);

  const check = async (token: string) => {
    pending.current = true;
    setBusy(true);
    try {
      const { data } = await api.POST('/v1/check-ins', { body: { token } });
      setOutcome({ kind: 'in', answer: data, at: Date.now() });
      buzz(data.result === 'checked_in' ? 120 : [80, 60, 80]);
      return true;
    } catch (err) {
      // A refusal's reason is the API's sentence as it is, for the guide (messageOf would add the field it names).
      const refusal = err instanceof ApiError && err.status === 422 ? err : null;
      const details = refusal?.body.details as { departureStartsAt?: string } | undefined;
      setOutcome({
        kind: 'refused',
        title: REFUSED[refusal?.code ?? ''] ?? 'Could not check in',
        reason: refusal ? refusal.body.error : messageOf(err),
        departureAt: details?.departureStartsAt ?? null,
        at: Date.now(),
      });
      buzz([250, 100, 250]);
      return false;
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const camera = useQrCamera((text) => {
    const token = text.trim();
    const now = Date.now();
    const same = lastSeen.current?.token === token && now - lastSeen.current.at < SAME_CODE_MS;
    if (same || pending.current) {
      if (same) lastSeen.current = { token, at: now };
      return;
    }
    lastSeen.current = { token, at: now };
    void check(token);
  });

  const submitTyped = async (e: Event) => {
    e.preventDefault();
    const token = typed.trim();
    if (!token || pending.current) return;
    if (await check(token)) setTyped('');
  };

  return (
    <section class="check-in">
      <PageTitle>Check-in</PageTitle>
      <Camera state={camera.state} video={camera.video} start={camera.start} />
      <div class="check-in-result" aria-live="assertive" aria-atomic="true">
        {outcome && <Result outcome={outcome} />}
      </div>
      <form class="card check-in-manual" onSubmit={submitTyped} aria-label="Check in by typing the code">
        <Field label="Ticket code" hint="Type or paste the code printed under the ticket’s QR code.">
          {(id, describedBy) => (
            <input
              id={id}
              class="mono"
              type="text"
              autocomplete="off"
              autocapitalize="off"
              spellcheck={false}
              value={typed}
              aria-describedby={describedBy}
              onInput={(e) => setTyped(e.currentTarget.value)}
            />
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary" disabled={busy || !typed.trim()}>
            {busy ? 'Checking…' : 'Check in'}
          </button>
        </div>
      </form>
    </section>
  );
}

const CAMERA_TEXT: Record<Exclude<CameraState, 'on'>, string> = {
  off: 'Scan tickets with this device’s camera. The browser asks once whether this page may use it.',
  starting: 'Starting the camera…',
  refused:
    'The camera was refused. Allow it for this site in the browser’s settings (the camera icon by the address), then try again. Meanwhile, type the ticket code below.',
  absent:
    'No camera is available here: this device has none, or the page is not opened over HTTPS (browsers allow the camera only there). Type the ticket code below.',
  failed: 'The camera could not start; another app may be using it. Try again, or type the ticket code below.',
};

function Camera(props: {
  state: CameraState;
  video: { current: HTMLVideoElement | null };
  start: () => Promise<void>;
}) {
  const { state } = props;
  return (
    <div class="card check-in-camera">
      {/* Always in the page, so the camera has somewhere to play; shown once it does. */}
      <video ref={props.video} class={state === 'on' ? 'check-in-video' : 'check-in-video off'} muted playsInline />
      {state === 'on' ? (
        <p class="hint">Point the camera at a ticket’s QR code. Each code is read once while it stays in view.</p>
      ) : (
        <>
          {state === 'refused' || state === 'failed' || state === 'absent' ? (
            <p class="error" role="alert">
              {CAMERA_TEXT[state]}
            </p>
          ) : (
            <p>{CAMERA_TEXT[state]}</p>
          )}
          {state !== 'absent' && state !== 'starting' && (
            <div class="actions">
              <button type="button" class="primary" onClick={() => props.start()}>
                {state === 'off' ? 'Allow camera' : 'Try again'}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  const whenIn = useWhenIn();
  const scanned = new Date(outcome.at).toLocaleTimeString();
  if (outcome.kind === 'refused')
    return (
      <div class="check-in-card check-in-bad" key={outcome.at}>
        <p class="check-in-verdict">✕ {outcome.title}</p>
        <p class="check-in-reason">{outcome.reason}</p>
        {outcome.departureAt && <p>Departure: {whenIn(outcome.departureAt)}</p>}
        <p class="check-in-time">Scanned {scanned}</p>
      </div>
    );
  const { answer } = outcome;
  const fresh = answer.result === 'checked_in';
  const who = answer.traveller?.name || answer.booking.customerName || 'Traveller';
  return (
    <div class={fresh ? 'check-in-card check-in-good' : 'check-in-card check-in-warn'} key={outcome.at}>
      <p class="check-in-verdict">{fresh ? '✓ Checked in' : '⚠ Already checked in'}</p>
      <p class="check-in-name">{who}</p>
      <dl class="facts">
        {!fresh && answer.checkedInAt && (
          <>
            <dt>Checked in</dt>
            <dd>{whenIn(answer.checkedInAt)}</dd>
          </>
        )}
        {answer.traveller ? (
          answer.traveller.unit && (
            <>
              <dt>Ticket</dt>
              <dd>{words(answer.traveller.unit)}</dd>
            </>
          )
        ) : (
          <>
            <dt>Ticket</dt>
            <dd>
              Whole booking: {answer.travellers} traveller{answer.travellers === 1 ? '' : 's'}
            </dd>
          </>
        )}
        <dt>Booking</dt>
        <dd>
          <a class="mono" href={href(`/bookings/${answer.booking.id}`)}>
            {answer.booking.code}
          </a>
        </dd>
        <dt>Trip</dt>
        <dd>{answer.departure.productName}</dd>
        {answer.departure.startsAt && (
          <>
            <dt>Departs</dt>
            <dd>{whenIn(answer.departure.startsAt)}</dd>
          </>
        )}
      </dl>
      <p class="check-in-time">Scanned {scanned}</p>
    </div>
  );
}
