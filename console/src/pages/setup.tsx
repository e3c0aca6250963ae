// Choose a password from an invitation or setup link (`#/setup?token=…`, POST /v1/auth/password). The token is
// used once; the page then sends the person to the sign-in with their email filled in.
import { useState } from 'preact/hooks';
import { api, ApiError } from '../api.js';
import { navigate } from '../router.js';
import { ErrorLine, Field, PageTitle } from '../ui.js';

const MIN = 10;
const MAX = 200;

export function SetupPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!token) {
    return (
      <section class="card auth">
        <PageTitle>Set your password</PageTitle>
        <p>This link has no setup token. Open the whole link you were given, or ask a workspace owner or admin for a new one.</p>
      </section>
    );
  }
  if (done) {
    return (
      <section class="card auth">
        <PageTitle>Password set</PageTitle>
        <p role="status">The password for <strong>{done}</strong> is set. You can sign in now.</p>
        <div class="actions">
          <button type="button" class="primary" onClick={() => navigate('#/sign-in', { replace: true })}>Go to sign-in</button>
        </div>
      </section>
    );
  }

  const mismatch = repeat.length > 0 && repeat !== password;
  const submit = async (e: Event) => {
    e.preventDefault();
    if (password.length < MIN || password.length > MAX) return setError(new Error(`The password needs ${MIN} to ${MAX} characters.`));
    if (password !== repeat) return setError(new Error('The two passwords differ.'));
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/v1/auth/password', { body: { token, password } });
      sessionStorage.setItem('tc.email', data.data.email);
      setDone(data.data.email);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 410) && !err.field?.startsWith('password')) {
        setError(new Error('This link is not valid any more (used, expired or mistyped). Ask a workspace owner or admin for a new one.'));
      } else {
        setError(err);
      }
    }
  };

  return (
    <section class="card auth">
      <PageTitle>Set your password</PageTitle>
      <form onSubmit={submit}>
        <Field label="New password" hint={`${MIN} to ${MAX} characters. A passphrase of a few words is easy to remember and hard to guess.`}>
          {(id, hint) => (
            <input id={id} type="password" autocomplete="new-password" required minLength={MIN} maxLength={MAX} aria-describedby={hint} value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Repeat the password">
          {(id) => (
            <input id={id} type="password" autocomplete="new-password" required aria-invalid={mismatch} value={repeat} onInput={(e) => setRepeat(e.currentTarget.value)} />
          )}
        </Field>
        {mismatch && <p class="hint">The two passwords differ.</p>}
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>{busy ? 'Saving…' : 'Set password'}</button>
        </div>
      </form>
    </section>
  );
}
