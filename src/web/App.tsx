import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import { useT } from './i18n/useT.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { useGuardedLocation } from './shell/navigationGuard.ts';
import { RouteGuard } from './shell/RouteGuard.tsx';
import { startApp } from './shell/startup.ts';
import { appState } from './state/appState.ts';
import { LoadingLine } from './ui/LoadingLine.tsx';

// History-mode routes under the base path (/logistics/); wouter wants it without the trailing slash.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

function StartupFailed() {
  const t = useT();
  return (
    <div className="startup-failed" role="alert">
      <p>{t('app.startupFailed')}</p>
      <button className="btn btn-primary" onClick={() => void startApp()}>
        {t('app.retry')}
      </button>
    </div>
  );
}

/** Root: waits for the start-up sequence, then guards every route inside the shell. */
export function App() {
  const { status } = useSnapshot(appState);
  if (status === 'loading') return <LoadingLine />;
  if (status === 'failed') return <StartupFailed />;
  return (
    <Router base={BASE} hook={useGuardedLocation}>
      <AppShell>
        <RouteGuard>
          <AppRoutes />
        </RouteGuard>
      </AppShell>
    </Router>
  );
}
