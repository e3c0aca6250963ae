// Forms: field definitions a workspace publishes, public submissions checked against them, and the same check
// for the booking wizard's billing and passenger data (bookingPort).
import type { Config } from '../../config.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { json, jsonOrNull } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Tx } from '../../platform/db/index.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, tryParseId } from '../../platform/ids.js';
import type { MaybePromise } from '../../platform/maybe-promise.js';
import { ipBucket, type Limits } from '../../platform/rate-limits.js';
import { slugify, writeWithUniqueSlug } from '../../platform/slug.js';
import type {
  CreateFormBody,
  FieldInput,
  Form,
  FormField,
  FormSettings,
  SettingsInput,
  Submission,
  SubmitResponse,
  UpdateFormBody,
} from './schemas.js';
import { formsStore as store, type FormFilters, type FormRow, type FormSortColumn } from './store.js';
import { answered, validateSubmission, type FormIssue } from './validation.js';

const DEFAULT_SUCCESS_MESSAGE = { en: 'Thank you for your submission!' };

/** Takes one request from a rate budget or throws 429 (the route binds it to its reply with applyLimit). */
export type SpendBudget = (bucket: string, limits: Limits) => MaybePromise<void>;

export interface SubmitOptions {
  idempotencyKey?: string;
  /** The client's address: the submit budget per address. */
  clientIp: string;
  spend: SpendBudget;
}

