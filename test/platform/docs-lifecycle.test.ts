// docs/architecture.md shows the booking lifecycle's table as the code has it (scripts/lifecycle-table.ts prints it).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifecycleTable } from '../../scripts/lifecycle-table.js';

describe('docs/architecture.md', () => {
  it('has the booking lifecycle table of src/modules/bookings/lifecycle.ts (npx tsx scripts/lifecycle-table.ts)', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/architecture.md'), 'utf8');
    const copy = doc.match(/<!-- lifecycle-table -->\n([\s\S]*?)\n<!-- \/lifecycle-table -->/)?.[1];
    expect(copy).toBe(lifecycleTable());
  });
});
