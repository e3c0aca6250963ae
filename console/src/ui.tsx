// The console's building blocks: dialogs that keep focus inside and give it back, labelled fields, error and
// notice lines read out by screen readers, a pager, a copy button, and the "shown once" secret box.
import type { ComponentChildren, JSX } from 'preact';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ApiError, messageOf, type Pagination } from './api.js';
import { words } from './format.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Puts focus on the page's main heading (after a route change, or when the element that had it is gone). */
export function focusMainHeading(): void {
  document.querySelector<HTMLElement>('main h1')?.focus();
}

/**
 * A modal dialog (the native <dialog>, so the rest of the page is inert): focus starts on its first control (or
 * the one marked autofocus), Tab and Shift+Tab wrap inside it, Escape closes it, and on close focus goes back to
 * the control that opened it. Mount it to open it, unmount it to close it.
 */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Who had focus when the dialog was asked for (its first render), before anything moves it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // Before the browser paints: no frame shows the dialog closed, and focus moves at once.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone (a revoked key's row): the page heading then.
      if (opener?.isConnected) opener.focus();
      else focusMainHeading();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const items = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      class="dialog"
      role={props.role}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={titleId} class="dialog-title">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}

/** "Are you sure?" with the consequences spelled out; the action runs on confirm and the dialog shows its error. */
export function ConfirmDialog(props: {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  /** The button that closes without acting (default "Cancel"; another word where the action is itself a cancel). */
  closeLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Dialog title={props.title} onClose={props.onClose} role="alertdialog">
      <div class="dialog-body">{props.children}</div>
      <ErrorLine error={error} />
      <div class="actions">
        <button type="button" class={props.danger ? 'danger' : 'primary'} onClick={confirm} disabled={busy}>
          {busy ? 'Working…' : props.confirmLabel}
        </button>
        <button type="button" onClick={props.onClose} autofocus>
          {props.closeLabel ?? 'Cancel'}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * A labelled control: the label names the control for screen readers; a hint is tied to it with aria-describedby.
 * With `error` (a failed call) and `name` (the API's name of this field), the API's message for this field shows
 * beside it and is tied to the control the same way (forms show field errors where the person is looking).
 */
export function Field(props: {
  label: string;
  hint?: string;
  name?: string;
  error?: unknown;
  children: (id: string, describedBy: string | undefined) => JSX.Element;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = props.name ? fieldError(props.error, props.name) : null;
  const describedBy = [props.hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={problem ? 'field field-invalid' : 'field'}>
      <label for={id}>{props.label}</label>
      {props.children(id, describedBy)}
      {problem && (
        <p id={errorId} class="field-error">
          {problem}
        </p>
      )}
      {props.hint && (
        <p id={hintId} class="hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select of API values shown as words; `empty` names a first choice of none (`Any`, `None`). */
export function ChoiceField(props: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
  empty?: string;
  hint?: string;
  name?: string;
  error?: unknown;
}) {
  return (
    <Field label={props.label} hint={props.hint} name={props.name} error={props.error}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.empty !== undefined && <option value="">{props.empty}</option>}
          {props.choices.map((c) => (
            <option key={c} value={c}>
              {words(c)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The API's message about `field` (its name in the request, as `details.field` gives it) in a failed call, or null. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.body.details?.field !== field) return null;
  return error.body.details.message;
}

/** A failed call, said in words and announced (role=alert). */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {messageOf(error)}
    </p>
  );
}

/** A short confirmation of what just happened, announced politely. */
/** A dialog form's buttons: its submit (off while busy or not ready, saying `busyLabel` while busy) and Cancel. */
export function DialogFormActions(props: {
  label: string;
  busy: boolean;
  busyLabel: string;
  danger?: boolean;
  disabled?: boolean;
  onClose: () => void;
}) {
  return (
    <div class="actions">
      <button type="submit" class={props.danger ? 'danger' : 'primary'} disabled={props.busy || props.disabled}>
        {props.busy ? props.busyLabel : props.label}
      </button>
      <button type="button" onClick={props.onClose}>
        Cancel
      </button>
    </div>
  );
}

/** Hands the browser a file to save, as a download of `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Notice({ text }: { text: string | null }) {
  return (
    <p class="notice" role="status" aria-live="polite">
      {text ?? ''}
    </p>
  );
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Focus for a list's Add button: call `added()` with the add, and the control `target` picks inside `container` (the
 * new row's) takes the focus in the render that adds the row. A layout effect: after paint, a key pressed meanwhile
 * would already have gone to the field the focus then leaves.
 */
export function useFocusAdded<T extends HTMLElement>(target: (container: T) => HTMLElement | null | undefined) {
  const container = useRef<T>(null);
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    if (count && container.current) target(container.current)?.focus();
  }, [count]);
  return { container, added: () => setCount((n) => n + 1) };
}

/**
 * Runs `load` now and whenever `deps` change; an answer that arrives after a newer request started is dropped. New
 * `deps` are a new question: its old answer is not shown meanwhile (a list's next page never shows the previous
 * page's rows under its own "Showing 21–40"); `reload()` asks the same question again and keeps showing the answer.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  const askedTick = useRef(tick);
  useEffect(() => {
    const mine = ++seq.current;
    const again = askedTick.current !== tick;
    askedTick.current = tick;
    setState((s) => ({ data: again ? s.data : undefined, loading: true, error: null }));
    load().then(
      (data) => mine === seq.current && setState({ data, error: null, loading: false }),
      (error: unknown) => mine === seq.current && setState((s) => ({ data: s.data, error, loading: false })),
    );
    // The caller names the dependencies (load is a new function on every render).
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/**
 * Where a list page starts: its place in the list (what "Showing 21–40" counts from) and, when Next reached it, the
 * API's cursor for it (`pagination.next_cursor`: the page continues after the last row seen, so rows added meanwhile
 * neither repeat nor go missing, at the same cost at any depth). Previous goes back by offset.
 */
export interface ListPlace {
  offset: number;
  cursor?: string;
}

export const FIRST_PAGE: ListPlace = { offset: 0 };

/** The place a list's address names (`offset`, `cursor`). */
export function placeOf(query: URLSearchParams): ListPlace {
  const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0);
  const cursor = query.get('cursor') ?? undefined;
  return cursor ? { offset, cursor } : { offset };
}

/** The address's values for a place (none for the first page). */
export function placeParams(place: ListPlace): { offset?: number; cursor?: string } {
  return { offset: place.offset || undefined, cursor: place.cursor };
}

/** What a list call sends for a place: its cursor when it has one, else its offset. */
export function pageQuery(place: ListPlace, limit: number): { limit: number; offset?: number; cursor?: string } {
  return place.cursor ? { limit, cursor: place.cursor } : { limit, offset: place.offset };
}

/** "Showing 21–40 of 134" and Previous / Next (Next by the API's cursor where the list gives one). */
export function Pager({
  pagination,
  place,
  onPage,
  label,
}: {
  pagination: Pagination | undefined;
  place: ListPlace;
  onPage: (place: ListPlace) => void;
  label: string;
}) {
  if (!pagination || pagination.total === 0) return null;
  const { total, limit } = pagination;
  const { offset } = place;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  const next = (): ListPlace =>
    pagination.next_cursor ? { offset: offset + limit, cursor: pagination.next_cursor } : { offset: offset + limit };
  return (
    <nav class="pager" aria-label={`${label} pages`}>
      <span>{from > total ? `Past the end (${total})` : `Showing ${from}–${to} of ${total}`}</span>
      <button type="button" onClick={() => onPage({ offset: Math.max(0, offset - limit) })} disabled={offset === 0}>
        Previous
      </button>
      <button type="button" onClick={() => onPage(next())} disabled={!pagination.has_more}>
        Next
      </button>
    </nav>
  );
}

/** Copies `value` to the clipboard; says so (or says to copy by hand where the browser refuses). */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span class="copy">
      <button type="button" onClick={copy}>
        {label}
      </button>
      <span role="status" class="hint">
        {state === 'copied'
          ? 'Copied.'
          : state === 'failed'
            ? 'Copying was refused by the browser: select the text and copy it.'
            : ''}
      </span>
    </span>
  );
}

/** A secret the API shows once: the value, a copy button, and the warning that it will not be shown again. */
export function SecretOnce({ label, value, warning }: { label: string; value: string; warning: string }) {
  const id = useId();
  return (
    <div class="secret">
      <label for={id}>{label}</label>
      <div class="secret-row">
        <input
          id={id}
          class="mono"
          type="text"
          readOnly
          value={value}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <CopyButton value={value} />
      </div>
      <p class="warning">
        <strong>Shown once.</strong> {warning}
      </p>
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'good' | 'bad' | 'warn' | 'muted' | 'info';
  children: ComponentChildren;
}) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

/** The page's heading, focusable so a route change can move focus (and screen readers) to it. */
export function PageTitle({ children, actions }: { children: ComponentChildren; actions?: ComponentChildren }) {
  return (
    <div class="page-title">
      <h1 tabIndex={-1}>{children}</h1>
      {actions && <div class="actions">{actions}</div>}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="muted" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** A page (or part) the person's role does not reach. */
export function NoAccess({ what }: { what: string }) {
  return (
    <section>
      <PageTitle>{what}</PageTitle>
      <p>Your role in this workspace does not give access to {what.toLowerCase()}. Ask a workspace owner or admin.</p>
    </section>
  );
}
