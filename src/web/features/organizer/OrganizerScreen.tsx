import { useT } from '../../i18n/useT.ts';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { OrganizerBoard } from './OrganizerBoard.tsx';
import { OrganizerToolbar } from './OrganizerToolbar.tsx';
import { useOrganizerBoard } from './useOrganizerBoard.ts';
import { useOrganizerCommands } from './useOrganizerCommands.ts';
import { useOrganizerData } from './useOrganizerData.ts';
import './organizer.css';

/**
 * /freight-organizer (Fuvarszervező, business.md §2): a depot's week, Monday to Sunday, each day's
 * freights and pickups as dense cards with the day's totals. Keyboard: arrows move between cards and
 * days, Space selects, Enter (o) opens; PageUp/PageDown change the week, d / Shift+D the depot;
 * f fixes (scheduled), u unfixes (new), Shift+←/→ moves to the day before / after (the save
 * warnings ask), Shift+M shows the freight on the map. URL: ?week=YYYY-MM-DD&depot=SHORT.
 */
export function OrganizerScreen() {
  const t = useT();
  const page = useOrganizerData();
  const board = useOrganizerBoard(page);
  const actions = useOrganizerCommands(page, board, t);
  const { selected } = board;

  return (
    <section
      className="screen organizer"
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path="/freight-organizer"
    >
      <OrganizerToolbar
        week={page.week}
        depot={page.depot}
        depots={page.data?.depots ?? []}
        actions={actions}
        onDepot={(depot) => page.go({ depot })}
      />
      <p className="org-help muted">{t('organizer.keysHelp')}</p>
      {page.loading && <LoadingLine />}
      <div className="org-status" role="status" data-testid="org-message">
        {page.message}
        {selected.size > 0 && ` ${t('organizer.selected', { count: selected.size })}`}
      </div>
      {page.error && (
        <div className="org-error" role="alert">
          {page.error}
        </div>
      )}
      <OrganizerBoard data={page.data} board={board} onOpen={() => actions['organizer.open']?.()} />
      <WarningsPrompt />
    </section>
  );
}
