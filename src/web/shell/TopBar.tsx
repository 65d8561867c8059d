import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { apiUrl } from '../api/http.ts';
import { useT } from '../i18n/useT.ts';
import { appState } from '../state/appState.ts';
import { UserMenu } from './UserMenu.tsx';
import { useAccess } from './useAccess.ts';

/** Logo (45 px), title from the view configuration, and the user menu when signed in. */
export function TopBar() {
  const t = useT();
  const { config } = useSnapshot(appState);
  const { loggedIn } = useAccess();
  const view = config?.view;
  return (
    <header className="top-bar">
      <Link href="/" className="brand" aria-label={t('topBar.home')}>
        {view?.logo && <img className="logo" src={apiUrl(view.logo)} alt="" width={45} />}
        <span className="app-title">{view?.title}</span>
      </Link>
      <div className="top-bar-spacer" />
      {loggedIn && <UserMenu />}
    </header>
  );
}
