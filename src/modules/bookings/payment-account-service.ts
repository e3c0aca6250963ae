// Payment accounts: a workspace's account at each payment provider. Which providers a workspace may use follows
// its type (sandbox: only the built-in test provider; live: never it); credentials are sealed with
// PAYMENT_CREDENTIALS_KEY before they are stored and are never answered again, only which fields are set.
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import { AppError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { DataDeps } from '../../platform/module.js';
import { seal, sealingKey } from '../../platform/sealed.js';
import type { PaymentAccount, PaymentProviderName, UpsertPaymentAccountBody } from './payment-account-schemas.js';
import { paymentAccountsStore, type PaymentAccountRow } from './payment-account-store.js';

/** Each provider's workspace type and credential fields (all required when credentials are given). */
const PROVIDERS: Record<PaymentProviderName, { workspaceType: 'live' | 'sandbox'; name: string; fields: string[] }> = {
  paymentprovider: { workspaceType: 'live', name: 'Card payments', fields: ['posSignature', 'apiKey'] },
  stripe: { workspaceType: 'live', name: 'Stripe', fields: ['secretKey', 'webhookSecret'] },
  test: { workspaceType: 'sandbox', name: 'Test payments', fields: [] },
};

export interface PaymentAccountsDeps extends DataDeps {
  config: Pick<Config, 'paymentCredentialsKey'>;
}

function toAccount(row: PaymentAccountRow): PaymentAccount {
  const fields = json.read<string[]>(row.config_fields);
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    provider: row.provider,
    displayName: row.display_name,
    liveMode: bool.read(row.live_mode),
    status: row.status,
    configEncrypted: row.config_sealed === null ? null : { enc: 'aes-256-gcm', fields },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class PaymentAccountsService {
  /** The sealing key; a malformed PAYMENT_CREDENTIALS_KEY stops the start-up. */
  private readonly key: Buffer | undefined;

  constructor(private readonly deps: PaymentAccountsDeps) {
    const text = deps.config.paymentCredentialsKey;
    this.key = text ? sealingKey('PAYMENT_CREDENTIALS_KEY', text) : undefined;
  }

  async list(workspaceId: string, provider?: string): Promise<PaymentAccount[]> {
    return (await paymentAccountsStore.list(this.deps.db.kysely, workspaceId, provider)).map(toAccount);
  }

  async get(workspaceId: string, id: string): Promise<PaymentAccount> {
    const row = await paymentAccountsStore.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Payment account');
    return toAccount(row);
  }

  /**
   * Creates the workspace's account at the body's provider, or updates it (one per provider). Credentials given
   * replace the stored ones whole; omitted on an update, the stored ones are kept.
   */
  async upsert(
    workspaceId: string,
    workspaceType: 'live' | 'sandbox',
    body: UpsertPaymentAccountBody,
  ): Promise<{ id: string }> {
    const provider = PROVIDERS[body.provider];
    if (provider.workspaceType !== workspaceType)
      throw new UnprocessableError(
        'PAYMENT_PROVIDER_NOT_ALLOWED',
        workspaceType === 'sandbox'
          ? 'Sandbox workspaces pay only through the test provider'
          : 'Live workspaces cannot use the test provider',
        { field: 'provider', message: `is not available to ${workspaceType} workspaces`, workspaceType },
      );
    const liveMode = body.liveMode ?? body.live_mode;
    if (liveMode && workspaceType === 'sandbox') throw new ValidationError('liveMode', 'must be false in a sandbox');
    const config = credentials(body, provider.fields);
    return this.deps.db.transaction(async (tx) => {
      const now = clock.iso();
      const existing = await paymentAccountsStore.byProviderForUpdate(tx, workspaceId, body.provider);
      if (!existing && provider.fields.length > 0 && !config)
        throw new ValidationError('config', `is required: ${provider.fields.join(', ')}`);
      const id = existing?.id ?? newId('payacct');
      const sealed = config
        ? { config_sealed: this.seal(workspaceId, id, config), config_fields: json.write(provider.fields) }
        : {};
      const displayName = body.displayName ?? body.display_name;
      if (existing) {
        await paymentAccountsStore.update(tx, workspaceId, id, {
          ...sealed,
          ...(displayName !== undefined ? { display_name: displayName } : {}),
          ...(liveMode !== undefined ? { live_mode: bool.write(liveMode) } : {}),
          updated_at: now,
        });
      } else {
        await paymentAccountsStore.insert(tx, {
          id,
          workspace_id: workspaceId,
          provider: body.provider,
          display_name: displayName ?? provider.name,
          live_mode: bool.write(liveMode ?? workspaceType === 'live'),
          status: 'active',
          config_sealed: null,
          config_fields: json.write([]),
          ...sealed,
          created_at: now,
          updated_at: now,
        });
      }
      return { id };
    });
  }

  /** The credentials sealed to their account (501 without PAYMENT_CREDENTIALS_KEY: nothing is stored in clear). */
  private seal(workspaceId: string, id: string, config: Record<string, string>): string {
    if (!this.key)
      throw new AppError(501, 'PAYMENT_CREDENTIALS_KEY_MISSING', 'This server cannot store payment credentials', {
        details: { field: 'config', message: 'the server has no PAYMENT_CREDENTIALS_KEY' },
      });
    return seal(this.key, `${workspaceId}/${id}`, config);
  }
}

/** The body's credentials, exactly the provider's fields, or undefined when none are given. */
function credentials(body: UpsertPaymentAccountBody, fields: string[]): Record<string, string> | undefined {
  if (!body.config) return undefined;
  const given = body.config as Record<string, string | undefined>;
  for (const k of Object.keys(given))
    if (!fields.includes(k)) throw new ValidationError(`config.${k}`, `is not a credential of ${body.provider}`);
  for (const f of fields) if (!given[f]) throw new ValidationError(`config.${f}`, 'is required');
  return Object.fromEntries(fields.map((f) => [f, given[f]!]));
}
