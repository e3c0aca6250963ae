// Request and response schemas of workspace members.
import Type, { type Static } from 'typebox';
import { Component, PrefixedId, Ref } from '../../platform/http/schemas.js';
import { Email, RoleSchema } from './session-schemas.js';

export const Member = Component('Member', Type.Object({
  user_id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('invited')], {
    description: 'invited until the person has joined the workspace: chosen their password through its setup link, signed in to it, or been given a password by an operator',
  }),
  created_at: Type.String(),
}));

export const MemberParams = Type.Object({ userId: PrefixedId('usr') });

export const InviteBody = Type.Object({ email: Email, role: RoleSchema }, { examples: [{ email: 'ana.popescu@example.com', role: 'developer' }] });
/** An invitation as the service takes it: never a password (only the person chooses theirs). */
export type InviteBody = Static<typeof InviteBody>;

export const ChangeRoleBody = Type.Object({ role: RoleSchema }, { examples: [{ role: 'admin' }] });

export const Invited = Type.Object({
  data: Type.Object({
    member: Ref(Member),
    setup_url: Type.String({
      description:
        'One-time link (24 h) where a person new to the service chooses a password. Someone who already has an account signs in with their own password instead: the link cannot set it. The answer is the same either way. Shown here only.',
    }),
  }),
});
