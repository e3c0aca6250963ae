// Regenerates the SDK's types (sdk/src/schema.ts) from the OpenAPI document the server serves at /v1/openapi.json,
// built in-process exactly as the server builds it. `--check` writes nothing and fails when the committed types
// differ from what the document generates (CI runs it, so the SDK never drifts from the API).
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { closePlatform, createPlatform } from '../src/platform/index.js';
import { createModules } from '../src/modules/index.js';

const TARGET = path.resolve(import.meta.dirname, '../sdk/src/schema.ts');
const HEADER =
  "// Generated from the Travel Commerce API's OpenAPI document by `npm run sdk:types`. Do not edit by hand.\n\n";

export async function servedDocument(): Promise<Record<string, unknown>> {
  const p = createPlatform(
    { ...loadConfig({}), databaseUrl: 'sqlite::memory:', logLevel: 'silent' },
    { log: pino({ level: 'silent' }) },
  );
  try {
    const app = await buildApp(p, createModules(p));
    await app.ready();
    const doc = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return doc;
  } finally {
    await closePlatform(p);
  }
}

export async function generatedTypes(): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(await servedDocument())));
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const types = await generatedTypes();
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
    if (committed !== types) {
      console.error(
        'sdk/src/schema.ts differs from what the served OpenAPI document generates: run `npm run sdk:types` and commit it',
      );
      process.exit(1);
    }
    console.log('sdk/src/schema.ts matches the served OpenAPI document');
  } else {
    fs.writeFileSync(TARGET, types);
    console.log(`wrote ${path.relative(process.cwd(), TARGET)}`);
  }
}
