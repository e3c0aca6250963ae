// Workspace settings, one section per area. An area declares its own keys (their schemas, defaults and the checks
// a schema cannot express) in its `workspace-settings.ts`; src/modules/index.ts registers each section here and
// hands the area the reader it gets back. The workspaces module stores every section in the workspace row's
// `settings` JSON and answers them together on GET/PATCH /v1/workspace: the workspace-wide keys first, then each
// section in the order it was registered.
import Type, { type TProperties, type TSchema } from 'typebox';
import { isTimeZone } from '../../platform/dates.js';
import { json } from '../../platform/db/codecs.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { KeptReads } from '../../platform/db/kept-reads.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { CurrencyCode } from '../../platform/http/schemas.js';
import { checkCurrency } from '../../platform/money.js';
import { workspacesStore as store } from './store.js';

/** An area's settings `T`: one schema of each key as answered and as patched, its default, and extra checks. */
export interface SettingsSection<T extends object> {
  /** Each key's schema as answered in `data`. */
  answer: { [K in keyof T]: TSchema };
  /** Each key's schema in a PATCH body (bounds, patterns). */
  patch: { [K in keyof T]: TSchema };
  /** Each key's value while the workspace has not set it. */
  defaults: T;
  /** What a schema cannot check (a known currency, an IANA zone): throws a ValidationError naming the key. */
  check?(values: Partial<T>): void;
}

/**
 * What only the data can tell about a PATCH body's values of a section (a product id that is another workspace's):
 * run in the update's transaction before anything is written; throws naming the key.
 */
export type SettingsVerifier<T> = (db: Executor, workspaceId: string, values: Partial<T>) => Promise<void>;

/** A workspace's settings of one section and the workspace-wide ones; `db`: the caller's transaction, if any. */
export type SettingsReader<T> = ((db: Executor, workspaceId: string) => Promise<GeneralSettings & T>) & {
  /** The same values from settings already read (`PageSeller.settings`): one read serves several sections. */
  of(stored: Record<string, unknown>): GeneralSettings & T;
};

/** The workspace-wide settings, which every area's reader includes. */
export type GeneralSettings = {
  defaultCurrency: string;
  /** IANA time zone of the workspace's calendar days. */
  timezone: string;
};

export const generalSettings: SettingsSection<GeneralSettings> = {
  answer: { defaultCurrency: Type.String(), timezone: Type.String() },
  patch: {
    defaultCurrency: CurrencyCode({
      description: 'The currency (ISO 4217 code, e.g. EUR) the workspace works in where nothing names another.',
    }),
    timezone: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        "The IANA time zone of the workspace's calendar days (availability calendars, invoice dates), e.g. Europe/Vienna.",
    }),
  },
  defaults: { defaultCurrency: 'EUR', timezone: 'UTC' },
  check(values) {
    if (values.defaultCurrency !== undefined) checkCurrency('defaultCurrency', values.defaultCurrency);
    if (values.timezone !== undefined && !isTimeZone(values.timezone))
      throw new ValidationError('timezone', 'must be an IANA time zone, e.g. Europe/Bucharest');
  },
};

export class SettingsRegistry {
  private readonly sections: Array<SettingsSection<object>> = [generalSettings];
  /** Every availability read and booking reads its workspace's settings first: kept while the data is unchanged. */
  private readonly stored: KeptReads<{ settings: unknown } | undefined> | undefined;
  private readonly verifiers: Array<SettingsVerifier<Record<string, unknown>>> = [];
  /** Set once the resource's schemas are built: a section registered later would be missing from them. */
  private built = false;

  /** `database`: the one the readers read (their settings kept between changes); none for schemas alone. */
  constructor(database?: Database) {
    this.stored = database && new KeptReads(database);
  }

