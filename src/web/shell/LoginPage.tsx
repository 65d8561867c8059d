import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { landingRoute } from '../../core/permissions/index.ts';
import { loginSchema } from '../../core/users/users.schemas.ts';
import { apiUrl } from '../api/http.ts';
import { useT } from '../i18n/useT.ts';
import { appState } from '../state/appState.ts';
import { screenTitleKey } from './screenTitle.ts';
import { signIn } from './session.ts';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

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
        <label className="field">
          <span className="field-label">{t('login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
            maxLength={100}
          />
          {errors.username && (
            <span className="field-error" id="login-username-error">
              {errors.username}
            </span>
          )}
        </label>
        <label className="field">
          <span className="field-label">{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            maxLength={200}
          />
          {errors.password && (
            <span className="field-error" id="login-password-error">
              {errors.password}
            </span>
          )}
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="login-hint">{t('login.hint')}</p>
      </form>
    </div>
  );
}
