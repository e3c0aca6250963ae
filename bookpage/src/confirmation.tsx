// The confirmation: where an order stands once the guest is back from paying (or reloads `?order=<code>`). The
// booking is made by the payment workflow a moment after the provider's notification, so the page asks its server
// a bounded number of times, further apart each time; a payment still not in after that is said plainly, with a way
// to ask again. Declined or lapsed: nothing was booked, choose again.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, PageError, type Order, type Product } from './api.js';
import { longDate, money, T, timeOf } from './i18n.js';
import { Message } from './shared.js';

/** Waits before each ask (ms): about a minute in all. */
const DELAYS = [0, 1000, 1500, 2000, 3000, 4000, 5000, 7000, 10_000, 10_000, 10_000];

type View = 'asking' | 'pending' | 'missing';

/** The ticket's link on this page's own address (the documents area answers it absolute, for emails). */
const onThisSite = (url: string) => {
  const u = new URL(url, location.href);
  return `${u.pathname}${u.search}`;
};

export function Confirmation(props: { handle: string; product: Product; code: string; onChooseAgain: () => void }) {
  const { handle, product, code } = props;
  const [order, setOrder] = useState<Order | null>(null);
  const [view, setView] = useState<View>('asking');
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (i: number) => {
      timer = setTimeout(async () => {
        try {
          const r = await api.order(handle, code);
          if (stopped) return;
          setOrder(r.data);
          if (r.data.status !== 'awaiting_payment') return;
        } catch (err) {
          if (stopped) return;
          if (err instanceof PageError && (err.status === 404 || err.status === 400)) return setView('missing');
          // Anything else (the network, a busy server) is asked again on the same schedule.
        }
        if (i + 1 < DELAYS.length) ask(i + 1);
        else setView('pending');
      }, DELAYS[i]);
    };
    setView('asking');
    ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [handle, code, round]);

  const status = view === 'missing' ? 'missing' : (order?.status ?? 'awaiting_payment');
  const settled = status !== 'awaiting_payment' || view === 'pending';
  // A new step is announced by moving to its heading (once it has something to say).
  useEffect(() => {
    heading.current?.focus();
  }, [status, settled]);

  const title = (text: string) => (
    <h2 id="done-title" tabIndex={-1} ref={heading}>
      {text}
    </h2>
  );
  const again = (
    <button type="button" class="primary" onClick={props.onChooseAgain}>
      {T.chooseAgain}
    </button>
  );

  if (status === 'missing')
    return (
      <section class="booking held" aria-labelledby="done-title">
        {title(T.notPaid)}
        <Message tone="error">{T.orderMissing}</Message>
        {again}
      </section>
    );
  if (order && (status === 'failed' || status === 'expired'))
    return (
      <section class="booking held" aria-labelledby="done-title">
        {title(T.notPaid)}
        <Message tone="error">{status === 'failed' ? T.payFailed : T.expiredOrder}</Message>
        <dl>
          <dt>{T.code}</dt>
          <dd class="code">{code}</dd>
        </dl>
        {again}
      </section>
    );
  if (order && status === 'confirmed') {
    const who = order.party
      .map((p) => `${p.quantity} × ${product.units.find((u) => u.key === p.unitKey)?.label ?? p.unitKey}`)
      .join(', ');
    const shown = order.paid ?? order.total;
    return (
      <section class="booking held confirmation" aria-labelledby="done-title">
        {title(T.confirmed)}
        <p>{T.emailOnItsWay}</p>
        <dl>
          <dt>{T.bookingCode}</dt>
          <dd class="code booking-code">{order.bookingCode}</dd>
          <dt>{T.what}</dt>
          <dd>{order.product.title}</dd>
          {order.localStartAt && (
            <>
              <dt>{T.when}</dt>
              <dd>
                {longDate(order.localStartAt.slice(0, 10))} · {timeOf(order.localStartAt)}
              </dd>
            </>
          )}
          <dt>{T.who}</dt>
          <dd>{who}</dd>
          <dt>{order.paid ? T.totalPaid : T.total}</dt>
          <dd>{money(shown.amount, shown.currency)}</dd>
        </dl>
        {order.ticketUrl && (
          <a class="primary button" href={onThisSite(order.ticketUrl)}>
            {T.ticket}
          </a>
        )}
      </section>
    );
  }
  return (
    <section class="booking held" aria-labelledby="done-title">
      {title(view === 'pending' ? T.stillPending : T.confirming)}
      <p role="status">
        {view === 'pending' ? T.stillPendingText : order?.paid ? T.paymentReceived : T.confirmingText}
      </p>
      <dl>
        <dt>{T.code}</dt>
        <dd class="code">{code}</dd>
        {order && (
          <>
            <dt>{T.total}</dt>
            <dd>{money(order.total.amount, order.total.currency)}</dd>
          </>
        )}
      </dl>
      {view === 'pending' && (
        <button type="button" class="primary" onClick={() => setRound((n) => n + 1)}>
          {T.checkAgain}
        </button>
      )}
    </section>
  );
}
