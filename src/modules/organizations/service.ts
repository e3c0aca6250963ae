// Organizations: partner companies of a workspace. Rules and transactions live here; SQL in the store.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isCountryCode } from '../../platform/countries.js';
import { json, jsonOrNull } from '../../platform/db/codecs.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { Address, CreateOrganizationBody, Organization, UpdateOrganizationBody } from './schemas.js';
import {
  organizationsStore as store,
  type OrganizationFilters,
  type OrganizationRow,
  type OrganizationSortColumn,
} from './store.js';

function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legal_name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    taxId: row.tax_id,
    kind: row.kind,
    billingAddress: jsonOrNull.read<Address>(row.billing_address),
    visitingAddress: jsonOrNull.read<Address>(row.visiting_address),
    metadata: json.read<Record<string, unknown>>(row.metadata),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** camelCase wins over snake_case when a body carries both. */
function either<T>(camel: T | undefined, snake: T | undefined): T | undefined {
  return camel !== undefined ? camel : snake;
}

function checkAddress(field: string, a: Address | null | undefined): void {
  if (a?.country !== undefined && !isCountryCode(a.country))
    throw new ValidationError(`${field}.country`, 'must be an ISO 3166-1 alpha-2 country code');
}

/** The columns a create or update body sets; undefined = leave unchanged, null = clear. */
function columnsOf(body: UpdateOrganizationBody): Partial<OrganizationRow> {
  const billing = either(body.billingAddress, body.billing_address);
  const visiting = either(body.visitingAddress, body.visiting_address);
  checkAddress('billingAddress', billing);
  checkAddress('visitingAddress', visiting);
  const cols: Partial<OrganizationRow> = {
    name: body.name?.trim(),
    legal_name: either(body.legalName, body.legal_name),
    email: body.email === undefined || body.email === null ? body.email : body.email.toLowerCase(),
    phone: body.phone,
    description: body.description,
    tax_id: either(body.taxId, body.tax_id),
    kind: body.kind,
    billing_address: billing === undefined ? undefined : jsonOrNull.write(billing),
    visiting_address: visiting === undefined ? undefined : jsonOrNull.write(visiting),
    metadata: body.metadata === undefined ? undefined : json.write(body.metadata),
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

function searchText(row: Pick<OrganizationRow, 'name' | 'legal_name' | 'description'>): string {
  return [row.name, row.legal_name, row.description].filter(Boolean).join(' ').toLowerCase();
}

export class OrganizationsService {
  private readonly byId;

  constructor(private readonly deps: DataDeps) {
    this.byId = store.getById(deps.db.kysely);
  }

  async create(workspaceId: string, body: CreateOrganizationBody): Promise<Organization> {
    const now = clock.iso();
    const cols = columnsOf(body);
    if (!cols.name) throw new ValidationError('name', 'must not be blank');
    const row: OrganizationRow = {
      id: newId('org'),
      workspace_id: workspaceId,
      name: cols.name,
      legal_name: cols.legal_name ?? null,
      email: cols.email ?? null,
      phone: cols.phone ?? null,
      description: cols.description ?? null,
      tax_id: cols.tax_id ?? null,
      kind: cols.kind ?? null,
      billing_address: cols.billing_address ?? null,
      visiting_address: cols.visiting_address ?? null,
      metadata: cols.metadata ?? '{}',
      search_text: '',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    row.search_text = searchText(row);
    const org = toOrganization(row);
    await this.deps.db.transaction(async (tx) => {
      await store.insert(tx, row);
      await this.deps.outbox.emit(tx, workspaceId, 'organization.created', org);
    });
    return org;
  }

  /** Whether the organization exists in the workspace (the booking engine checks references with it). */
  async exists(workspaceId: string, id: string): Promise<boolean> {
    return (await this.byId(this.deps.db.kysely, [workspaceId, id])) !== undefined;
  }

  async get(workspaceId: string, id: string): Promise<Organization> {
    const row = await this.byId(this.deps.db.kysely, [workspaceId, id]);
    if (!row) throw new NotFoundError('Organization');
    return toOrganization(row);
  }

  async list(workspaceId: string, filters: OrganizationFilters, sort: Sort<OrganizationSortColumn>, page: Page) {
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toOrganization), total };
  }

  async update(workspaceId: string, id: string, body: UpdateOrganizationBody): Promise<Organization> {
    const cols = columnsOf(body);
    if (cols.name === '') throw new ValidationError('name', 'must not be blank');
    return this.deps.db.transaction(async (tx) => {
      const current = await this.byId(tx, [workspaceId, id]);
      if (!current) throw new NotFoundError('Organization');
      const next: OrganizationRow = { ...current, ...cols, updated_at: clock.iso() };
      next.search_text = searchText(next);
      await store.update(tx, workspaceId, id, { ...cols, search_text: next.search_text, updated_at: next.updated_at });
      const org = toOrganization(next);
      await this.deps.outbox.emit(tx, workspaceId, 'organization.updated', org);
      return org;
    });
  }

  /** Soft delete: the row stays for bookings and invoices that reference it, hidden from reads and lists. */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.byId(tx, [workspaceId, id]);
      if (!current) throw new NotFoundError('Organization');
      const now = clock.iso();
      await store.update(tx, workspaceId, id, { deleted_at: now, updated_at: now });
      await this.deps.outbox.emit(tx, workspaceId, 'organization.deleted', {
        ...toOrganization(current),
        deletedAt: now,
      });
    });
  }
}