  /**
   * Adds an area's section; its keys are answered after those registered before. The reader gives the section's
   * values and the workspace-wide ones, each stored value over its default. `verify`: the section's checks against
   * the data, given by the wiring (src/modules/index.ts), which can reach the other areas they ask.
   */
  register<T extends object>(section: SettingsSection<T>, verify?: SettingsVerifier<T>): SettingsReader<T> {
    if (this.built) throw new Error('workspace settings sections must be registered before the routes are built');
    for (const key of Object.keys(section.answer))
      if (this.keys().includes(key)) throw new Error(`workspace setting ${key} is declared twice`);
    this.sections.push(section);
    if (verify) this.verifiers.push(verify as SettingsVerifier<Record<string, unknown>>);
    // One answer per stored object (SQLite's parsed settings are kept per text): read on every availability read
    // and booking, so made once and shared, frozen.
    const made = new WeakMap<Record<string, unknown>, GeneralSettings & T>();
    const of = (stored: Record<string, unknown>) => {
      let values = made.get(stored);
      if (!values) {
        values = Object.freeze({ ...valuesOf(generalSettings, stored), ...valuesOf(section, stored) });
        made.set(stored, values);
      }
      return values;
    };
    const read = async (db: Executor, workspaceId: string) => {
      const row = await (this.stored
        ? this.stored.get(db, workspaceId, () => store.settingsOf(db, workspaceId))
        : store.settingsOf(db, workspaceId));
      if (!row) throw new NotFoundError('Workspace');
      return of(parsedSettings(workspaceId, row.settings));
    };
    return Object.assign(read, { of });
  }

  /** Every key, in the order the resource answers them. */
  keys(): string[] {
    return this.sections.flatMap((s) => Object.keys(s.answer));
  }

  /** The answered schemas of every key, in order (GET/PATCH /v1/workspace `data`). */
  answerSchemas(): TProperties {
    this.built = true;
    return Object.assign({}, ...this.sections.map((s) => s.answer));
  }

  /** The PATCH body schemas of every key, in order. */
  patchSchemas(): TProperties {
    this.built = true;
    return Object.assign({}, ...this.sections.map((s) => s.patch));
  }

  /** Every key's stored value over its default. */
  values(stored: Record<string, unknown>): Record<string, unknown> {
    return Object.assign({}, ...this.sections.map((s) => valuesOf(s, stored)));
  }

  /** Runs each section's checks on a PATCH body, in order: the first problem is the 400. */
  check(body: Record<string, unknown>): void {
    for (const s of this.sections) s.check?.(body);
  }

  /** Runs each section's checks against the data on a PATCH body (`db`: the update's transaction). */
  async verify(db: Executor, workspaceId: string, body: Record<string, unknown>): Promise<void> {
    for (const verify of this.verifiers) await verify(db, workspaceId, body);
  }

  /**
   * The settings among `values`, in key order: a body may carry other keys (unknown fields are ignored, never
   * stored), and a row written before this rule may hold some, which the next write drops.
   */
  known(values: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      this.keys()
        .filter((k) => values[k] !== undefined)
        .map((k) => [k, values[k]]),
    );
  }
}

/** The last settings text parsed per workspace: a booking reads its workspace's settings several times. */
const parsed = new Map<string, { text: string; value: Record<string, unknown> }>();
const PARSED_MAX = 1000;

/**
 * The stored settings as an object. The row is read every time (never stale); only the parse of text seen before
 * is skipped. On PostgreSQL the driver has parsed the JSON already.
 */
export function parsedSettings(workspaceId: string, raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return json.read<Record<string, unknown>>(raw);
  const hit = parsed.get(workspaceId);
  if (hit && hit.text === raw) return hit.value;
  const value = json.read<Record<string, unknown>>(raw);
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(workspaceId, { text: raw, value });
  return value;
}

/** A section's keys, each its stored value (null included) or else its default. */
function valuesOf<T extends object>(section: SettingsSection<T>, stored: Record<string, unknown>): T {
  // Stored values were checked against the section's schemas when they were written.
  return Object.fromEntries(
    Object.entries(section.defaults).map(([key, d]) => [key, stored[key] !== undefined ? stored[key] : d]),
  ) as T;
}
