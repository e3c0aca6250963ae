// Builds the server and the operator CLI (src/main.ts, src/cli.ts) into dist/main.js and dist/cli.js: one ES module
// each, bundled by esbuild with the packages left to node_modules, and a source map (node runs them with
// --enable-source-maps, so stack traces name src/ lines). `npm start`, `npm run api|worker|cli` run these files:
// a process starts without compiling TypeScript, and is the process npm signals (docs/decisions.md).
//
//   node scripts/build-server.mjs             build
//   node scripts/build-server.mjs --if-stale  build only when a source read by the last build changed since it
//                                             (the npm scripts run this first; a current build writes nothing)
//
// Plain JavaScript, so that checking costs a bare node start. Nothing is printed on stdout (the CLI's answer goes
// there). dist/ sits beside src/, so the bundles' import.meta.dirname finds docs/ and console/ as src/ does.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
/** What the last build read, and when it started: a source changed at or after that moment makes it stale. */
const STAMP = path.join(DIST, 'build.json');
/** Read by esbuild or deciding its output, without being bundled themselves. */
const SETTINGS = ['package.json', 'tsconfig.json', 'scripts/build-server.mjs'];

function isStale() {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  } catch {
    return true;
  }
  for (const file of [...stamp.inputs, ...SETTINGS]) {
    try {
      if (fs.statSync(path.join(ROOT, file)).mtimeMs >= stamp.startedAt) return true;
    } catch {
      return true; // a source the build read is gone
    }
  }
  return !stamp.outputs.every((file) => fs.existsSync(path.join(ROOT, file)));
}

/** Writes through a temporary name and a rename: a process starting meanwhile (or a second build) never reads half a file. */
function writeAtomically(file, contents) {
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

async function build() {
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/main.ts', 'src/cli.ts'],
    outdir: DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(DIST, { recursive: true });
  // Maps first: a bundle never names a map that is not there yet.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const f of files) writeAtomically(f.path, f.contents);
  const outputs = files.map((f) => path.relative(ROOT, f.path));
  writeAtomically(STAMP, JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs), outputs }, null, 2));
}

if (!(process.argv.includes('--if-stale') && !isStale())) await build();
