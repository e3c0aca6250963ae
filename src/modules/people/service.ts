// People: the travellers and billing contacts of a workspace (events `customer.*`).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isCountryCode } from '../../platform/countries.js';
import { json } from '../../platform/db/codecs.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { Executor } from '../../platform/db/index.js';
import type { DataSubject, ExportSections, Retained } from '../../platform/personal-data.js';
import type { DataRightsPorts, Requester } from './ports.js';
import type { CreatePersonBody, Person, PersonErasure, PersonExport, UpdatePersonBody } from './schemas.js';
import { peopleStore as store, type PersonFilters, type PersonRow, type PersonSortColumn } from './store.js';

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    emails: json.read<string[]>(row.emails),
    phones: json.read<string[]>(row.phones),
    country: row.country,
    defaultEmail: row.default_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.erased_at !== null && { erasedAt: row.erased_at }),
  };
}

function normalise(body: UpdatePersonBody): Partial<PersonRow> {
  if (body.country !== undefined && body.country !== null && !isCountryCode(body.country.toUpperCase())) {
    throw new ValidationError('country', 'must be an ISO 3166-1 alpha-2 country code');
  }
  const firstName = body.firstName?.trim();
  const lastName = body.lastName?.trim();
  if (firstName === '') throw new ValidationError('firstName', 'must not be blank');
  if (lastName === '') throw new ValidationError('lastName', 'must not be blank');
  const emails = body.emails && [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  const cols: Partial<PersonRow> = {
    first_name: firstName,
    last_name: lastName,
    emails: emails && json.write(emails),
    // The first email is the default one (spec: defaultEmail in responses).
    default_email: emails && (emails[0] ?? null),
    phones: body.phones && json.write(body.phones.map((p) => p.trim())),
    country: body.country === undefined ? undefined : (body.country?.toUpperCase() ?? null),
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

function searchText(row: PersonRow): string {
  return [row.first_name, row.last_name, ...json.read<string[]>(row.emails)].join(' ').toLowerCase();
}

export class PeopleService {
  private readonly byId;

  constructor(
    private readonly deps: DataDeps,
    private readonly rights: DataRightsPorts,
  ) {
    this.byId = store.getById(deps.db.kysely);
  }

  async create(workspaceId: string, body: CreatePersonBody): Promise<Person> {
    const now = clock.iso();
    const cols = normalise(body);
    const row: PersonRow = {
      id: newId('ppl'),
      workspace_id: workspaceId,
      first_name: cols.first_name ?? '',
      last_name: cols.last_name ?? '',
      emails: cols.emails ?? '[]',
      phones: cols.phones ?? '[]',
      country: cols.country ?? null,
      default_email: cols.default_email ?? null,
      search_text: '',
      created_at: now,
      updated_at: now,
      deleted_at: null,
      erased_at: null,
      erasure: null,
    };
    row.search_text = searchText(row);
    const person = toPerson(row);
    await this.deps.db.transaction(async (tx) => {
      await store.insert(tx, row);
      await this.deps.outbox.emit(tx, workspaceId, 'customer.created', person);
    });
    return person;
  }

  /** Whether the person exists in the workspace (the booking engine checks references with it). */
  async exists(workspaceId: string, id: string): Promise<boolean> {
    return (await this.byId(this.deps.db.kysely, [workspaceId, id])) !== undefined;
  }

  async get(workspaceId: string, id: string): Promise<Person> {
    const row = await this.byId(this.deps.db.kysely, [workspaceId, id]);
    if (!row) throw new NotFoundError('Person');
    return toPerson(row);
  }

  async list(workspaceId: string, filters: PersonFilters, sort: Sort<PersonSortColumn>, page: Page) {
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toPerson), total };
  }

  async update(workspaceId: string, id: string, body: UpdatePersonBody): Promise<Person> {
    const cols = normalise(body);
    return this.deps.db.transaction(async (tx) => {
      const current = await this.byId(tx, [workspaceId, id]);
      if (!current) throw new NotFoundError('Person');
      // An erasure is final: no update may make the record identifiable again by accident.
      if (current.erased_at !== null)
        throw new ConflictError('PERSON_ERASED', 'This person’s personal data was erased');
      const next: PersonRow = { ...current, ...cols, updated_at: clock.iso() };
      next.search_text = searchText(next);
      await store.update(tx, workspaceId, id, { ...cols, search_text: next.search_text, updated_at: next.updated_at });
      const person = toPerson(next);
      await this.deps.outbox.emit(tx, workspaceId, 'customer.updated', person);
      return person;
    });
  }

  /** Soft delete, like organizations: bookings keep pointing at the person. */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.byId(tx, [workspaceId, id]);
      if (!current) throw new NotFoundError('Person');
      const now = clock.iso();
      await store.update(tx, workspaceId, id, { deleted_at: now, updated_at: now });
      await this.deps.outbox.emit(tx, workspaceId, 'customer.deleted', { ...toPerson(current), deletedAt: now });
    });
  }

  /** Everything the workspace holds about the person (deleted or not), as one document; the request is audited. */
  async exportData(workspaceId: string, id: string, by: Requester): Promise<PersonExport> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, workspaceId, id);
      const subject = await this.subjectOf(tx, row);
      const sections: ExportSections = {};
      for (const holder of this.rights.holders) Object.assign(sections, await holder.collect(tx, subject));
      await this.rights.audit(tx, { workspaceId, ...by, action: 'person.exported', personId: id });
      return {
        exportedAt: clock.iso(),
        person: toPerson(row),
        ...(sections as Omit<PersonExport, 'exportedAt' | 'person' | 'retained'>),
        retained: subject.retained,
      };
    });
  }

  /**
   * Replaces the person's personal data everywhere it is held, in one transaction; records that must keep it by law
   * (issued invoices) stay and are named. Irreversible; a repeat answers what the first erasure did.
   */
  async erase(workspaceId: string, id: string, by: Requester): Promise<PersonErasure> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.held(tx, workspaceId, id);
      const done = erasureOf(row);
      if (row.erased_at !== null && done) return { id, erasedAt: row.erased_at, retained: done.retained };
      const subject = await this.subjectOf(tx, row);
      const retained: Retained[] = [];
      for (const holder of this.rights.holders) retained.push(...(await holder.erase(tx, subject)));
      const now = clock.iso();
      await store.erase(tx, workspaceId, id, {
        first_name: '',
        last_name: '',
        emails: '[]',
        phones: '[]',
        country: null,
        default_email: null,
        search_text: '',
        erased_at: now,
        erasure: json.write({ retained }),
        updated_at: now,
      });
      // Its payload names no one: the id, when, and the bookings whose contact went.
      await this.deps.outbox.emit(tx, workspaceId, 'customer.erased', {
        id,
        erasedAt: now,
        bookingIds: subject.bookingIds,
      });
      await this.rights.audit(tx, { workspaceId, ...by, action: 'person.erased', personId: id });
      return { id, erasedAt: now, retained };
    });
  }

  private async held(tx: Executor, workspaceId: string, id: string): Promise<PersonRow> {
    const row = await store.getHeld(tx, workspaceId, id);
    if (!row) throw new NotFoundError('Person');
    return row;
  }

  private async subjectOf(tx: Executor, row: PersonRow): Promise<DataSubject> {
    const first = row.first_name.trim().toLowerCase();
    const last = row.last_name.trim().toLowerCase();
    const names = [`${first} ${last}`.trim(), first, last].filter((n) => n !== '');
    const found = {
      workspaceId: row.workspace_id,
      personId: row.id,
      emails: json.read<string[]>(row.emails).map((e) => e.toLowerCase()),
      phones: json.read<string[]>(row.phones),
      names: [...new Set(names)],
    };
    return {
      ...found,
      bookingIds: await this.rights.customerBookingIds(tx, found),
      retained: erasureOf(row)?.retained ?? [],
    };
  }
}

const erasureOf = (row: PersonRow) => (row.erasure === null ? null : json.read<{ retained: Retained[] }>(row.erasure));
