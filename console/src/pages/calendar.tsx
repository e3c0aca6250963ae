// The calendar: a month or a week of departures, of one product or of all, in the workspace's time zone. Each
// departure is a link to its page showing its time, product, load and status (a colour and its word). The product,
// view and date are in the address, so a reload or Back shows the same.
import { useEffect, useState } from 'preact/hooks';
import { api, type Workspace } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { Empty, ErrorLine, Field, Loading, Notice, PageTitle, useLoad } from '../ui.js';
import {
  addDays,
  addMonths,
  dateLabel,
  daysBetween,
  isDateParam,
  localOf,
  mondayOf,
  timeLabel,
  todayIn,
} from './calendar-dates.js';
import {
  LOAD_LABEL,
  LOAD_MEANING,
  loadDepartures,
  loadOf,
  loadProducts,
  loadText,
  salesStatuses,
  type Departure,
  type Load,
  type Product,
} from './calendar-data.js';
import { DepartureDialog, ScheduleDialog } from './calendar-dialogs.js';
import './calendar.css';

type View = 'month' | 'week';

interface Period {
  view: View;
  date: string;
  /** The days shown: whole weeks, Monday first. */
  from: string;
  to: string;
  title: string;
  previous: string;
  next: string;
}

function periodOf(view: View, date: string): Period {
  if (view === 'week') {
    const from = mondayOf(date);
    const to = addDays(from, 6);
    return {
      view,
      date,
      from,
      to,
      title: `${dateLabel(from, { day: 'numeric', month: 'short' })} – ${dateLabel(to, { dateStyle: 'medium' })}`,
      previous: addDays(date, -7),
      next: addDays(date, 7),
    };
  }
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  return {
    view,
    date,
    from: mondayOf(first),
    to: addDays(mondayOf(last), 6),
    title: dateLabel(first, { month: 'long', year: 'numeric' }),
    previous: addMonths(first, -1),
    next: addMonths(first, 1),
  };
}

/** The workspace's settings (its time zone above all), read once per page. */
export function useWorkspace() {
  return useLoad(async () => (await api.GET('/v1/workspace')).data.data, []);
}

export function CalendarPage({ query }: { query: URLSearchParams }) {
  const workspace = useWorkspace();
  const products = useLoad(loadProducts, []);
  return (
    <section class="calendar-page">
      <ErrorLine error={workspace.error ?? products.error} />
      {workspace.data && products.data ? (
        <Calendar query={query} workspace={workspace.data} products={products.data} />
      ) : (
        <>
          <PageTitle>Calendar</PageTitle>
          {!workspace.error && !products.error && <Loading what="the calendar" />}
        </>
      )}
    </section>
  );
}

