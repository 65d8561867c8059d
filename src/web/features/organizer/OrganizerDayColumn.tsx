import type { OrganizerCard, OrganizerDay } from '../../../core/organizer/organizer.schemas.ts';
import { formatDate, formatTime, weekdayName } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { cardKey, formatAmount } from './organizerBoard.ts';

interface Props {
  day: OrganizerDay;
  /** The day's estimated trucks by type (capacity_estimate module), null when the module is off. */
  capacity: Readonly<Record<string, number>> | null;
  dayIndex: number;
  cards: readonly OrganizerCard[];
  focusKey: string | null;
  /** The day holding the keyboard when it has no cards. */
  focusedEmpty: boolean;
  selected: ReadonlySet<string>;
  statusLabel(card: OrganizerCard): string;
  onFocusCard(day: number, index: number): void;
}

/** One day of the board: its header with the totals, then its freights and pickups as dense cards. */
export function OrganizerDayColumn({
  day,
  capacity,
  dayIndex,
  cards,
  focusKey,
  focusedEmpty,
  selected,
  statusLabel,
  onFocusCard,
}: Props) {
  const t = useT();
  const { totals } = day;
  const types = [...new Set([...Object.keys(totals.trucks), ...Object.keys(capacity ?? {})])]
    .filter((type) => type !== '')
    .sort((a, b) => a.localeCompare(b));
  // Each truck type: the freights planned on it, against the estimate when the module is on.
  const trucks = types.map((type) => {
    const planned = totals.trucks[type] ?? 0;
    const estimated = capacity ? (capacity[type] ?? 0) : null;
    return { type, planned, estimated, short: estimated !== null && planned > estimated };
  });
  const short = trucks.some((x) => x.short);
  const headerId = `org-day-${day.date}`;
  return (
    <section className={`org-day${day.workday ? '' : ' org-day-off'}`} aria-labelledby={headerId}>
      <header className="org-day-head">
        <h2 id={headerId}>
          <span className="org-weekday">{weekdayName(day.date)}</span> {formatDate(day.date)}
          {!day.workday && <span className="org-off"> · {t('organizer.dayOff')}</span>}
        </h2>
        <p className="org-totals" data-testid={`org-totals-${day.date}`}>
          {t('organizer.totals', {
            freights: totals.freights,
            pickups: totals.pickups,
            pallets: formatAmount(totals.pallets),
            kg: formatAmount(totals.kg),
          })}
        </p>
        {trucks.length > 0 && (
          <p className="org-trucks" data-testid={`org-trucks-${day.date}`}>
            {trucks.map((x, i) => (
              <span key={x.type} className={x.short ? 'org-short' : undefined}>
                {i > 0 && ' · '}
                {x.estimated === null
                  ? `${x.type} × ${x.planned}`
                  : t('organizer.trucksAgainst', {
                      type: x.type,
                      planned: x.planned,
                      estimated: x.estimated,
                    })}
              </span>
            ))}
          </p>
        )}
        {short && (
          <p className="org-short" role="note">
            {t('organizer.capacityShort')}
          </p>
        )}
      </header>
      <div
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={headerId}
        className="org-cards"
        data-testid={`org-day-${day.date}`}
      >
        {cards.length === 0 && (
          <div
            className="org-empty"
            role="option"
            aria-selected={false}
            tabIndex={focusedEmpty ? 0 : -1}
            data-focus-key={`empty:${day.date}`}
            onFocus={() => onFocusCard(dayIndex, 0)}
          >
            {t('organizer.noCards')}
          </div>
        )}
        {cards.map((c, index) => {
          const key = cardKey(c);
          const isSelected = selected.has(key);
          return (
            <div
              key={key}
              role="option"
              aria-selected={isSelected}
              tabIndex={focusKey === key ? 0 : -1}
              data-focus-key={key}
              data-testid="org-card"
              data-number={c.number}
              data-status={c.status}
              className={`org-card org-${c.kind} org-status-${c.status}${isSelected ? ' org-selected' : ''}`}
              onFocus={() => onFocusCard(dayIndex, index)}
              onClick={() => onFocusCard(dayIndex, index)}
            >
              <div className="org-card-line">
                <strong>
                  {c.kind === 'freight'
                    ? t('organizer.freightNo', { n: c.number })
                    : t('organizer.pickupNo', { n: c.number })}
                </strong>
                <span className="org-badge">{statusLabel(c)}</span>
                {c.timeSlotTime && <span className="org-slot">{formatTime(c.timeSlotTime)}</span>}
              </div>
              <div className="org-card-line org-figures">
                <span>{c.truckType ?? '—'}</span>
                <span>{t('organizer.pallets', { n: formatAmount(c.pallets) })}</span>
                <span>{formatAmount(c.kg)} kg</span>
                {c.kind === 'freight' && <span>{t('organizer.stops', { n: c.stops })}</span>}
                {c.fillRate !== null && <span>{Math.round(c.fillRate * 100)}%</span>}
              </div>
              <div className="org-card-line org-muted" title={c.route}>
                {c.route || '—'}
              </div>
              <div className="org-card-line org-muted">
                {c.transporterName ?? t('organizer.noTransporter')}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
