import { Link, useLocation } from 'wouter';
import { type MenuItem, menuFor } from '../../core/permissions/index.ts';
import { commandIdOf, runCommand } from '../commands/registry.ts';
import { commandContext } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { useAccess } from './useAccess.ts';

function MenuLink({ item, active }: { item: MenuItem & { path: string }; active: boolean }) {
  return (
    <Link
      href={item.path}
      className={active ? 'menu-link active' : 'menu-link'}
      aria-current={active ? 'page' : undefined}
      data-testid="menu-link"
      data-path={item.path}
    >
      {item.title}
    </Link>
  );
}

const hasPath = (i: MenuItem): i is MenuItem & { path: string } => typeof i.path === 'string';

/** An entry that runs a command (the demo dialog) instead of opening a screen. */
function MenuCommand({ item }: { item: MenuItem & { command: string } }) {
  return (
    <button
      type="button"
      className="menu-link menu-command"
      data-testid="menu-command"
      data-command={item.command}
      onClick={() => {
        const id = commandIdOf(item.command);
        if (id) runCommand(id, commandContext());
      }}
    >
      {item.title}
    </button>
  );
}

/** The side menu of core menuFor: groups (Fuvartervező, Statisztikák, Törzsadatok) and single entries. */
export function SideMenu() {
  const t = useT();
  const [location] = useLocation();
  const { role, ctx } = useAccess();
  const items = menuFor(role, ctx);
  return (
    <nav className="side-menu" aria-label={t('menu.label')}>
      <ul className="menu-list">
        {items.map((item) =>
          item.children ? (
            <li key={`group:${item.title}`} className="menu-group">
              <span className="menu-group-title" id={`menu-group-${item.ability}`}>
                {item.title}
              </span>
              <ul aria-labelledby={`menu-group-${item.ability}`}>
                {item.children.filter(hasPath).map((child) => (
                  <li key={`${child.path}:${child.ability}`}>
                    <MenuLink item={child} active={child.path === location} />
                  </li>
                ))}
              </ul>
            </li>
          ) : hasPath(item) ? (
            <li key={`${item.path}:${item.ability}`}>
              <MenuLink item={item} active={item.path === location} />
            </li>
          ) : item.command ? (
            <li key={`command:${item.command}`}>
              <MenuCommand item={{ ...item, command: item.command }} />
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
