// People: the travellers and billing contacts of a workspace (events `customer.*`).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isCountryCode } from '../../platform/countries.js';
import { json } from '../../platform/db/codecs.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { CreatePersonBody, Person, UpdatePersonBody } from './schemas.js';
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

  constructor(private readonly deps: DataDeps) {
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
}
