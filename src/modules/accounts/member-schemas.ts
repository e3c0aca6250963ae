// Request and response schemas of workspace members.
import Type, { type Static } from 'typebox';
import { Component, PrefixedId, Ref } from '../../platform/http/schemas.js';
import { Email, RoleSchema } from './session-schemas.js';

export const Member = Component(
  'Member',
  Type.Object({
    user_id: Type.String(),
    email: Type.String(),
    role: RoleSchema,
    status: Type.Union([Type.Literal('active'), Type.Literal('invited')], {
      description:
        'invited until the person has joined the workspace through its setup link (chosen their first password, or accepted with the password of the account they have), or an operator gave them a password; an invited member has no access',
    }),
    created_at: Type.String(),
  }),
);

export const MemberParams = Type.Object({ userId: PrefixedId('usr') });

export const InviteBody = Type.Object(
  { email: Email, role: RoleSchema },
  { examples: [{ email: 'ana.popescu@example.com', role: 'developer' }] },
);
/** An invitation as the service takes it: never a password (only the person chooses theirs). */
export type InviteBody = Static<typeof InviteBody>;

export const ChangeRoleBody = Type.Object({ role: RoleSchema }, { examples: [{ role: 'admin' }] });

export const Invited = Type.Object({
  data: Type.Object({
    member: Ref(Member),
    setup_url: Type.String({
      description:
        'One-time link (24 h) for the person invited, shown here only: someone new chooses their password there; someone who already has an account accepts the invitation there with its password (the link cannot set it). The answer is the same either way. Give it to the person only: with the account’s password, it opens the workspace.',
    }),
  }),
});
