import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { landingRoute } from '../../core/permissions/index.ts';
import { loginSchema } from '../../core/users/users.schemas.ts';
import { apiUrl } from '../api/http.ts';
import { useT } from '../i18n/useT.ts';
import { appState } from '../state/appState.ts';
import { screenTitleKey } from './screenTitle.ts';
import { signIn } from './session.ts';

type LoginFieldName = 'username' | 'password';
type FieldErrors = Partial<Record<LoginFieldName, string>>;

/** One field of the sign-in form, its message under it (`login-<name>-error`, the input described by it). */
function LoginField({
  label,
  error,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  name: LoginFieldName;
  label: string;
  error: string | undefined;
  onValue(value: string): void;
}) {
  const errorId = `login-${input.name}-error`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        {...input}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}

/**
 * Sign-in (/login): user name has focus, Tab goes to the password, Enter submits. A refused sign-in
 * shows the server's message in the alert popup (the API client does that); afterwards the user
 * lands on the route of their role.
 */
export function LoginPage() {
  const t = useT();
  const { config } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const role = await signIn(parsed.data);
      navigate(landingRoute(role), { replace: true });
    } catch {
      // The alert popup already shows the server's message.
      setBusy(false);
    }
  };

  const view = config?.view;
  return (
    <div className="login-page">
      <form className="login-card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <div className="login-brand">
          {view?.largeLogo && <img className="large-logo" src={apiUrl(view.largeLogo)} alt="" width={110} />}
          <span className="login-app-title">{view?.title}</span>
        </div>
        <h1 id="login-title">{t(screenTitleKey('/login'))}</h1>
        <LoginField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          value={username}
          onValue={setUsername}
          error={errors.username}
          maxLength={100}
        />
        <LoginField
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
          maxLength={200}
        />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="login-hint">{t('login.hint')}</p>
      </form>
    </div>
  );
}
