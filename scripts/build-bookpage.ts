// Builds the hosted booking page (bookpage/src, Preact) into bookpage/dist/ the way the console is built
// (scripts/build-console.ts): one hashed ES module and stylesheet, index.html naming them (the server fills in the
// title), .br/.gz copies, swapped in whole. Everything is bundled: the page makes no request to another host.
// Runs from `npm install` (the `prepare` script), `npm run bookpage:build` and .ci/run.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { APP_BUILD, compressAssets, swapIn } from './build-console.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE = path.join(ROOT, 'bookpage');
export const BOOKPAGE_DIST = path.join(PAGE, 'dist');

export interface BookpageBuild {
  dir: string;
  js: string;
  css: string;
  /** The script's size gzipped (the budget is 80 KB). */
  jsGzipBytes: number;
}

export async function buildBookpage(opts: { outDir?: string } = {}): Promise<BookpageBuild> {
  const outDir = path.resolve(opts.outDir ?? BOOKPAGE_DIST);
  const tmp = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const result = await esbuild.build({
    ...APP_BUILD,
    entryPoints: { page: path.join(PAGE, 'src', 'main.tsx') },
    outdir: path.join(tmp, 'assets'),
    tsconfig: path.join(PAGE, 'tsconfig.json'),
  });
  const outputs = Object.keys(result.metafile.outputs);
  const js = outputs.find((f) => f.endsWith('.js'));
  const css = outputs.find((f) => f.endsWith('.css'));
  if (!js || !css) throw new Error(`booking page build: no script or stylesheet among ${outputs.join(', ')}`);
  const template = fs.readFileSync(path.join(PAGE, 'index.html'), 'utf8');
  fs.writeFileSync(
    path.join(tmp, 'index.html'),
    template.replace('{{js}}', path.basename(js)).replace('{{css}}', path.basename(css)),
  );
  // The Book now snippet (bookpage/embed/embed.ts): one small classic script under a fixed name, since operators'
  // sites name it; no module, so it also runs as an async tag.
  await esbuild.build({
    entryPoints: [path.join(PAGE, 'embed', 'embed.ts')],
    outfile: path.join(tmp, 'embed.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
  });
  compressAssets(path.join(tmp, 'assets'));
  const jsGzipBytes = zlib.gzipSync(fs.readFileSync(path.join(ROOT, js)), { level: 9 }).length;
  swapIn(tmp, outDir);
  return { dir: outDir, js: path.basename(js), css: path.basename(css), jsGzipBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const built = await buildBookpage();
  console.log(
    `booking page built in ${Date.now() - started} ms: ${path.relative(ROOT, built.dir)}/ (${built.js}, ${built.css}; script ${(built.jsGzipBytes / 1024).toFixed(1)} KiB gzipped)`,
  );
}