function toForm(row: FormRow): Form {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    name: row.name,
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    fields: json.read<FormField[]>(row.fields),
    settings: jsonOrNull.read<FormSettings>(row.settings),
    notification_emails: json.read<string[]>(row.notification_emails),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Field definitions in their stored form: options as `{value, label}`, `required` always present. */
function normaliseFields(fields: FieldInput[]): FormField[] {
  const seen = new Set<string>();
  return fields.map((f, i) => {
    if (seen.has(f.id)) throw new ValidationError(`fields[${i}].id`, `duplicates the field id "${f.id}"`);
    seen.add(f.id);
    const out: FormField = { id: f.id, type: f.type, label: f.label, required: f.required ?? false };
    if (f.placeholder !== undefined) out.placeholder = f.placeholder;
    if (f.type === 'select') {
      if (!f.options) throw new ValidationError(`fields[${i}].options`, 'a select field needs options');
      const options = f.options.map((o) =>
        typeof o === 'string' ? { value: o, label: o } : { value: o.value, label: o.label ?? o.value },
      );
      const values = new Set(options.map((o) => o.value));
      if (values.size !== options.length)
        throw new ValidationError(`fields[${i}].options`, 'option values must be unique');
      out.options = options;
    } else if (f.options !== undefined) {
      throw new ValidationError(`fields[${i}].options`, 'only select fields take options');
    }
    return out;
  });
}

function isWebUrl(s: string): boolean {
  try {
    return /^https?:$/.test(new URL(s).protocol);
  } catch {
    return false;
  }
}

function normaliseSettings(s: SettingsInput | null): FormSettings | null {
  if (s === null) return null;
  const out: FormSettings = {};
  if (s.success_message !== undefined) out.success_message = s.success_message;
  if (s.redirect_url !== undefined) {
    if (s.redirect_url !== null && !isWebUrl(s.redirect_url)) {
      throw new ValidationError('settings.redirect_url', 'must be an http or https URL');
    }
    out.redirect_url = s.redirect_url;
  }
  return out;
}

/** The columns a create or update body sets (slug aside); undefined = leave unchanged. */
function columnsOf(body: UpdateFormBody): Partial<FormRow> {
  const name = body.name?.trim();
  if (name === '') throw new ValidationError('name', 'must not be blank');
  const emails = body.notification_emails ?? body.notificationEmails;
  const cols: Partial<FormRow> = {
    name,
    title: body.title,
    description: body.description,
    status: body.status,
    fields: body.fields && json.write(normaliseFields(body.fields)),
    settings: body.settings === undefined ? undefined : jsonOrNull.write(normaliseSettings(body.settings)),
    notification_emails: emails && json.write([...new Set(emails.map((e) => e.trim().toLowerCase()))]),
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

function searchText(row: Pick<FormRow, 'name' | 'title' | 'slug'>): string {
  return [row.name, row.title, row.slug].filter(Boolean).join(' ').toLowerCase();
}

function toSubmission(row: { id: string; form_id: string; data: string; created_at: string }): Submission {
  return {
    id: row.id,
    form_id: row.form_id,
    data: json.read<Record<string, unknown>>(row.data),
    created_at: row.created_at,
  };
}

export interface FormsDeps extends DataDeps {
  config: Pick<Config, 'formSubmitMaxBytes' | 'formSubmitPerIp' | 'formSubmitPerForm'>;
}

export class FormsService {
  constructor(private readonly deps: FormsDeps) {}

  /** The largest submit body (the route's body limit: larger is a 413). */
  get maxSubmitBytes(): number {
    return this.deps.config.formSubmitMaxBytes;
  }

  /** The booking wizard's view of forms (bookings' FormsPort). */
  readonly bookingPort = {
    validate: (workspaceId: string, formId: string, data: Record<string, unknown>, alsoAccepted?: readonly string[]) =>
      this.validate(workspaceId, formId, data, alsoAccepted),
  };

  async create(workspaceId: string, createdBy: string, body: CreateFormBody): Promise<Form> {
    const cols = columnsOf(body);
    const name = body.name.trim();
    const now = clock.iso();
    const base: FormRow = {
      id: newId('form'),
      workspace_id: workspaceId,
      name,
      slug: body.slug ?? slugify(name, 'form'),
      title: cols.title ?? name,
      description: cols.description ?? null,
      status: cols.status ?? 'draft',
      fields: cols.fields ?? '[]',
      settings: cols.settings ?? null,
      notification_emails: cols.notification_emails ?? '[]',
      created_by: createdBy,
      search_text: '',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    return writeWithUniqueSlug({
      chosen: body.slug,
      derived: base.slug,
      taken: (slug) => store.slugTaken(this.deps.db.kysely, workspaceId, slug),
      conflict: (slug) => new SlugTaken(slug),
      isTaken: (err) => isUniqueViolation(err) || err instanceof SlugTaken,
      write: async (slug) => {
        const row = { ...base, slug };
        row.search_text = searchText(row);
        const form = toForm(row);
        await this.deps.db.transaction(async (tx) => {
          await this.claimSlug(tx, workspaceId, row.slug);
          await store.insert(tx, row);
          await this.deps.outbox.emit(tx, workspaceId, 'form.created', form);
        });
        return form;
      },
    });
  }

  async get(workspaceId: string, id: string): Promise<Form> {
    return toForm(await this.row(workspaceId, id));
  }

  async list(workspaceId: string, filters: FormFilters, sort: Sort<FormSortColumn>, page: Page) {
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toForm), total };
  }

  /** The spec's PUT: the fields the body carries change, the rest stay (the example body carries only `title`). */
  async update(workspaceId: string, id: string, body: UpdateFormBody): Promise<Form> {
    const cols = columnsOf(body);
    if (body.slug !== undefined) cols.slug = body.slug;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const current = await store.get(tx, workspaceId, id);
        if (!current) throw new NotFoundError('Form');
        if (Object.keys(cols).length === 0) return toForm(current); // nothing to change: no write, no event
        if (cols.slug !== undefined && cols.slug !== current.slug) await this.claimSlug(tx, workspaceId, cols.slug);
        const next: FormRow = { ...current, ...cols, updated_at: clock.iso() };
        next.search_text = searchText(next);
        await this.write(tx, workspaceId, id, { ...cols, search_text: next.search_text, updated_at: next.updated_at });
        const form = toForm(next);
        await this.deps.outbox.emit(tx, workspaceId, 'form.updated', form);
        return form;
      });
    } catch (err) {
      if (isUniqueViolation(err) && cols.slug !== undefined) throw new SlugTaken(cols.slug);
      throw err;
    }
  }

  /** Soft delete: the form stops answering; its submissions are kept and its slug stays the workspace's. */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await store.get(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Form');
      const now = clock.iso();
      await this.write(tx, workspaceId, id, { deleted_at: now, updated_at: now });
      await this.deps.outbox.emit(tx, workspaceId, 'form.deleted', { ...toForm(current), deleted_at: now });
    });
  }

  /** Problems of `data` against a form of the workspace (any status); an unknown form is one problem. */
  async validate(
    workspaceId: string,
    formId: string,
    data: Record<string, unknown>,
    alsoAccepted: readonly string[] = [],
  ): Promise<FormIssue[]> {
    const fields = await this.fields(workspaceId, formId);
    if (!fields) return [{ field: 'form', message: `form ${formId} does not exist` }];
    return validateSubmission(fields, data, alsoAccepted);
  }

  /** A form's fields (any status, as `validate` checks them), or null when the workspace has no such form. */
  async fields(workspaceId: string, formId: string): Promise<FormField[] | null> {
    const id = tryParseId(formId, 'form');
    const row = id ? await store.get(this.deps.db.kysely, workspaceId, id) : undefined;
    return row ? json.read<FormField[]>(row.fields) : null;
  }

  /**
   * The public submit: only a published form, found by id or slug, takes data; its workspace is the form's. Every
   * request spends the client address's submit budget, and every request reaching a form that form's budget, so
   * neither one address nor many together can flood a form. Blank answers are dropped as if not sent. With an
   * Idempotency-Key (unique per form), a repeat of the same data answers the first submission again (`replayed`)
   * instead of storing a duplicate; the same key with other data is a 422.
   */
  async submit(
    idOrSlug: string,
    sent: Record<string, unknown>,
    opts: SubmitOptions,
  ): Promise<{ response: SubmitResponse; replayed: boolean }> {
    const { idempotencyKey, clientIp, spend } = opts;
    await spend(`form-submit:${ipBucket(clientIp)}`, this.deps.config.formSubmitPerIp);
    if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > 255)) {
      throw new ValidationError('Idempotency-Key', 'must be 1 to 255 characters');
    }
    const id = tryParseId(idOrSlug, 'form');
    const row = await store.findPublished(this.deps.db.kysely, id ? { id } : { slug: idOrSlug.toLowerCase() });
    if (!row) throw new NotFoundError('Form');
    await spend(`form-submit:${row.id}`, this.deps.config.formSubmitPerForm);
    const data = answered(sent);
    const issues = validateSubmission(json.read<FormField[]>(row.fields), data);
    if (issues.length)
      throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', { details: issues[0], issues });
    const answer = (submissionId: string): SubmitResponse => {
      const settings = jsonOrNull.read<FormSettings>(row.settings);
      return {
        success: true,
        submission_id: submissionId,
        message: settings?.success_message ?? DEFAULT_SUCCESS_MESSAGE,
        redirect_url: settings?.redirect_url ?? null,
      };
    };
    const stored = json.write(data);
    const replay = async (): Promise<{ response: SubmitResponse; replayed: boolean } | undefined> => {
      if (idempotencyKey === undefined) return undefined;
      const first = await store.submissionByKey(this.deps.db.kysely, row.workspace_id, row.id, idempotencyKey);
      if (!first) return undefined;
      if (first.data !== stored)
        throw new UnprocessableError(
          'IDEMPOTENCY_KEY_REUSED',
          'Idempotency-Key was already used with a different request',
        );
      return { response: answer(first.id), replayed: true };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    const submission: Submission = { id: newId('sub'), form_id: row.id, data, created_at: clock.iso() };
    try {
      await this.deps.db.transaction(async (tx) => {
        await store.insertSubmission(tx, {
          ...submission,
          workspace_id: row.workspace_id,
          data: stored,
          idempotency_key: idempotencyKey ?? null,
        });
        await this.deps.outbox.emit(tx, row.workspace_id, 'form.submission.created', submission);
      });
    } catch (err) {
      // A concurrent request with the same key stored first: answer as its repeat.
      const concurrent = isUniqueViolation(err) ? await replay() : undefined;
      if (!concurrent) throw err;
      return concurrent;
    }
    return { response: answer(submission.id), replayed: false };
  }

  async submissions(workspaceId: string, formId: string, sort: Sort<'created_at'>, page: Page) {
    await this.row(workspaceId, formId);
    const { rows, total } = await store.listSubmissions(this.deps.db.kysely, workspaceId, formId, sort, page);
    return { items: rows.map(toSubmission), total };
  }

  /** Writes a live form; one deleted since it was read (a concurrent DELETE) is a 404, so no event follows. */
  private async write(tx: Tx, workspaceId: string, id: string, patch: Partial<FormRow>): Promise<void> {
    const result = await store.update(tx, workspaceId, id, patch);
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('Form');
  }

  /** Takes the slug for the workspace (its first use reserves it for good) or refuses it: another workspace's. */
  private async claimSlug(tx: Tx, workspaceId: string, slug: string): Promise<void> {
    if (!(await store.claimSlug(tx, workspaceId, slug, clock.iso()))) throw new SlugTaken(slug);
  }

  private async row(workspaceId: string, id: string): Promise<FormRow> {
    const row = await store.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Form');
    return row;
  }
}

/** A slug a live form has, or another workspace used: 409 naming the field. */
class SlugTaken extends ConflictError {
  constructor(slug: string) {
    super('FORM_SLUG_TAKEN', `The slug "${slug}" is already used by another form`, {
      details: { field: 'slug', message: 'is already used by another form' },
    });
  }
}
