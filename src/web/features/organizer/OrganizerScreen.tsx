import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { addDays } from '../../../core/calendar/workdays.ts';
import type { OrganizerCard, OrganizerResponse } from '../../../core/organizer/organizer.schemas.ts';
import { errorAlertText } from '../../api/apiErrors.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import { formatDate, startOfWeek, toInternalDate } from '../../i18n/format.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { KeyHint } from '../../truckJobs/KeyHint.tsx';
import { refusalText } from '../../truckJobs/saveWithWarnings.ts';
import { WarningsPrompt } from '../../truckJobs/WarningsPrompt.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { OrganizerDayColumn } from './OrganizerDayColumn.tsx';
import { fetchOrganizer, moveCards, setFixed } from './organizerApi.ts';
import { type BoardFocus, boardColumns, cardKey, findCard, moveFocus } from './organizerBoard.ts';
import { ORGANIZER_VIEW } from './organizerCommands.ts';
import './organizer.css';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * /freight-organizer (Fuvarszervező, business.md §2): a depot's week, Monday to Sunday, each day's
 * freights and pickups as dense cards with the day's totals. Keyboard: arrows move between cards and
 * days, Space selects, Enter (o) opens; PageUp/PageDown change the week, d / Shift+D the depot;
 * f fixes (scheduled), u unfixes (new), Shift+←/→ moves to the day before / after (the save
 * warnings ask), Shift+M shows the freight on the map. URL: ?week=YYYY-MM-DD&depot=SHORT.
 */
