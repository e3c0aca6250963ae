// Request and response schemas of sign-in, the session and password links (snake_case, like the rest of the API).
import Type, { type Static } from 'typebox';
import { Component, PrefixedId, Ref } from '../../platform/http/schemas.js';
import { ROLES } from '../../platform/http/scopes.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.js';

export const RoleSchema = Type.Union(
  [Type.Literal('owner'), Type.Literal('admin'), Type.Literal('developer'), Type.Literal('viewer')],
  { description: ROLES.join(', ') },
);
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const WorkspaceTypeSchema = Type.Union([Type.Literal('live'), Type.Literal('sandbox')]);

export const SignInBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  workspaceId: Type.Optional(PrefixedId('ws')),
});
export type SignInBody = Static<typeof SignInBody>;

export const SwitchWorkspaceBody = Type.Object({ workspaceId: PrefixedId('ws') });

const LinkToken = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'The token of the one-time link (`token=` of the setup link)',
});

export const SetPasswordBody = Type.Object({
  token: LinkToken,
  password: Type.String({
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  }),
});

export const InvitationBody = Type.Object({ token: LinkToken });

export const InvitationData = Type.Object({
  data: Type.Object({
    email: Type.String({ description: 'The invited email' }),
    workspace: Type.Object(
      { id: Type.String(), name: Type.String() },
      { description: 'The workspace that invited it' },
    ),
    has_password: Type.Boolean({
      description:
        'true: the account has a password; the person accepts with it (POST /v1/auth/accept-invitation). false: they choose their first password (POST /v1/auth/password).',
    }),
  }),
});

export const AcceptInvitationBody = Type.Object({
  token: LinkToken,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'The account’s own password' }),
});

export const Session = Component(
  'Session',
  Type.Object({
    user: Type.Object({ id: Type.String(), email: Type.String() }),
    workspace: Type.Object({ id: Type.String(), name: Type.String(), type: WorkspaceTypeSchema }),
    role: RoleSchema,
    scopes: Type.Array(Type.String(), { description: 'Every route scope the role grants' }),
    workspaces: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), type: WorkspaceTypeSchema, role: RoleSchema }),
    ),
    csrf_token: Type.String({
      description: 'Send it as X-CSRF-Token with every POST, PUT, PATCH and DELETE made with the cookie',
    }),
    expires_at: Type.String({
      description: 'When the session ends if left unused (idle end or absolute end, whichever is first)',
    }),
  }),
);

export const SessionData = Type.Object({ data: Ref(Session) });

export const PasswordSet = Type.Object({ data: Type.Object({ user_id: Type.String(), email: Type.String() }) });
