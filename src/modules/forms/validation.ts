// The one check of submitted data against a form's fields. The public submit endpoint and the booking wizard
// (through FormsService.validate) both use it, so a form accepts and refuses the same data everywhere.
import { isDate } from '../../platform/dates.js';
import type { FormField } from './schemas.js';

export interface FormIssue {
  field: string;
  message: string;
}

/** Longest accepted answer per field type (characters); the booking page shows it as the input's limit. */
export const MAX_LENGTH: Partial<Record<string, number>> = {
  text: 1000,
  textarea: 10_000,
  email: 254,
  phone: 32,
  select: 200,
};

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_RE = /^\+?[0-9 ()./-]+$/;

/** Null, absent and blank strings are "no answer". */
function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The data without its non-answers (null, blank strings): what a public submit stores, as if those were never sent. */
export function answered(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => !isEmpty(v)));
}

/** What is wrong with one non-empty answer, or null. */
function problemOf(field: FormField, v: unknown): string | null {
  switch (field.type) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : 'must be a number';
    case 'checkbox':
      return typeof v === 'boolean' ? null : 'must be true or false';
    default:
      break;
  }
  if (typeof v !== 'string') return 'must be a string';
  const max = MAX_LENGTH[field.type];
  if (max !== undefined && v.length > max) return `must be at most ${max} characters`;
  switch (field.type) {
    case 'email':
      return EMAIL_RE.test(v.trim()) ? null : 'must be an email address';
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      return PHONE_RE.test(v.trim()) && digits >= 5 && digits <= 20 ? null : 'must be a phone number';
    }
    case 'date':
      return isDate(v) ? null : 'must be a date (YYYY-MM-DD)';
    case 'select':
      return field.options?.some((o) => o.value === v)
        ? null
        : `must be one of: ${(field.options ?? []).map((o) => o.value).join(', ')}`;
    default:
      return null;
  }
}

/**
 * Every problem of `data` against `fields` (empty when the data is acceptable), in field order. `alsoAccepted`:
 * keys the caller itself checks, accepted beside the form's fields (the wizard's billing contact).
 */
export function validateSubmission(
  fields: readonly FormField[],
  data: Record<string, unknown>,
  alsoAccepted: readonly string[] = [],
): FormIssue[] {
  const issues: FormIssue[] = [];
  const known = new Set([...fields.map((f) => f.id), ...alsoAccepted]);
  for (const key of Object.keys(data)) {
    if (!known.has(key)) issues.push({ field: key, message: 'is not a field of this form' });
  }
  for (const field of fields) {
    const v = data[field.id];
    if (isEmpty(v)) {
      if (field.required) issues.push({ field: field.id, message: 'is required' });
      continue;
    }
    if (field.type === 'checkbox' && field.required && v === false) {
      issues.push({ field: field.id, message: 'must be checked' });
      continue;
    }
    const problem = problemOf(field, v);
    if (problem) issues.push({ field: field.id, message: problem });
  }
  return issues;
}
