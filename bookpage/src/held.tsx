// Seats held: the order code, the total (less a voucher's part) and the time left, then the payment (payment.ts). When the hold lapses
// the seats are back on sale and the guest chooses again.
import { useEffect, useState } from 'preact/hooks';
import { onThisDevice, type Held } from './api.js';
import { money, T } from './i18n.js';
import { startPayment } from './payment.js';

const left = (expiresAt: string) => Math.max(0, Math.floor((onThisDevice(expiresAt) - Date.now()) / 1000));

/** `what`: the product, the departure and the party, as the guest chose them. */
export function HeldPanel(props: { handle: string; slug: string; held: Held; what: string[]; onLapsed: () => void }) {
  const { held } = props;
  const [seconds, setSeconds] = useState(() => left(held.expiresAt));
  const [payUrl, setPayUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const timer = setInterval(() => {
      const s = left(held.expiresAt);
      setSeconds(s);
      if (s === 0) {
        clearInterval(timer);
        props.onLapsed();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [held.expiresAt]);
  useEffect(() => {
    startPayment(props.handle, props.slug, held).then(setPayUrl, () => setPayUrl(null));
  }, [held.code]);
  const mm = Math.floor(seconds / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return (
    <section class="booking held" aria-labelledby="held-title">
      <h2 id="held-title" tabIndex={-1} ref={(el) => el?.focus()}>
        {T.held}
      </h2>
      <ul class="what">
        {props.what.filter(Boolean).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {T.heldFor}{' '}
        <strong class="countdown" role="timer" aria-live="off">
          {mm}:{ss}
        </strong>
      </p>
      <dl>
        <dt>{T.code}</dt>
        <dd class="code">{held.code}</dd>
        {held.total && (
          <>
            <dt>{T.total}</dt>
            <dd>{money(held.total.amount, held.total.currency)}</dd>
          </>
        )}
        {held.voucher && (
          <>
            <dt>{T.voucherApplied(held.voucher.code)}</dt>
            <dd>−{money(held.voucher.applied.amount, held.voucher.applied.currency)}</dd>
          </>
        )}
        {held.voucher && held.due && (
          <>
            <dt>{T.due}</dt>
            <dd class="due">{money(held.due.amount, held.due.currency)}</dd>
          </>
        )}
      </dl>
      {payUrl ? (
        <a class="primary button" href={payUrl}>
          {T.pay}
        </a>
      ) : payUrl === null ? (
        <p class="hint">{T.payNext}</p>
      ) : null}
    </section>
  );
}
