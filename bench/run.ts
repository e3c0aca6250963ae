// `npm run bench [-- <suite> …]`: runs every benchmark suite (or the named ones) in one process, one after the
// other so they never compete for the two cores, prints one summary table and writes bench/results/latest.json
// and bench/results/latest.md. Each suite measures the bare node:http reference itself, right before its own
// figures, so every ratio compares numbers taken under the same machine load.
import { printTable, writeResults, type Measure } from './lib.js';
import { benchAnalytics } from './analytics.js';
import { benchAvailability } from './availability.js';
import { benchBookpage } from './bookpage.js';
import { benchCatalog } from './catalog.js';
import { benchLists } from './lists.js';
import { benchMixed } from './mixed.js';
import { benchPlatform } from './platform.js';
import { benchWebhooks } from './webhooks.js';

export interface SuiteResult {
  rows: Measure[];
  [detail: string]: unknown;
}

/** Every suite, in the order they run. A new area adds one line here. */
const suites: Record<string, () => Promise<SuiteResult>> = {
  platform: benchPlatform,
  mixed: benchMixed,
  catalog: benchCatalog,
  webhooks: benchWebhooks,
  analytics: benchAnalytics,
  availability: benchAvailability,
  lists: benchLists,
  bookpage: benchBookpage,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}

const results: Record<string, SuiteResult> = {};
for (const [name, run] of Object.entries(suites)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n=== ${name}`);
  results[name] = await run();
}

const summary = Object.entries(results).flatMap(([suite, r]) =>
  r.rows.map((row) => ({ ...row, name: `${suite}: ${row.name}` })),
);
const at = new Date().toISOString();
const table = printTable(
  `Summary, ${at}, Node ${process.version} (ratios to the node:http reference measured by each suite)`,
  summary,
);
writeResults('latest.json', { at, node: process.version, results });
writeResults('latest.md', table);
