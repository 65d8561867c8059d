import { useLocation } from 'wouter';
import { routeTitle } from '../../core/permissions/index.ts';
import { useT } from '../i18n/useT.ts';
import { useAccess } from './useAccess.ts';

/** A route whose business screen is not built yet: its title and one plain line, never made-up data. */
export function PlaceholderScreen() {
  const t = useT();
  const [path] = useLocation();
  const { ctx } = useAccess();
  const { title, group } = routeTitle(path, ctx);
  return (
    <section className="screen" aria-labelledby="screen-title" data-testid="screen" data-path={path}>
      <header className="screen-header">
        {group && <span className="screen-group">{group} ›</span>}
        <h1 id="screen-title">{title}</h1>
      </header>
      <p className="screen-empty">{t('screen.notAvailable')}</p>
    </section>
  );
}
