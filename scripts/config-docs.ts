// Writes the README's configuration table from the declarations in src/config.ts (`npm run config:docs`), so the
// table is never edited by hand; test/platform/config.test.ts fails when the committed README differs from it.
import fs from 'node:fs';
import path from 'node:path';
import { settingsList, type Setting } from '../src/config.js';

const README = path.resolve(import.meta.dirname, '../README.md');
const BEGIN =
  '<!-- The table below is generated from src/config.ts by `npm run config:docs`: edit the declarations there. -->';
const END = '<!-- End of the generated table. -->';

const code = (text: string) => `\`${text}\``;

/** 65536 → "64 KiB": the largest unit that divides the number. */
function size(bytes: number): string | undefined {
  const units: Array<[string, number]> = [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ];
  const [unit, n] = units.find(([, n]) => bytes % n === 0) ?? [];
  return unit && n ? `${bytes / n} ${unit}` : undefined;
}

function either(values: readonly string[]): string {
  const shown = values.map(code);
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}

/** The default, then what the variable takes when that is more than a whole number from 1 up (the README says so). */
function shownDefault(s: Setting<unknown>): string {
  const value = s.read(undefined);
  const shown =
    s.shown ??
    (value === undefined ? 'unset' : Array.isArray(value) && value.length === 0 ? 'empty' : code(String(value)));
  const notes = [
    s.bytes && typeof value === 'number' ? size(value) : undefined,
    s.max !== undefined ? `${s.min} to ${s.max}` : s.min !== undefined && s.min !== 1 ? `at least ${s.min}` : undefined,
    s.values ? either(s.values) : undefined,
  ].filter((note) => note !== undefined);
  return notes.length > 0 ? `${shown} (${notes.join(', ')})` : shown;
}

/** Settings declared `sameRow` join the row of the one before them. */
function rows(): Array<Array<Setting<unknown>>> {
  const all: Array<Array<Setting<unknown>>> = [];
  for (const [, s] of settingsList()) {
    const last = all.at(-1);
    if (s.sameRow && last) last.push(s);
    else all.push([s]);
  }
  return all;
}

export function configTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const lines = rows().map((row) => {
    const meaning = row.length === 1 ? row[0]!.help : row.map((s) => `${code(s.env)}: ${s.help}`).join('<br>');
    return `| ${[row.map((s) => code(s.env)).join(' / '), row.map(shownDefault).join(' / '), meaning].map(cell).join(' | ')} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...lines].join('\n');
}

/** `readme` with the text between the two markers replaced by the generated table. */
export function readmeWithConfigTable(readme: string): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`README.md: the configuration table's markers are missing (${BEGIN})`);
  return `${readme.slice(0, begin + BEGIN.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(README, readmeWithConfigTable(fs.readFileSync(README, 'utf8')));
  console.log(`wrote the configuration table of ${path.relative(process.cwd(), README)}`);
}
