// Response schema of the audit log.
import Type from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';
import { AUDIT_ACTIONS } from './audit-service.js';

export const AuditEntry = Component(
  'AuditEntry',
  Type.Object({
    id: Type.String(),
    at: Type.String(),
    actor: Type.Object({
      type: Type.Union([Type.Literal('user'), Type.Literal('key'), Type.Literal('operator')]),
      id: Nullable(Type.String()),
      email: Nullable(Type.String()),
    }),
    action: Type.String({ description: AUDIT_ACTIONS.join(', ') }),
    target: Nullable(Type.Object({ type: Type.String(), id: Type.String() })),
    ip: Nullable(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
  }),
);

export const AuditQuery = Type.Object({ action: Type.Optional(Type.String({ maxLength: 64 })) });
