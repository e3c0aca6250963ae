// Lints the OpenAPI document the server serves (built in-process exactly as the server builds it, as
// `npm run sdk:types` does) with Redocly CLI and the rules of redocly.yaml. Fails on any error or warning, listing
// each; `--keep` leaves the linted document in the temporary directory. Works offline: Redocly's telemetry and
// update check are switched off.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { servedDocument } from './sdk-types.js';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: Array<{ pointer?: string }>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(await servedDocument(), null, 2));

const redocly = path.join(ROOT, 'node_modules', '.bin', 'redocly');
const args = ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000'];
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
// Redocly exits non-zero on errors (not on warnings): its JSON report is read either way.
const out = await promisify(execFile)(redocly, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
  (err: { stdout?: string; stderr?: string }) => {
    if (!err.stdout) throw new Error(`redocly lint did not run: ${err.stderr ?? String(err)}`);
    return { stdout: err.stdout };
  },
);
const report = JSON.parse(out.stdout) as {
  version: string;
  totals: { errors: number; warnings: number };
  problems: Problem[];
};

for (const p of report.problems)
  console.log(
    `${p.severity === 'error' ? 'error  ' : 'warning'} ${p.ruleId}  ${p.location?.[0]?.pointer ?? ''}\n        ${p.message}`,
  );
const { errors, warnings } = report.totals;
console.log(
  `Redocly CLI ${report.version}, redocly.yaml: ${errors} errors, ${warnings} warnings (${Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).paths).length} paths)`,
);
if (process.argv.includes('--keep')) console.log(`document: ${file}`);
else fs.rmSync(dir, { recursive: true, force: true });
if (errors + warnings > 0) process.exit(1);
