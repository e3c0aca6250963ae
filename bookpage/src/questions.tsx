// The seller's booking questions (fields of their forms): one input per question in the form's type, labelled,
// required ones marked, checked here before sending as the forms area checks them (forms/validation.ts) so the
// guest hears of a missing answer beside it, not from the server.
import type { Answer, Question } from './api.js';
import { T } from './i18n.js';

/** What the guest typed or ticked, by question id. */
export type Answers = Record<string, string | boolean>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ()./-]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The browser's input for each type a form has (a number is text with a numeric keyboard: no spinner). */
const INPUT_TYPES: Record<string, 'text' | 'email' | 'tel' | 'date'> = { email: 'email', phone: 'tel', date: 'date' };

/** The id of a field's input: what a refusal naming the field (`answers.phone`, `travellers[1].passport`) focuses. */
export const inputId = (field: string) => `q-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** What is wrong with an answer, in the guest's words, or null. */
export function problemOf(q: Question, v: string | boolean | undefined): string | null {
  if (q.type === 'checkbox') return q.required && v !== true ? T.mustCheck : null;
  const text = typeof v === 'string' ? v.trim() : '';
  if (!text) return q.required ? T.required : null;
  if (q.maxLength !== null && text.length > q.maxLength) return T.tooLong(q.maxLength);
  switch (q.type) {
    case 'email':
      return EMAIL.test(text) ? null : T.badEmail;
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      return PHONE.test(text) && digits >= 5 && digits <= 20 ? null : T.badPhone;
    }
    case 'number':
      return Number.isFinite(Number(text)) ? null : T.badNumber;
    case 'date':
      return DATE.test(text) ? null : T.badDate;
    case 'select':
      return q.options.some((o) => o.value === text) ? null : T.badAnswer;
    default:
      return null;
  }
}

/** The answers as the server takes them: numbers as numbers, blank ones left out. */
export function toSend(questions: Question[], answers: Answers): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    const v = answers[q.id];
    if (q.type === 'checkbox') {
      if (typeof v === 'boolean') out[q.id] = v;
    } else if (typeof v === 'string' && v.trim()) out[q.id] = q.type === 'number' ? Number(v.trim()) : v.trim();
  }
  return out;
}

/** The server's words for a refused answer, as the guest reads them. */
export function refusalText(message: string): string {
  if (/is required/.test(message)) return T.required;
  if (/must be checked/.test(message)) return T.mustCheck;
  if (/email/.test(message)) return T.badEmail;
  if (/phone/.test(message)) return T.badPhone;
  return T.badAnswer;
}

/** One question; `field` is its name in the hold's body (`answers.phone`), its errors keyed by it. */
export function QuestionField(props: {
  q: Question;
  field: string;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (v: string | boolean) => void;
}) {
  const { q, field, value, error } = props;
  const id = inputId(field);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    required: q.required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const set = (e: Event) => props.onChange((e.target as HTMLInputElement).value);
  const mark = q.required ? (
    <span class="req" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const err = error ? (
    <p class="field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  if (q.type === 'checkbox')
    return (
      <div class="field check">
        <input
          type="checkbox"
          {...common}
          checked={value === true}
          onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)}
        />
        <label for={id}>
          {q.label}
          {mark}
        </label>
        {err}
      </div>
    );
  const input =
    q.type === 'textarea' ? (
      <textarea {...common} rows={3} maxLength={q.maxLength ?? undefined} value={text} onInput={set} />
    ) : q.type === 'select' ? (
      <select {...common} value={text} onChange={set}>
        <option value="">{T.choose}</option>
        {q.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        type={INPUT_TYPES[q.type] ?? 'text'}
        list={undefined}
        inputMode={q.type === 'number' ? 'decimal' : undefined}
        maxLength={q.maxLength ?? undefined}
        placeholder={q.placeholder ?? undefined}
        autocomplete={q.type === 'phone' ? 'tel' : q.type === 'email' ? 'email' : undefined}
        value={text}
        onInput={set}
      />
    );
  return (
    <div class="field">
      <label for={id}>
        {q.label}
        {mark}
      </label>
      {input}
      {err}
    </div>
  );
}
