// The workspace settings resource (GET/PATCH /v1/workspace).
import Type, { type Static } from 'typebox';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';

export const WorkspaceSettings = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]),
  defaultCurrency: Type.String(),
  timezone: Type.String(),
  wizardBillingFormId: Nullable(Type.String()),
  wizardPassengerFormId: Nullable(Type.String()),
  defaultInvoiceSeries: Type.String(),
  limits: Type.Object({ perMinute: Type.Integer(), burst: Type.Integer() }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WorkspaceSettings = Static<typeof WorkspaceSettings>;

export const UpdateWorkspaceBody = Type.Partial(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    defaultCurrency: Type.String({ pattern: '^[A-Z]{3}$' }),
    timezone: Type.String({ minLength: 1, maxLength: 64 }),
    wizardBillingFormId: Nullable(PrefixedId('form')),
    wizardPassengerFormId: Nullable(PrefixedId('form')),
    defaultInvoiceSeries: Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{0,31}$' }),
  }),
);
export type UpdateWorkspaceBody = Static<typeof UpdateWorkspaceBody>;
