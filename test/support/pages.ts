// A whole list read through the API by its next_cursor, as a client pages it: the rows in order, and every total
// the pages answered (one, when the list held still).
import { expect } from 'vitest';
import type { TestApp } from './app.js';

export async function allPages<R>(
  t: TestApp,
  key: string,
  path: string,
  limit: number,
): Promise<{ rows: R[]; totals: number[] }> {
  const rows: R[] = [];
  const totals = new Set<number>();
  let cursor: string | null = '';
  while (cursor !== null) {
    const page = await t.call('GET', `${path}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { key });
    expect(page.status, `${path}: ${page.text}`).toBe(200);
    rows.push(...(page.body.data as R[]));
    totals.add(page.body.pagination.total);
    cursor = page.body.pagination.next_cursor;
  }
  return { rows, totals: [...totals] };
}