export function OrganizerScreen() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const week = startOfWeek(search.get('week') ?? new Date()) || startOfWeek(new Date());
  const depot = search.get('depot') ?? undefined;
  const [data, setData] = useState<OrganizerResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const boardRef = useRef<HTMLFieldSetElement>(null);
  // Set when the keyboard should land on the focused card after the next render (arrival, reloads).
  const wantFocus = useRef(true);

  const go = useCallback(
    (next: { week?: string; depot?: string | undefined }) => {
      const params = new URLSearchParams();
      params.set('week', next.week ?? week);
      const d = 'depot' in next ? next.depot : depot;
      if (d) params.set('depot', d);
      wantFocus.current = true;
      navigate(`/freight-organizer?${params.toString()}`, { replace: true });
    },
    [navigate, week, depot],
  );

  useEffect(() => {
    const ctl = new AbortController();
    setLoading(true);
    void reloads;
    fetchOrganizer({ from: week, to: addDays(week, 6), depot }, ctl.signal)
      .then((answer) => {
        setData(answer);
        setError(null);
        setLoading(false);
        // Per depot: the first depot until the user chooses (the URL keeps the choice).
        const first = answer.depots[0];
        if (depot === undefined && first) go({ depot: first.shortName });
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        setLoading(false);
        setError(refusalTextOrGeneric(err));
      });
    return () => ctl.abort();
  }, [week, depot, reloads, go]);

  const columns = useMemo(() => boardColumns(data), [data]);
  const focus: BoardFocus = useMemo(() => {
    if (focusKey?.startsWith('empty:')) {
      const day = columns.findIndex((c) => `empty:${c.date}` === focusKey);
      return { day: Math.max(0, day), index: 0 };
    }
    return (focusKey ? findCard(columns, focusKey) : null) ?? { day: 0, index: 0 };
  }, [columns, focusKey]);
  const keyAt = useCallback(
    (pos: BoardFocus): string | null => {
      const col = columns[pos.day];
      if (!col) return null;
      const card = col.cards[pos.index];
      return card ? cardKey(card) : `empty:${col.date}`;
    },
    [columns],
  );
  const effectiveKey = keyAt(focus);
  const focusedCard = columns[focus.day]?.cards[focus.index] ?? null;

  useEffect(() => {
    // Also when a reload replaced the focused card and the focus fell to the page (never the body).
    const lost = document.activeElement === document.body || !document.activeElement?.isConnected;
    if ((!wantFocus.current && !lost) || !data || !effectiveKey) return;
    const el = boardRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(effectiveKey)}"]`);
    if (el) {
      el.focus();
      wantFocus.current = false;
    }
  }, [data, effectiveKey]);

  const focusAt = (pos: BoardFocus) => {
    wantFocus.current = true;
    setFocusKey(keyAt(pos));
  };

  const targets = (): OrganizerCard[] => {
    const cards = data?.cards ?? [];
    const chosen = cards.filter((c) => selected.has(cardKey(c)));
    return chosen.length > 0 ? chosen : focusedCard ? [focusedCard] : [];
  };

  const afterWrite = (text: string | null) => {
    if (text) setMessage(text);
    setError(null);
    wantFocus.current = true;
    setReloads((n) => n + 1);
  };
  const fail = (err: unknown) => {
    setError(refusalTextOrGeneric(err));
    wantFocus.current = true;
    setReloads((n) => n + 1);
  };

  const fix = (fixed: boolean) => {
    const cards = targets();
    if (cards.length === 0) return;
    setFixed(cards, fixed)
      .then((text) => {
        if (text) setSelected(new Set());
        afterWrite(text);
      })
      .catch(fail);
  };
  const move = (days: number) => {
    const cards = targets().filter((c) => c.deliveryDate !== null);
    if (cards.length === 0) return;
    moveCards(cards, (c) => addDays(c.deliveryDate as string, days))
      .then((n) => afterWrite(n > 0 ? t('organizer.moved', { count: n }) : null))
      .catch(fail);
  };
  const cycleDepot = (step: number) => {
    const list = [...(data?.depots.map((d) => d.shortName) ?? []), ''];
    const at = list.indexOf(depot ?? '');
    const next = list[(at + step + list.length) % list.length] ?? '';
    setSelected(new Set());
    go({ depot: next === '' ? undefined : next });
  };
  const open = () => {
    if (!focusedCard) return;
    const n = encodeURIComponent(focusedCard.number);
    navigate(
      focusedCard.kind === 'freight'
        ? `/freights?freightId=${n}&open=${n}`
        : `/pickups?pickupId=${n}&open=${n}`,
    );
  };
  const openMap = () => {
    const date = focusedCard?.deliveryDate ?? columns[focus.day]?.date ?? week;
    const params = new URLSearchParams({ from: date, to: date });
    if (depot) params.set('depot', depot);
    if (focusedCard?.kind === 'freight') params.set('freightId', focusedCard.number);
    navigate(`/map?${params.toString()}`);
  };
  const selectDay = () => {
    const keys = (columns[focus.day]?.cards ?? []).map(cardKey);
    setSelected((s) => {
      const all = keys.every((k) => s.has(k));
      const next = new Set(s);
      for (const k of keys) all ? next.delete(k) : next.add(k);
      return next;
    });
  };

  const extras: Partial<Record<CommandId, () => void>> = {
    'organizer.previousWeek': () => go({ week: addDays(week, -7) }),
    'organizer.nextWeek': () => go({ week: addDays(week, 7) }),
    'organizer.thisWeek': () => go({ week: startOfWeek(new Date()) }),
    'organizer.nextDepot': () => cycleDepot(1),
    'organizer.previousDepot': () => cycleDepot(-1),
    'organizer.fix': () => fix(true),
    'organizer.unfix': () => fix(false),
    'organizer.moveEarlier': () => move(-1),
    'organizer.moveLater': () => move(1),
    'organizer.selectDay': selectDay,
    'organizer.open': open,
    'organizer.openMap': openMap,
  };
  const extrasRef = useRef(extras);
  extrasRef.current = extras;
  useEffect(() => {
    const ids = Object.keys(extrasRef.current) as CommandId[];
    setView({
      id: ORGANIZER_VIEW,
      actions: { extra: Object.fromEntries(ids.map((id) => [id, () => extrasRef.current[id]?.()])) },
    });
    return () => setView(null);
  }, []);

  const onBoardKey = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (ARROWS.has(e.key) && !e.shiftKey) {
      e.preventDefault();
      focusAt(moveFocus(columns, focus, e.key as Parameters<typeof moveFocus>[2]));
    } else if (e.key === ' ' && focusedCard) {
      e.preventDefault();
      const key = cardKey(focusedCard);
      setSelected((s) => {
        const next = new Set(s);
        next.has(key) ? next.delete(key) : next.add(key);
        return next;
      });
    } else if (e.key === 'Enter' && focusedCard) {
      e.preventDefault();
      open();
    } else if (e.key === 'Escape' && selected.size > 0) {
      e.preventDefault();
      e.stopPropagation();
      setSelected(new Set());
    }
  };

  const statusLabel = (c: OrganizerCard) =>
    t(`${c.kind === 'freight' ? 'freights' : 'pickups'}.status.${c.status}` as MessageKey);
  const today = toInternalDate(new Date());

  return (
    <section
      className="screen organizer"
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path="/freight-organizer"
    >
      <header className="screen-header org-header">
        <h1 id="screen-title">{t(screenTitleKey('/freight-organizer'))}</h1>
        <div className="org-nav">
          <button type="button" onClick={extras['organizer.previousWeek']}>
            ‹ {t('organizer.cmd.previousWeek')} <KeyHint command="organizer.previousWeek" />
          </button>
          <strong className="org-week" data-testid="org-week">
            {t('organizer.week', { from: formatDate(week), to: formatDate(addDays(week, 6)) })}
          </strong>
          <button type="button" onClick={extras['organizer.nextWeek']}>
            {t('organizer.cmd.nextWeek')} › <KeyHint command="organizer.nextWeek" />
          </button>
          <button type="button" onClick={extras['organizer.thisWeek']} disabled={startOfWeek(today) === week}>
            {t('organizer.cmd.thisWeek')} <KeyHint command="organizer.thisWeek" />
          </button>
          <KeyboardSelect
            label={t('organizer.depot')}
            hint={<KeyHint command="organizer.nextDepot" />}
            testId="org-depot"
            value={depot ?? ''}
            onChange={(v) => go({ depot: v === '' ? undefined : v })}
            choices={[
              ...(data?.depots ?? []).map((d) => ({
                value: d.shortName,
                label: `${d.shortName} – ${d.name}`,
              })),
              { value: '', label: t('organizer.allDepots') },
            ]}
          />
        </div>
      </header>
      <p className="org-help muted">{t('organizer.keysHelp')}</p>
      {loading && <LoadingLine />}
      <div className="org-status" role="status" data-testid="org-message">
        {message}
        {selected.size > 0 && ` ${t('organizer.selected', { count: selected.size })}`}
      </div>
      {error && (
        <div className="org-error" role="alert">
          {error}
        </div>
      )}
      <fieldset ref={boardRef} className="org-board" data-testid="org-board" onKeyDown={onBoardKey}>
        <legend className="sr-only">{t('organizer.board')}</legend>
        {data?.days.map((day, i) => (
          <OrganizerDayColumn
            key={day.date}
            day={day}
            capacity={data.capacity ? (data.capacity[day.date] ?? {}) : null}
            dayIndex={i}
            cards={columns[i]?.cards ?? []}
            focusKey={effectiveKey}
            focusedEmpty={effectiveKey === `empty:${day.date}`}
            selected={selected}
            statusLabel={statusLabel}
            onFocusCard={(d, index) => setFocusKey(keyAt({ day: d, index }))}
          />
        ))}
      </fieldset>
      <WarningsPrompt />
    </section>
  );
}

function refusalTextOrGeneric(err: unknown): string {
  try {
    return refusalText(err);
  } catch {
    return errorAlertText(0, null);
  }
}
