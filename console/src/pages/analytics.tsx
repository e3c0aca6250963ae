// Analytics: revenue and number of bookings by UTC day and product category over a chosen range (at most 366 days),
// from GET /v1/analytics/bookings/categories (cancelled bookings left out), drawn with uPlot, with the totals by
// category as a table too (what the charts show, readable without them).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import { api } from '../api.js';
import { href, navigate } from '../router.js';
import { useSession } from '../session.js';
import { compactMoney, count, currencyDigits, day, isoDay, money } from '../format.js';
import { Empty, ErrorLine, Field, Loading, PageTitle, useLoad } from '../ui.js';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const PALETTE = [
  '#2563eb',
  '#db2777',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#4b5563',
  '#65a30d',
  '#c026d3',
];

interface Row {
  day: string;
  product_category: string;
  amount_cents_sum: number;
  cnt: number;
}

interface Shaped {
  days: string[];
  categories: Array<{ name: string; revenue: number; bookings: number }>;
  /** [x (Unix seconds), then one series per category] */
  revenue: uPlot.AlignedData;
  bookings: uPlot.AlignedData;
}

function shape(rows: Row[], from: string, to: string, digits: number): Shaped {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(isoDay(new Date(t)));
  const index = new Map(days.map((d, i) => [d, i]));
  const totals = new Map<string, { revenue: number; bookings: number }>();
  for (const r of rows) {
    const t = totals.get(r.product_category) ?? { revenue: 0, bookings: 0 };
    t.revenue += r.amount_cents_sum / 10 ** digits;
    t.bookings += r.cnt;
    totals.set(r.product_category, t);
  }
  const categories = [...totals.entries()]
    .map(([name, t]) => ({ name, ...t }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  const series = (pick: (r: Row) => number) =>
    categories.map((c) => {
      const values = days.map(() => 0);
      for (const r of rows)
        if (r.product_category === c.name && index.has(r.day.slice(0, 10)))
          values[index.get(r.day.slice(0, 10))!]! += pick(r);
      return values;
    });
  const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
  return {
    days,
    categories,
    revenue: [xs, ...series((r) => r.amount_cents_sum / 10 ** digits)],
    bookings: [xs, ...series((r) => r.cnt)],
  };
}

function defaultRange(): { from: string; to: string } {
  const now = Date.now();
  return { from: isoDay(new Date(now - 29 * DAY_MS)), to: isoDay(new Date(now)) };
}

export function AnalyticsPage({ query }: { query: URLSearchParams }) {
  const { session, can } = useSession();
  const fallback = defaultRange();
  const from = query.get('from') ?? fallback.from;
  const to = query.get('to') ?? fallback.to;
  const [form, setForm] = useState({ from, to });
  useEffect(() => setForm({ from, to }), [from, to]);
  const [formError, setFormError] = useState<string | null>(null);

  const currency = useLoad(
    async () => (can('workspace:read') ? (await api.GET('/v1/workspace')).data.data.defaultCurrency : null),
    [],
  );
  const rows = useLoad(
    async () =>
      (
        await api.GET('/v1/analytics/bookings/categories', {
          params: { query: { from, to, workspaceId: session.workspace.id } },
        })
      ).data as Row[],
    [from, to],
  );
  const cur = currency.data ?? null;
  const digits = cur ? currencyDigits(cur) : 2;
  const shaped = useMemo(() => (rows.data ? shape(rows.data, from, to, digits) : null), [rows.data, from, to, digits]);
  const fmtMoney = (v: number) => (cur ? money(v, cur) : v.toFixed(digits));
  const axisMoney = (v: number) => (cur ? compactMoney(v, cur) : String(v));

  const submit = (e: Event) => {
    e.preventDefault();
    const span = (Date.parse(form.to) - Date.parse(form.from)) / DAY_MS + 1;
    if (!form.from || !form.to || Number.isNaN(span)) return setFormError('Choose both dates.');
    if (span < 1) return setFormError('The end date is before the start date.');
    if (span > MAX_DAYS) return setFormError(`That is ${span} days; choose at most ${MAX_DAYS}.`);
    setFormError(null);
    navigate(href('/analytics', form));
  };

  return (
    <section>
      <PageTitle>Analytics</PageTitle>
      <p class="lead">Bookings that are not cancelled, by the UTC day they were made and their product’s category.</p>
      <form class="filters" onSubmit={submit} aria-label="Date range">
        <Field label="From">
          {(id) => (
            <input
              id={id}
              type="date"
              required
              value={form.from}
              onInput={(e) => setForm({ ...form, from: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="To">
          {(id) => (
            <input
              id={id}
              type="date"
              required
              value={form.to}
              onInput={(e) => setForm({ ...form, to: e.currentTarget.value })}
            />
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary">
            Show
          </button>
        </div>
      </form>
      {formError && (
        <p class="error" role="alert">
          {formError}
        </p>
      )}
      <ErrorLine error={rows.error} />
      {rows.loading && !rows.data && <Loading what="analytics" />}
      {shaped && shaped.categories.length === 0 && (
        <Empty>
          No bookings between {day(from)} and {day(to)}.
        </Empty>
      )}
      {shaped && shaped.categories.length > 0 && (
        <>
          <div class="grid-2">
            <LineChart
              title={`Revenue by day${cur ? ` (${cur})` : ''}`}
              data={shaped.revenue}
              labels={shaped.categories.map((c) => c.name)}
              format={fmtMoney}
              axis={axisMoney}
            />
            <LineChart
              title="Bookings by day"
              data={shaped.bookings}
              labels={shaped.categories.map((c) => c.name)}
              format={(v) => count(v)}
            />
          </div>
          <div class="table-wrap">
            <table>
              <caption>
                Totals from {day(from)} to {day(to)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col" class="num">
                    Revenue
                  </th>
                  <th scope="col" class="num">
                    Bookings
                  </th>
                </tr>
              </thead>
              <tbody>
                {shaped.categories.map((c, i) => (
                  <tr key={c.name}>
                    <th scope="row">
                      <span class="swatch" style={{ background: PALETTE[i % PALETTE.length] }} aria-hidden="true" />
                      {c.name}
                    </th>
                    <td class="num">{fmtMoney(c.revenue)}</td>
                    <td class="num">{count(c.bookings)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  <td class="num">{fmtMoney(shaped.categories.reduce((s, c) => s + c.revenue, 0))}</td>
                  <td class="num">{count(shaped.categories.reduce((s, c) => s + c.bookings, 0))}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** One uPlot line chart, a series per category, days in UTC; it follows its container's width. */
function LineChart(props: {
  title: string;
  data: uPlot.AlignedData;
  labels: string[];
  format: (v: number) => string;
  axis?: (v: number) => string;
}) {
  const { title, data, labels, format } = props;
  const axis = props.axis ?? format;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: 260,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true } },
      series: [
        { label: 'Day', value: (_u, v) => (v === null ? '—' : day(new Date(v * 1000).toISOString())) },
        ...labels.map((label, i) => ({
          label,
          stroke: PALETTE[i % PALETTE.length],
          width: 2,
          points: { show: true, size: 5 },
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : format(v)),
        })),
      ],
      axes: [{}, { size: 64, values: (_u, splits) => splits.map((v) => axis(v)) }],
      legend: { live: true },
    };
    const chart = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, labels.join('\n'), title]);
  return (
    <figure class="card chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: a line per category; the totals are in the table below.`} />
    </figure>
  );
}
