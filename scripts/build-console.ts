// Builds the workspace console (console/src, Preact + uPlot) into console/dist/: one ES module and one stylesheet
// named by a hash of their content (the server caches them for good), index.html naming them (never cached), and
// .br/.gz copies the server sends to browsers that take them. Everything the page needs is in the bundle: no CDN,
// no font, no request to another host. Runs from `npm install` (the `prepare` script), `npm run console:build`
// and .ci/run. The build lands in a temporary folder first and replaces console/dist/ whole, so a running server
// never serves half a build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { EVENT_GROUPS } from '../src/modules/event-catalogue.js';
import { BOOKING_STATUSES, SETTABLE_STATUSES } from '../src/modules/bookings/rules.js';
import { COMMAND_OF_STATUS, startsFrom } from '../src/modules/bookings/lifecycle.js';
import { workspacePatchProperties } from '../src/modules/settings-sections.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONSOLE = path.join(ROOT, 'console');
export const CONSOLE_DIST = path.join(CONSOLE, 'dist');

/**
 * The statuses a PATCH may move a booking of each status to: those whose command (src/modules/bookings/lifecycle.ts)
 * starts from it, `{from: [to…]}` (a hold is made by POST /v1/bookings and expired by its job).
 */
function bookingTransitions(): Record<string, string[]> {
  const next: Record<string, string[]> = {};
  for (const from of BOOKING_STATUSES) {
    next[from] = SETTABLE_STATUSES.filter((to) => {
      const command = COMMAND_OF_STATUS[to];
      return command !== undefined && startsFrom(command, from);
    });
  }
  return next;
}

/** How a browser app of this server (the console, the booking page) is bundled: Preact, hashed names, ES module. */
export const APP_BUILD = {
  absWorkingDir: ROOT,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome111', 'firefox115', 'safari16.4'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  sourcemap: 'linked',
  charset: 'utf8',
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
} satisfies esbuild.BuildOptions;

export interface ConsoleBuild {
  dir: string;
  js: string;
  css: string;
  bytes: number;
}

export async function buildConsole(opts: { outDir?: string; minify?: boolean } = {}): Promise<ConsoleBuild> {
  const outDir = path.resolve(opts.outDir ?? CONSOLE_DIST);
  const tmp = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });

  const result = await esbuild.build({
    ...APP_BUILD,
    entryPoints: { console: path.join(CONSOLE, 'src', 'main.tsx') },
    outdir: path.join(tmp, 'assets'),
    // Code a page loads only when it needs it (`import()`: the QR decoder of the check-in camera) is a chunk of its own.
    splitting: true,
    chunkNames: '[name]-[hash]',
    minify: opts.minify ?? true,
    tsconfig: path.join(CONSOLE, 'tsconfig.json'),
    // What the server knows and the console shows: event types for the subscription picker, the booking status
    // machine for the status buttons (the API still checks every transition), and the workspace settings' fields.
    define: {
      __EVENT_GROUPS__: JSON.stringify(EVENT_GROUPS),
      __BOOKING_NEXT__: JSON.stringify(bookingTransitions()),
      __WORKSPACE_SETTINGS__: JSON.stringify(workspacePatchProperties()),
    },
  });

  const outputs = Object.entries(result.metafile.outputs);
  const jsOut = outputs.find(([file, o]) => o.entryPoint && file.endsWith('.js'))?.[0];
  const cssOut = outputs.find(([file]) => file.endsWith('.css'))?.[0];
  if (!jsOut || !cssOut)
    throw new Error(`console build: no script or stylesheet among ${outputs.map(([f]) => f).join(', ')}`);
  const js = path.basename(jsOut);
  const css = path.basename(cssOut);

  // The chunks the script imports at once (what it shares with a chunk loaded later) are fetched beside it, not after it.
  const preload = result.metafile.outputs[jsOut]!.imports.filter((i) => i.kind === 'import-statement')
    .map((i) => `<link rel="modulepreload" href="/console/assets/${path.basename(i.path)}" />`)
    .join('\n    ');
  const template = fs.readFileSync(path.join(CONSOLE, 'index.html'), 'utf8');
  fs.writeFileSync(
    path.join(tmp, 'index.html'),
    template.replace('{{js}}', js).replace('{{css}}', css).replace('{{preload}}', preload),
  );

  const bytes = compressAssets(path.join(tmp, 'assets'));
  swapIn(tmp, outDir);
  return { dir: outDir, js, css, bytes };
}

/** Writes .br and .gz copies of each script and stylesheet in `dir`; answers their bytes before compression. */
export function compressAssets(dir: string): number {
  let bytes = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const full = path.join(dir, file);
    const body = fs.readFileSync(full);
    bytes += body.length;
    fs.writeFileSync(
      `${full}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  return bytes;
}

/** Replaces `outDir` with the build in `tmp` whole, so a running server never serves half a build. */
export function swapIn(tmp: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmp, outDir);
  fs.rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const built = await buildConsole();
  console.log(
    `console built in ${Date.now() - started} ms: ${path.relative(ROOT, built.dir)}/ (${built.js}, ${built.css}; ${Math.round(built.bytes / 1024)} KiB before compression)`,
  );
}