function Calendar({
  query,
  workspace,
  products,
}: {
  query: URLSearchParams;
  workspace: Workspace;
  products: Product[];
}) {
  const { can } = useSession();
  const tz = workspace.timezone;
  const today = todayIn(tz);
  const view: View = query.get('view') === 'week' ? 'week' : 'month';
  const date = isDateParam(query.get('date')) ? query.get('date')! : today;
  const productId = products.some((p) => p.id === query.get('product')) ? query.get('product')! : '';
  const period = periodOf(view, date);
  const [choice, setChoice] = useState(productId);
  const [dialog, setDialog] = useState<'departure' | 'schedule' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setChoice(productId), [productId]);

  const data = useLoad(async () => {
    // The list reads whole UTC days: a day more on each side covers every local day shown, whatever the zone.
    const departures = (
      await loadDepartures({
        from: addDays(period.from, -1),
        to: addDays(period.to, 1),
        ...(productId ? { productId } : {}),
      })
    ).filter((d) => {
      const day = localOf(d.startAt, tz).date;
      return day >= period.from && day <= period.to;
    });
    const sales = await salesStatuses([...new Set(departures.map((d) => d.productId))], period.from, period.to);
    return { departures, sales };
  }, [period.from, period.to, productId, tz]);

  const link = (changes: { view?: View; date?: string; product?: string }) =>
    href('/calendar', { product: productId, view, date, ...changes });
  const titles = new Map(products.map((p) => [p.id, p.title]));
  const byDay = new Map<string, Departure[]>();
  for (const d of data.data?.departures ?? []) {
    const day = localOf(d.startAt, tz).date;
    byDay.set(day, [...(byDay.get(day) ?? []), d]);
  }
  const created = (text: string, day: string) => {
    setNotice(text);
    data.reload();
    // A month view shows the edges of its neighbours: a day there is still another month's.
    const shown = view === 'month' ? day.slice(0, 7) === date.slice(0, 7) : day >= period.from && day <= period.to;
    if (!shown) navigate(link({ date: day }));
  };

  return (
    <>
      <PageTitle
        actions={
          can('inventory:write') && (
            <>
              <button type="button" class="primary" onClick={() => setDialog('departure')}>
                New departure
              </button>
              <button type="button" onClick={() => setDialog('schedule')}>
                New schedule
              </button>
            </>
          )
        }
      >
        Calendar
      </PageTitle>
      <div class="cal-toolbar">
        <form
          class="inline-form cal-product"
          aria-label="Product shown"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(link({ product: choice }));
          }}
        >
          <Field label="Product">
            {(id) => (
              <select id={id} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                <option value="">All products</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit">Show</button>
        </form>
        <nav class="cal-nav" aria-label="Calendar period">
          <div class="cal-views">
            {(['month', 'week'] as const).map((v) => (
              <a key={v} href={link({ view: v })} aria-current={v === view ? 'page' : undefined}>
                {v === 'month' ? 'Month' : 'Week'}
              </a>
            ))}
          </div>
          <div class="cal-steps">
            <a href={link({ date: period.previous })} class="button">
              <span aria-hidden="true">‹</span> Previous {view}
            </a>
            <a href={link({ date: today })} class="button">
              Today
            </a>
            <a href={link({ date: period.next })} class="button">
              Next {view} <span aria-hidden="true">›</span>
            </a>
          </div>
        </nav>
      </div>
      <h2 class="cal-title" aria-live="polite">
        {period.title}
        <span class="muted cal-zone"> · {tz}</span>
      </h2>
      <Legend />
      <Notice text={notice} />
      <ErrorLine error={data.error} />
      {data.loading && !data.data && <Loading what="departures" />}
      {data.data && (
        <>
          {data.data.departures.length === 0 && (
            <Empty>
              No departures {view === 'month' ? 'this month' : 'this week'}
              {productId ? ` of ${titles.get(productId)}` : ''}.
            </Empty>
          )}
          <ol class={`cal cal-${view}`} aria-busy={data.loading}>
            {daysBetween(period.from, period.to).map((day) => (
              <Day
                key={day}
                day={day}
                today={day === today}
                outside={view === 'month' && day.slice(0, 7) !== date.slice(0, 7)}
                departures={byDay.get(day) ?? []}
                load={(d) => loadOf(d, data.data!.sales)}
                productTitle={productId ? null : (d) => titles.get(d.productId) ?? d.productId}
                tz={tz}
              />
            ))}
          </ol>
        </>
      )}
      {dialog === 'departure' && (
        <DepartureDialog
          products={products}
          productId={productId}
          date={date}
          timeZone={tz}
          onClose={() => setDialog(null)}
          onCreated={(d) => {
            const day = localOf(d.startAt, tz).date;
            created(`Departure created on ${dateLabel(day, { dateStyle: 'full' })}.`, day);
          }}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleDialog
          products={products}
          productId={productId}
          date={date}
          timeZone={tz}
          onCreated={(from) => created('The schedule’s departures are on the calendar.', from)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** A departure's status: its colour and its word. */
export function LoadBadge({ load }: { load: Load }) {
  return <span class={`load-badge load-${load}`}>{LOAD_LABEL[load]}</span>;
}

function Legend() {
  return (
    <ul class="cal-legend" aria-label="Status colours">
      {(Object.keys(LOAD_LABEL) as Load[]).map((l) => (
        <li key={l}>
          <span class={`dep-swatch load-${l}`} aria-hidden="true" /> <strong>{LOAD_LABEL[l]}</strong>{' '}
          <span class="muted">{LOAD_MEANING[l]}</span>
        </li>
      ))}
    </ul>
  );
}

function Day(props: {
  day: string;
  today: boolean;
  outside: boolean;
  departures: Departure[];
  load: (d: Departure) => Load;
  productTitle: ((d: Departure) => string) | null;
  tz: string;
}) {
  const { day, departures } = props;
  const cls = ['cal-day', props.today && 'cal-today', props.outside && 'cal-outside', !departures.length && 'cal-empty']
    .filter(Boolean)
    .join(' ');
  return (
    <li class={cls}>
      <h3 class="cal-date">
        <span class="cal-dnum" aria-hidden="true">
          <span class="cal-wday">{dateLabel(day, { weekday: 'short' })} </span>
          {dateLabel(day, { day: 'numeric' })}
        </span>
        <span class="cal-long">{dateLabel(day, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
        {props.today && <span class="cal-today-tag"> (today)</span>}
      </h3>
      {departures.length === 0 && <p class="cal-none">No departures</p>}
      {departures.length > 0 && (
        <ul class="cal-deps">
          {departures.map((d) => {
            const load = props.load(d);
            return (
              <li key={d.id}>
                <a class={`dep load-${load}`} href={href(`/departures/${d.id}`)}>
                  <span class="dep-time">{timeLabel(d.startAt, props.tz)}</span>
                  {props.productTitle && (
                    <span class="dep-product" title={props.productTitle(d)}>
                      {props.productTitle(d)}
                    </span>
                  )}
                  <span class="dep-meta">
                    <span class="dep-load" title="Booked / capacity">
                      <span class="visually-hidden">Booked </span>
                      {loadText(d)}
                    </span>{' '}
                    <span class="dep-status">{LOAD_LABEL[load]}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
