// docs/webhooks.md lists exactly the event types of the one catalogue in code (src/modules/event-catalogue.ts).
// UPDATE_DOCS=1 rewrites the table from the catalogue instead of failing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_GROUPS } from '../../src/modules/event-catalogue.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/webhooks.md');
const START = '<!-- event-catalogue:start -->';
const END = '<!-- event-catalogue:end -->';

function catalogue(): string {
  const rows = Object.entries(EVENT_GROUPS).map(
    ([group, types]) => `| \`${group}.*\` | ${types.map((t) => `\`${t}\``).join(', ')} |`,
  );
  return ['| Pattern | Events |', '|---|---|', ...rows].join('\n');
}

describe('docs/webhooks.md', () => {
  it('lists the event catalogue from src/modules/event-catalogue.ts', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const current = doc.slice(start + START.length, end).trim();
    if (process.env.UPDATE_DOCS && current !== catalogue()) {
      fs.writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${catalogue()}\n${doc.slice(end)}`);
      return;
    }
    expect(current).toBe(catalogue());
  });
});
