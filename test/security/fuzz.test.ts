// Property tests over the OpenAPI document (issue 08 §3): for every documented route, random and malformed ids,
// query strings and bodies never produce a 500, always answer the spec's error shape with a catalogue code the
// operation documents, and never change another workspace's data.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { documentedOperations, errorAnswerProblem, type DocumentedOperations } from '../support/error-answers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE organizations; --',
    '<script>alert(1)</script>',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    '%00',
    '__proto__',
    'constructor',
    '💥'.repeat(100),
    'x'.repeat(20_000),
    '-1',
    '1e309',
    'NaN',
    'null',
  ),
);

const idLike = fc.oneof(
  nasty,
  fc.uuid().map((u) => `org_${u}`),
  fc.uuid().map((u) => `prod_${u}`),
  fc.uuid(),
  fc.constantFrom('book_x', 'org_', 'ws_00000000-0000-7000-8000-000000000000'),
);

const deep = (depth: number): unknown =>
  depth === 0 ? 'leaf' : depth % 2 ? { nested: deep(depth - 1) } : [deep(depth - 1)];

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 4, withObjectString: true, withNullPrototype: false }),
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'workspace_id', 'name', 'status'),
      fc.string(),
    ),
    fc.jsonValue({ maxDepth: 3 }),
  ),
  fc.constant(deep(60)),
  fc.array(nasty, { maxLength: 5 }),
);

const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '{"name":',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '[',
    'null',
    '"str"',
    '{}'.repeat(10),
  ),
  fc.string(),
);

const queryValue = fc.dictionary(
  fc.constantFrom(
    'limit',
    'offset',
    'sort',
    'q',
    'status',
    'from',
    'to',
    'type',
    'productId',
    'departure',
    'code',
    'workspaceId',
    'created_after',
  ),
  nasty,
  { maxKeys: 4 },
);

interface Operation {
  method: string;
  path: string;
}

describe('fuzzing every documented route', () => {
  let t: TestApp;
  let attacker: TestWorkspace;
  let victim: TestWorkspace;
  let operations: Operation[];
  let documented: DocumentedOperations;

  const victimSnapshot = async () => {
    const events = await t.events(victim.id);
    const orgs = await t.call('GET', '/v1/organizations?limit=100', { key: victim.key });
    return JSON.stringify({ events: events.map((e) => e.id), orgs: orgs.body });
  };

  beforeAll(async () => {
    t = await createTestApp();
    attacker = await t.workspace();
    victim = await t.workspace();
    await t.call('POST', '/v1/organizations', { key: victim.key, body: { name: 'Victim Org' } });
    const doc = (await t.call('GET', '/v1/openapi.json')).body as Parameters<typeof documentedOperations>[0];
    documented = documentedOperations(doc);
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('never answers 5xx, always answers JSON errors, and leaves other workspaces untouched', async () => {
    expect(operations.length).toBeGreaterThan(5);
    const before = await victimSnapshot();
    const failures: string[] = [];
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(idLike, { minLength: 3, maxLength: 3 }),
          queryValue,
          fc.option(rawBody, { nil: undefined }),
          async (ids, query, body) => {
            let i = 0;
            const url = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++ % ids.length] ?? 'x'));
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers: {
                authorization: `Bearer ${attacker.key}`,
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : body,
            });
            const where = `${op.method} ${url} ${body?.slice(0, 80) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) failures.push(where);
            if (res.statusCode >= 400) {
              const problem = errorAnswerProblem(documented, op.method, url, res.statusCode, res.body);
              if (problem) failures.push(`${problem}: ${where}`);
              if (/\bat .+\.(ts|js):\d+|SQLITE_|syntax error at|relation "|stack/i.test(res.body))
                failures.push(`leaks internals: ${where}`);
            }
            return true;
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(failures).toEqual([]);
    expect(await victimSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
