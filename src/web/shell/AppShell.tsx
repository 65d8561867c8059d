import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { hearsOfRefusedRules } from '../../core/permissions/actions.ts';
import { sidePanelVisible } from '../../core/permissions/index.ts';
import { DemoHost } from '../features/demo/DemoHost.tsx';
import { useT } from '../i18n/useT.ts';
import { TerminalLayer } from '../keyboard/TerminalLayer.tsx';
import { useRulesRefusedNotice } from '../rules/useRulesRefusedNotice.ts';
import { alertState } from '../state/alertState.ts';
import { AlertDialog } from './AlertDialog.tsx';
import { focusOnArrival, keepFocusOnPage } from './arrivalFocus.ts';
import { BottomBar } from './BottomBar.tsx';
import { Notice } from './Notice.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useAccess } from './useAccess.ts';

/** Frame of every screen: top bar, side menu (where core allows it), content, status line, alerts. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const [path] = useLocation();
  const { role, loggedIn, authDisabled } = useAccess();
  const { queue } = useSnapshot(alertState);
  const showSide = sidePanelVisible(path, role, loggedIn, authDisabled);
  const onLogin = path === '/login';
  // A rule change the server kept out is told to the superadmins (issue 36).
  useRulesRefusedNotice(loggedIn && hearsOfRefusedRules(role));
  // After a navigation that removed the focused element (a tile, a link in the old screen), focus
  // lands on the content, so the next Tab starts there and not at the top of the page, and in the
  // screen's grid once its rows are there.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!path || !main) return;
    return focusOnArrival(main);
  }, [path]);
  // A reload that redraws the focused row or card never leaves the focus on the page body.
  useEffect(() => {
    const main = document.getElementById('main');
    return main ? keepFocusOnPage(main) : undefined;
  }, []);
  return (
    <>
      {/* While an alert is open the rest of the page is inert: focus and clicks stay in the dialog. */}
      <div className="shell" inert={queue.length > 0}>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        {!onLogin && <TopBar />}
        <div className="shell-body">
          {showSide && <SideMenu />}
          <main id="main" className="content" tabIndex={-1}>
            {children}
          </main>
        </div>
        <BottomBar />
        <Notice />
      </div>
      <TerminalLayer />
      <DemoHost />
      <AlertDialog />
    </>
  );
}
