// Sign in with email and password (POST /v1/auth/sign-in); the answer sets the session cookie.
import { useState } from 'preact/hooks';
import { api, type Session } from '../api.js';
import { ErrorLine, Field, PageTitle } from '../ui.js';

export function SignInPage({ notice, onSignedIn }: { notice: string | null; onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState(() => sessionStorage.getItem('tc.email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/v1/auth/sign-in', { body: { email: email.trim(), password } });
      sessionStorage.removeItem('tc.email');
      onSignedIn(data.data);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <section class="card auth">
      <PageTitle>Sign in</PageTitle>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={submit}>
        <Field label="Email">
          {(id) => (
            <input
              id={id}
              type="email"
              name="email"
              autocomplete="username"
              required
              value={email}
              onInput={(e) => setEmail(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Password">
          {(id) => (
            <input
              id={id}
              type="password"
              name="password"
              autocomplete="current-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          )}
        </Field>
        <ErrorLine error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      <p class="hint">
        No account yet? A workspace owner or admin invites you and gives you a link to choose your password.
      </p>
    </section>
  );
}
