import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { type MenuItem, menuFor } from '../../core/permissions/index.ts';
import { apiUrl } from '../api/http.ts';
import { navCommandId } from '../commands/appCommands.ts';
import { useT } from '../i18n/useT.ts';
import { formatKeys } from '../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../keyboard/keymapState.ts';
import { appState } from '../state/appState.ts';
import { sessionState } from '../state/sessionState.ts';
import { displayName } from './displayName.ts';
import { useAccess } from './useAccess.ts';

interface TileSection {
  title: string;
  entries: { path: string; title: string }[];
}

/** Menu entries as tile sections: single entries first under one heading, then each menu group. */
function sections(items: MenuItem[], mainTitle: string): TileSection[] {
  const main: TileSection = { title: mainTitle, entries: [] };
  const groups: TileSection[] = [];
  for (const item of items) {
    if (item.children) {
      const entries = item.children.flatMap((c) => (c.path ? [{ path: c.path, title: c.title }] : []));
      groups.push({ title: item.title, entries });
    } else if (item.path && item.path !== '/') {
      main.entries.push({ path: item.path, title: item.title });
    }
  }
  return [main, ...groups].filter((s) => s.entries.length > 0);
}

/** Home (/): large logo, greeting and one tile per menu entry of the user. */
export function HomePage() {
  const t = useT();
  const { config } = useSnapshot(appState);
  const { user } = useSnapshot(sessionState);
  const { role, authDisabled, ctx } = useAccess();
  const list = sections(menuFor(role, ctx), t('home.mainGroup'));
  const name = authDisabled ? t('topBar.authDisabledUser') : displayName(user);
  // Each tile shows the key of its screen (the user's own binding), not its path.
  const { overrides } = useSnapshot(keymapState);
  const keyOf = new Map<string, string>();
  for (const b of effectiveKeymap(overrides)) if (b.keys[0]) keyOf.set(b.command, formatKeys(b.keys[0]));
  return (
    // Not a landmark of its own: <main> is one already, and the view title it would be named by can
    // be a tile group's name too (axe landmark-unique).
    <div className="home">
      <header className="home-header">
        {config?.view.largeLogo && (
          <img className="large-logo" src={apiUrl(config.view.largeLogo)} alt="" width={110} />
        )}
        <div>
          <h1 id="home-title">{config?.view.title}</h1>
          <p className="home-welcome">{t('home.welcome', { name })}</p>
        </div>
      </header>
      {list.length === 0 && <p className="screen-empty">{t('home.noEntries')}</p>}
      {list.map((s) => (
        <section key={s.title} className="tile-section" aria-label={s.title}>
          <h2>{s.title}</h2>
          <ul className="tiles">
            {s.entries.map((e) => (
              <li key={e.path}>
                <Link href={e.path} className="tile" data-testid="home-tile" data-path={e.path}>
                  <span className="tile-title">{e.title}</span>
                  {keyOf.has(navCommandId(e.path)) && (
                    <kbd className="tile-path">{keyOf.get(navCommandId(e.path))}</kbd>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
