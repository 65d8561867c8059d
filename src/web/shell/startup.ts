import { type ClientConfig, fetchConfig, fetchVersion } from '../api/config.api.ts';
import { apiUrl, configureHttp } from '../api/http.ts';
import { showAlert } from '../state/alertState.ts';
import { appState } from '../state/appState.ts';
import { sessionState } from '../state/sessionState.ts';
import { followOtherTabs, handleUnauthorized, loadActiveModules, restoreSession } from './session.ts';

export const DEFAULT_PRIMARY_COLOR = '#1976D2';

/** Title, favicon and primary colour from the view configuration. */
function applyView(config: ClientConfig): void {
  const primary = config.colors?.primary || DEFAULT_PRIMARY_COLOR;
  document.documentElement.style.setProperty('--primary', primary);
  if (config.view?.title) document.title = config.view.title;
  if (config.view?.favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = apiUrl(config.view.favicon);
  }
}

let wired = false;

/** Connects the API client to the session and the alert popup; once per page. */
function wireOnce(): void {
  if (wired) return;
  wired = true;
  configureHttp({
    token: () => sessionState.token,
    authDisabled: () => appState.config?.disableAuth === true,
    onUnauthorized: handleUnauthorized,
    onAlert: (message) => showAlert(message),
  });
  followOtherTabs();
}

/**
 * Start-up of shell.md §4: configuration, then the stored sign-in, then (when signed in) the active
 * modules, then the application shows. The build version loads alongside and never blocks.
 */
export async function startApp(): Promise<void> {
  wireOnce();
  appState.status = 'loading';
  try {
    const { config, constants, enums } = await fetchConfig();
    appState.config = config;
    appState.constants = constants;
    appState.enums = enums;
    applyView(config);
  } catch {
    appState.status = 'failed';
    return;
  }
  fetchVersion()
    .then((v) => {
      appState.buildVersion = v.buildVersion;
    })
    .catch(() => {});
  const signedIn = appState.config.disableAuth || restoreSession();
  if (signedIn) await loadActiveModules();
  appState.status = 'ready';
}
