// The page of an invitation's one-time link (`#/setup?token=…`). It first asks what the link is for
// (POST /v1/auth/invitation, which does not use it): someone new chooses their password (POST /v1/auth/password) and
// then signs in; someone who already has an account accepts with its password (POST /v1/auth/accept-invitation),
// which signs them in to the workspace that invited them. Until then the invitation gives no access.
import { useState } from 'preact/hooks';
import { api, ApiError, type Answer } from '../api.js';
import { navigate } from '../router.js';
import { ErrorLine, Field, Loading, PageTitle, useLoad } from '../ui.js';

const MIN = 10;
const MAX = 200;

type Invitation = Answer<'/v1/auth/invitation', 'post'>['data'];

const LINK_GONE =
  'This link is not valid any more (used, expired, withdrawn or mistyped). Ask a workspace owner or admin for a new one.';

/** A refusal of the link itself (unknown token, used, expired, withdrawn), said as such; anything else as it is. */
function linkError(err: unknown): unknown {
  const aboutLink =
    err instanceof ApiError &&
    (err.code === 'LINK_EXPIRED' || (err.code === 'VALIDATION_FAILED' && err.field === 'token'));
  return aboutLink ? new Error(LINK_GONE) : err;
}

export function SetupPage({ token }: { token: string }) {
  const invitation = useLoad(
    async () => (token ? (await api.POST('/v1/auth/invitation', { body: { token } })).data.data : null),
    [token],
  );

  if (!token) {
    return (
      <section class="card auth">
        <PageTitle>Invitation link</PageTitle>
        <p>
          This link has no setup token. Open the whole link you were given, or ask a workspace owner or admin for a new
          one.
        </p>
      </section>
    );
  }
  if (invitation.error) {
    const error = linkError(invitation.error);
    return (
      <section class="card auth">
        <PageTitle>Invitation link</PageTitle>
        <ErrorLine error={error} />
        {error === invitation.error && (
          <div class="actions">
            <button type="button" onClick={invitation.reload}>
              Try again
            </button>
          </div>
        )}
      </section>
    );
  }
  if (!invitation.data) return <Loading what="the invitation" />;
  return invitation.data.has_password ? (
    <AcceptInvitation token={token} invitation={invitation.data} />
  ) : (
    <ChoosePassword token={token} invitation={invitation.data} />
  );
}

/** Who was invited where, what to do, and the email for password managers (they file the password under it). */
function Invited({ invitation, children }: { invitation: Invitation; children: string }) {
  return (
    <>
      <dl class="facts">
        <dt>Workspace</dt>
        <dd>{invitation.workspace.name}</dd>
        <dt>Email</dt>
        <dd>{invitation.email}</dd>
      </dl>
      <p>{children}</p>
      <input
        type="email"
        name="username"
        autocomplete="username"
        value={invitation.email}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
        class="visually-hidden"
      />
    </>
  );
}

function ChoosePassword({ token, invitation }: { token: string; invitation: Invitation }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <section class="card auth">
        <PageTitle>Password set</PageTitle>
        <p role="status">
          The password for <strong>{invitation.email}</strong> is set. You can sign in to {invitation.workspace.name}{' '}
          now.
        </p>
        <div class="actions">
          <button type="button" class="primary" onClick={() => navigate('#/sign-in', { replace: true })}>
            Go to sign-in
          </button>
        </div>
      </section>
    );
  }

  const mismatch = repeat.length > 0 && repeat !== password;
  const submit = async (e: Event) => {
    e.preventDefault();
    if (password.length < MIN || password.length > MAX)
      return setError(new Error(`The password needs ${MIN} to ${MAX} characters.`));
    if (password !== repeat) return setError(new Error('The two passwords differ.'));
    setBusy(true);
    setError(null);
    try {
      await api.POST('/v1/auth/password', { body: { token, password } });
      sessionStorage.setItem('tc.email', invitation.email);
      setDone(true);
    } catch (err) {
      setBusy(false);
      setError(linkError(err));
    }
  };

  return (
    <section class="card auth">
      <PageTitle>Set your password</PageTitle>
      <form onSubmit={submit}>
        <Invited invitation={invitation}>
          You are invited to this workspace. Choose the password of your new account.
        </Invited>
        <Field
          label="New password"
          hint={`${MIN} to ${MAX} characters. A passphrase of a few words is easy to remember and hard to guess.`}
        >
          {(id, hint) => (
            <input
              id={id}
              type="password"
              autocomplete="new-password"
              required
              minLength={MIN}
              maxLength={MAX}
              aria-describedby={hint}
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Repeat the password">
          {(id) => (
            <input
              id={id}
              type="password"
              autocomplete="new-password"
              required
              aria-invalid={mismatch}
              value={repeat}
              onInput={(e) => setRepeat(e.currentTarget.value)}
            />
          )}
        </Field>
        {mismatch && <p class="hint">The two passwords differ.</p>}
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Set password'}
          </button>
        </div>
      </form>
    </section>
  );
}

function AcceptInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.POST('/v1/auth/accept-invitation', { body: { token, password } });
      // Signed in to the workspace now (the answer set the cookie): the console starts again there, without the token.
      history.replaceState(null, '', '#/');
      location.reload();
    } catch (err) {
      setBusy(false);
      setError(
        err instanceof ApiError && err.code === 'INVALID_CREDENTIALS'
          ? new Error(`That is not the password of ${invitation.email}.`)
          : linkError(err),
      );
    }
  };

  return (
    <section class="card auth">
      <PageTitle>Accept the invitation</PageTitle>
      <form onSubmit={submit}>
        <Invited invitation={invitation}>
          You are invited to this workspace, and this email already has an account: enter its password to accept and
          join.
        </Invited>
        <Field
          label="Password"
          hint="The password you sign in with. Not your account, or forgotten the password? Do not guess: ask whoever invited you."
        >
          {(id, hint) => (
            <input
              id={id}
              type="password"
              name="password"
              autocomplete="current-password"
              required
              maxLength={MAX}
              aria-describedby={hint}
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Accepting…' : 'Accept and sign in'}
          </button>
        </div>
      </form>
    </section>
  );
}
