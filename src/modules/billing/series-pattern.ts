// The numbering pattern of a contract series: literal text with placeholders `{year}`, `{month}`, `{prefix}`,
// `{sequence}` and `{sequence:NN}` (zero-padded to NN digits, 1–20). Exactly one sequence placeholder.
import { ValidationError } from '../../platform/errors.js';

export const RESET_PERIODS = ['never', 'year', 'month'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

type Segment = { text: string } | { field: 'year' | 'month' | 'prefix' } | { sequence: number };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The segments of a pattern, or a 400 naming `field` with what is wrong. */
function parsePattern(pattern: string, field = 'pattern'): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  let sequences = 0;
  for (const m of pattern.matchAll(PLACEHOLDER)) {
    if (m.index > at) segments.push({ text: pattern.slice(at, m.index) });
    at = m.index + m[0].length;
    const name = m[1]!;
    const seq = /^sequence(?::(\d{1,2}))?$/.exec(name);
    if (seq) {
      const width = seq[1] === undefined ? 0 : Number(seq[1]);
      if (seq[1] !== undefined && (width < 1 || width > 20))
        throw new ValidationError(field, 'the width of {sequence:NN} must be 1–20');
      segments.push({ sequence: width });
      sequences++;
    } else if (name === 'year' || name === 'month' || name === 'prefix') {
      segments.push({ field: name });
    } else {
      throw new ValidationError(
        field,
        `unknown placeholder {${name}}: use {year}, {month}, {prefix}, {sequence} or {sequence:NN}`,
      );
    }
  }
  if (at < pattern.length) segments.push({ text: pattern.slice(at) });
  if (segments.some((s) => 'text' in s && /[{}]/.test(s.text)))
    throw new ValidationError(field, 'has an unmatched { or }');
  if (sequences !== 1) throw new ValidationError(field, 'must contain exactly one {sequence} or {sequence:NN}');
  return segments;
}

/**
 * Checks that a series' pattern, prefix and reset period fit together: a series that resets must put the period
 * in its numbers (or they would repeat), and `{prefix}` needs a prefix. `field` names what the request changed.
 */
export function checkSeriesRules(
  s: { pattern: string; prefix: string | null; resetPeriod: ResetPeriod },
  field: string,
): void {
  const segments = parsePattern(s.pattern, field);
  const uses = (name: 'year' | 'month' | 'prefix') => segments.some((x) => 'field' in x && x.field === name);
  if (uses('prefix') && s.prefix === null)
    throw new ValidationError(field, 'the pattern uses {prefix} but the series has no prefix');
  if (s.resetPeriod === 'year' && !uses('year'))
    throw new ValidationError(field, 'a series that resets every year needs {year} in its pattern');
  if (s.resetPeriod === 'month' && !(uses('year') && uses('month')))
    throw new ValidationError(field, 'a series that resets every month needs {year} and {month} in its pattern');
}

/** The counter period a date falls in: '' (never resets), `2026` or `2026-03`. */
export function periodOf(resetPeriod: ResetPeriod, date: string): string {
  if (resetPeriod === 'year') return date.slice(0, 4);
  if (resetPeriod === 'month') return date.slice(0, 7);
  return '';
}

export function formatNumber(
  pattern: string,
  values: { prefix: string | null; date: string; sequence: number },
): string {
  return parsePattern(pattern)
    .map((s) => {
      if ('text' in s) return s.text;
      if ('sequence' in s) return String(values.sequence).padStart(s.sequence, '0');
      if (s.field === 'year') return values.date.slice(0, 4);
      if (s.field === 'month') return values.date.slice(5, 7);
      return values.prefix ?? '';
    })
    .join('');
}
