// The integrity check after a test (src/modules/integrity): a difference on a healthy system is a bug, so every
// concurrency test ends by asking that the numbers the product keeps still agree with their rows.
import { expect } from 'vitest';
import type { TestApp } from './app.js';

/**
 * Runs every integrity check over every workspace of the test's database (or one, where the file's other workspaces
 * hold differences made on purpose); fails listing what differs.
 */
export async function expectNoDifferences(t: Pick<TestApp, 'services'>, workspaceId?: string): Promise<void> {
  const report = await t.services.integrity.run({ workspaceId });
  expect(report.differences, JSON.stringify(report.differences, null, 2)).toEqual([]);
}
