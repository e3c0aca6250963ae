// Request and response schemas of workspace members.
import Type from 'typebox';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';
import { Email, RoleSchema } from './session-schemas.js';

export const Member = Type.Object({
  user_id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('invited')], { description: 'invited until the person has chosen a password' }),
  created_at: Type.String(),
});

export const MemberParams = Type.Object({ userId: PrefixedId('usr') });

export const InviteBody = Type.Object({ email: Email, role: RoleSchema });

export const ChangeRoleBody = Type.Object({ role: RoleSchema });

export const Invited = Type.Object({
  data: Type.Object({
    member: Member,
    setup_url: Nullable(Type.String({ description: 'One-time link (24 h) where the person chooses a password; null when they have one. Shown here only.' })),
  }),
});
