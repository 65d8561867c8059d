import { addDays } from '../../../core/calendar/workdays.ts';
import type { OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';
import { formatDate, startOfWeek, toInternalDate } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import type { OrganizerActions } from './useOrganizerCommands.ts';

/** The organizer's header: the title, the week with its buttons and the depot choice. */
export function OrganizerToolbar({
  week,
  depot,
  depots,
  actions,
  onDepot,
}: {
  week: string;
  depot: string | undefined;
  depots: OrganizerResponse['depots'];
  actions: OrganizerActions;
  onDepot(depot: string | undefined): void;
}) {
  const t = useT();
  const today = toInternalDate(new Date());
  return (
    <header className="screen-header org-header">
      <h1 id="screen-title">{t(screenTitleKey('/freight-organizer'))}</h1>
      <div className="org-nav">
        <button type="button" onClick={actions['organizer.previousWeek']}>
          ‹ {t('organizer.cmd.previousWeek')} <KeyHint command="organizer.previousWeek" />
        </button>
        <strong className="org-week" data-testid="org-week">
          {t('organizer.week', { from: formatDate(week), to: formatDate(addDays(week, 6)) })}
        </strong>
        <button type="button" onClick={actions['organizer.nextWeek']}>
          {t('organizer.cmd.nextWeek')} › <KeyHint command="organizer.nextWeek" />
        </button>
        <button type="button" onClick={actions['organizer.thisWeek']} disabled={startOfWeek(today) === week}>
          {t('organizer.cmd.thisWeek')} <KeyHint command="organizer.thisWeek" />
        </button>
        <KeyboardSelect
          label={t('organizer.depot')}
          hint={<KeyHint command="organizer.nextDepot" />}
          testId="org-depot"
          value={depot ?? ''}
          onChange={(v) => onDepot(v === '' ? undefined : v)}
          choices={[
            ...depots.map((d) => ({ value: d.shortName, label: `${d.shortName} – ${d.name}` })),
            { value: '', label: t('organizer.allDepots') },
          ]}
        />
      </div>
    </header>
  );
}
