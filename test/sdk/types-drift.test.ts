// The SDK's committed types are what the served OpenAPI document generates: a route or schema change without
// `npm run sdk:types` fails here (in CI too), so the SDK never drifts from the API.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedTypes } from '../../scripts/sdk-types.js';

describe('SDK types', () => {
  it('match the served OpenAPI document (regenerate with npm run sdk:types)', async () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../sdk/src/schema.ts'), 'utf8');
    expect(committed === (await generatedTypes()), 'sdk/src/schema.ts is stale: run npm run sdk:types').toBe(true);
  }, 60_000);
});
