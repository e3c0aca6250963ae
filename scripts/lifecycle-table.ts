// Prints the booking lifecycle's table (src/modules/bookings/lifecycle.ts) as Markdown, for docs/architecture.md:
// `npx tsx scripts/lifecycle-table.ts`. test/platform/docs-lifecycle.test.ts fails when the document's copy differs.
import { COMMANDS, type CommandRule } from '../src/modules/bookings/lifecycle.js';

export function lifecycleTable(): string {
  const code = (items: readonly string[]) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : '—');
  const rows = (Object.entries(COMMANDS) as Array<[string, CommandRule]>).map(([name, r]) =>
    [
      `\`${name}\``,
      r.from.length ? code(r.from) : '(new)',
      r.to === 'same' ? 'same' : `\`${r.to}\``,
      r.liveHold ? `${r.guard} (a lapsed hold: 410)` : r.guard,
      r.seats,
      r.rollup,
      r.money,
      r.checkIns,
      code(r.events),
      r.by.join(', '),
    ].join(' | '),
  );
  return [
    '| command | from | to | guard | seats | rollup | money | check-ins | events | run by |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(lifecycleTable());
