import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { ROLES } from '../../../core/permissions/index.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import type { Depot } from '../../../core/sites/sites.schemas.ts';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import {
  budapestDayAndMinute,
  slotLabel,
  type TimeSlotBooking,
  type TimeSlotState,
  type TimeSlotWaiting,
  type TransporterPunctuality,
} from '../../../core/timeSlots/timeSlots.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/catalog.ts';
import type { ViewExtras } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { KeyHint } from '../../transportEdit/KeyHint.tsx';
import { PunctualityTable } from '../../truckJobs/PunctualityTable.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { KeyboardSelect } from '../../ui/inputs/KeyboardSelect.tsx';
import { type PickerChoice, type PickerRequest, TimeSlotPicker } from './TimeSlotPicker.tsx';
import { addDays, dayTitle, rowLabel, type SlotCell, slotCells } from './timeSlotGrid.ts';
import './timeSlots.css';

const today = () => budapestDayAndMinute(new Date()).day;

const statusLabel = (kind: 'freight' | 'pickup', status: string): string => {
  const key = `${kind === 'freight' ? 'freights' : 'pickups'}.status.${status}` as MessageKey;
  return key as string;
};

/**
 * /timeslots (Időkapu, issue 18): a depot's day as docks × slots, the waiting list beside it, booking,
 * moving and removing by keyboard; the entrance supervisor's gate view lists the day's arrivals by time
 * and confirms them (Alt+A). Day: [ ], depot: Shift+[ ], today: Alt+Home.
 */
export function TimeSlotsScreen() {
  const t = useT();
  const access = useAccess();
  const gate = access.role === ROLES.ENTRANCE_SUPERVISOR;
  const [depots, setDepots] = useState<Depot[] | null>(null);
  const [depotIndex, setDepotIndex] = useState(0);
  const [date, setDate] = useState(today);
  const [state, setState] = useState<TimeSlotState | null>(null);
  const [reload, setReload] = useState(0);
  const [cursor, setCursor] = useState({ row: 0, col: 0 });
  const [waitIndex, setWaitIndex] = useState(0);
  const [moving, setMoving] = useState<TimeSlotBooking | null>(null);
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const [unbook, setUnbook] = useState<TimeSlotBooking | null>(null);
  const [message, setMessage] = useState('');
  const [record, setRecord] = useState<TransporterPunctuality[]>([]);
  const tableRef = useRef<HTMLTableElement>(null);
  const waitingRef = useRef<HTMLDivElement>(null);
  const focusedOnce = useRef(false);

  useEffect(() => {
    void callApi(SITES_API.depots)
      .then((answer) => setDepots(asListResult<Depot>(answer).result.filter((d) => d.isActive)))
      .catch(() => setDepots([]));
  }, []);
  const depot = depots?.[depotIndex] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` reads the day again after a write
  useEffect(() => {
    if (!depot) return;
    let live = true;
    void callApi(TIME_SLOTS_API.state, { query: { depotShortName: depot.shortName, date } })
      .then((answer) => live && setState(answer))
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [depot, date, reload]);

  // The no-show and lateness record of the last 30 days (issue 18, beyond the anchors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` reads it again after a write
  useEffect(() => {
    if (gate) return;
    let live = true;
    void callApi(TIME_SLOTS_API.punctuality, {
      query: { from: addDays(date, -30), to: date },
      errorMode: 'silent',
    })
      .then((answer) => live && setRecord(answer))
      .catch(() => live && setRecord([]));
    return () => {
      live = false;
    };
  }, [date, gate, reload]);

  const cells = useMemo(() => (state ? slotCells(state) : []), [state]);
  const arrivals = useMemo(
    () =>
      state ? [...state.bookings].sort((a, b) => a.time.localeCompare(b.time, 'en', { numeric: true })) : [],
    [state],
  );
  const rows = gate ? arrivals.length : cells.length;
  const cols = gate ? 1 : (state?.docks.length ?? 0);
  const cell: SlotCell | undefined = cells[cursor.row]?.[cursor.col];
  const current: TimeSlotBooking | undefined = gate
    ? arrivals[cursor.row]
    : cell?.kind === 'booked'
      ? cell.booking
      : undefined;

  // The cursor stays inside the table when the day changes; the focused cell follows the cursor.
  useEffect(() => {
    setCursor((c) => ({
      row: Math.min(c.row, Math.max(0, rows - 1)),
      col: Math.min(c.col, Math.max(0, cols - 1)),
    }));
  }, [rows, cols]);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const target = table.querySelector<HTMLElement>(`[data-cursor="true"]`);
    if (!focusedOnce.current && state) {
      focusedOnce.current = true;
      target?.focus();
    } else if (table.contains(document.activeElement)) target?.focus();
  });

  const focusGrid = useCallback(
    () => tableRef.current?.querySelector<HTMLElement>('[data-cursor="true"]')?.focus(),
    [],
  );
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const write = useCallback(
    async (
      kind: 'freight' | 'pickup',
      id: string,
      version: number,
      body: { dockId: string | null; time: string | null; timeSlotWidth?: number },
    ) => {
      const e = kind === 'freight' ? TIME_SLOTS_API.freightSetTimeSlot : TIME_SLOTS_API.pickupSetTimeSlot;
      return callApi(e, { params: { id, version: String(version) }, body });
    },
    [],
  );

  const book = useCallback(
    async (choice: PickerChoice) => {
      setPicker(null);
      if (!state) return;
      const { record } = choice;
      try {
        await write(record.kind, record.id, record.__v, {
          dockId: choice.dockId,
          time: choice.time,
          timeSlotWidth: choice.timeSlotWidth,
        });
        const dock = state.docks.find((d) => d.id === choice.dockId)?.name ?? '';
        setMessage(
          t('timeSlots.booked', {
            number: record.number,
            dock,
            label: slotLabel(choice.time, state.lengthOfTimeSlot, choice.timeSlotWidth),
          }),
        );
      } catch {
        // The alert shows the server's message; the day is read again.
      }
      refresh();
    },
    [state, t, write, refresh],
  );

  const dropMove = useCallback(
    async (target: SlotCell) => {
      if (!moving || !state) return;
      const b = moving;
      setMoving(null);
      try {
        await write(b.kind, b.id, b.__v, {
          dockId: target.dockId,
          time: target.time,
          timeSlotWidth: b.timeSlotWidth,
        });
        const dock = state.docks.find((d) => d.id === target.dockId)?.name ?? '';
        setMessage(
          t('timeSlots.moved', {
            number: b.number,
            dock,
            label: slotLabel(target.time, state.lengthOfTimeSlot, b.timeSlotWidth),
          }),
        );
      } catch {
        // alert shown
      }
      refresh();
    },
    [moving, state, t, write, refresh],
  );

  const removeBooking = useCallback(async () => {
    const b = unbook;
    setUnbook(null);
    if (!b) return;
    try {
      await write(b.kind, b.id, b.__v, { dockId: null, time: null });
      setMessage(t('timeSlots.unbooked', { number: b.number }));
    } catch {
      // alert shown
    }
    refresh();
    focusGrid();
  }, [unbook, t, write, focusGrid, refresh]);

  const confirmArrival = useCallback(async () => {
    if (!current || !state?.canConfirmArrival) return;
    try {
      await callApi(TIME_SLOTS_API.arrival, {
        params: { kind: current.kind, id: current.id, version: String(current.__v) },
        body: {},
      });
      setMessage(t('timeSlots.arrived', { number: current.number }));
    } catch {
      // alert shown
    }
    refresh();
  }, [current, state, t, refresh]);

  const openBookFor = useCallback(
    (w: TimeSlotWaiting) => {
      if (!state || !depot) return;
      if (!state.canBook) return setMessage(t('timeSlots.notBookable'));
      setPicker({ mode: 'place', record: w, depotShortName: depot.shortName, date: state.date });
    },
    [state, depot, t],
  );
  const openBookAt = useCallback(
    (c: SlotCell | undefined) => {
      if (!state || !c || c.kind !== 'free') return;
      if (!state.canBook) return setMessage(t('timeSlots.notBookable'));
      const dockName = state.docks.find((d) => d.id === c.dockId)?.name ?? '';
      setPicker({ mode: 'record', dockId: c.dockId, dockName, time: c.time, waiting: state.waiting });
    },
    [state, t],
  );

  // The view's commands (palette and keys of keymaps/default.json).
  useEffect(() => {
    const count = depots?.length ?? 0;
    const extra: ViewExtras = {
      'timeSlots.previousDay': () => setDate((d) => addDays(d, -1)),
      'timeSlots.nextDay': () => setDate((d) => addDays(d, 1)),
      'timeSlots.today': () => setDate(today()),
      ...(count > 1 && {
        'timeSlots.previousDepot': () => setDepotIndex((i) => (i - 1 + count) % count),
        'timeSlots.nextDepot': () => setDepotIndex((i) => (i + 1) % count),
      }),
      'timeSlots.focusGrid': focusGrid,
      ...(state?.canConfirmArrival && current && { 'timeSlots.confirmArrival': () => void confirmArrival() }),
      ...(!gate && {
        'timeSlots.focusWaiting': () => waitingRef.current?.focus(),
      }),
      ...(!gate &&
        state?.canBook && {
          'timeSlots.book': () => {
            if (waitingRef.current?.contains(document.activeElement)) {
              const w = state.waiting[waitIndex];
              if (w) openBookFor(w);
            } else openBookAt(cell);
          },
          ...(current && {
            'timeSlots.unbook': () => setUnbook(current),
            'timeSlots.move': () => {
              setMoving(current);
              setMessage(t('timeSlots.moving', { number: current.number }));
            },
          }),
        }),
    };
    setView({ id: 'timeSlots', actions: { extra } });
    return () => setView(null);
  }, [depots, state, current, cell, gate, waitIndex, focusGrid, confirmArrival, openBookAt, openBookFor, t]);

  const onTableKey = (e: React.KeyboardEvent) => {
    const move = (dr: number, dc: number) =>
      setCursor((c) => ({
        row: Math.min(Math.max(0, rows - 1), Math.max(0, c.row + dr)),
        col: Math.min(Math.max(0, cols - 1), Math.max(0, c.col + dc)),
      }));
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'Home') setCursor((c) => ({ ...c, col: 0 }));
    else if (e.key === 'End') setCursor((c) => ({ ...c, col: Math.max(0, cols - 1) }));
    else if (e.key === 'PageDown') move(5, 0);
    else if (e.key === 'PageUp') move(-5, 0);
    else if (e.key === 'Escape' && moving) {
      setMoving(null);
      setMessage('');
    } else if (e.key === 'Enter' && !gate) {
      if (moving && cell?.kind === 'free') void dropMove(cell);
      else if (cell?.kind === 'free') openBookAt(cell);
      else if (current) setMessage(bookingText(current));
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const onWaitingKey = (e: React.KeyboardEvent) => {
    const n = state?.waiting.length ?? 0;
    if (e.key === 'ArrowDown') setWaitIndex((i) => Math.min(n - 1, i + 1));
    else if (e.key === 'ArrowUp') setWaitIndex((i) => Math.max(0, i - 1));
    else if (e.key === 'Enter') {
      const w = state?.waiting[waitIndex];
      if (w) openBookFor(w);
    } else if (e.key === 'Escape') focusGrid();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const punctualityText = (b: TimeSlotBooking) =>
    b.punctuality === 'early'
      ? t('timeSlots.early')
      : b.punctuality === 'late'
        ? t(b.arrivedAt ? 'timeSlots.lateArrived' : 'timeSlots.late')
        : b.punctuality === 'onTime'
          ? t('timeSlots.onTime')
          : '';
  const statusText = (b: { kind: 'freight' | 'pickup'; status: string }) =>
    t(statusLabel(b.kind, b.status) as MessageKey);
  const bookingText = (b: TimeSlotBooking) =>
    [
      `${t(b.kind === 'freight' ? 'timeSlots.freight' : 'timeSlots.pickup')} ${b.number}`,
      b.label,
      b.dockName,
      b.transporterName,
      b.truckLicensePlateNumber,
      statusText(b),
      punctualityText(b),
    ]
      .filter(Boolean)
      .join(' · ');

  const commandIds: CommandId[] = gate
    ? [
        'timeSlots.confirmArrival',
        'timeSlots.previousDay',
        'timeSlots.nextDay',
        'timeSlots.today',
        'timeSlots.nextDepot',
      ]
    : [
        'timeSlots.book',
        'timeSlots.move',
        'timeSlots.unbook',
        'timeSlots.previousDay',
        'timeSlots.nextDay',
        'timeSlots.today',
        'timeSlots.nextDepot',
        'timeSlots.focusWaiting',
      ];

  return (
    <section
      className={`screen ts-screen ${gate ? 'ts-gate' : ''}`}
      data-testid="time-slots"
      aria-labelledby="ts-title"
    >
      <header className="screen-header">
        <h1 id="ts-title">{t('timeSlots.title')}</h1>
        <CommandBar ids={commandIds} />
      </header>
      {depots !== null && depots.length === 0 && <p className="screen-empty">{t('timeSlots.noDepots')}</p>}
      {depot && (
        <div className="ts-toolbar">
          <KeyboardSelect
            label={t('timeSlots.depot')}
            hint={<KeyHint command="timeSlots.nextDepot" />}
            testId="ts-depot"
            value={depot.id}
            onChange={(id) => setDepotIndex(Math.max(0, depots?.findIndex((d) => d.id === id) ?? 0))}
            choices={(depots ?? []).map((d) => ({ value: d.id, label: `${d.shortName} – ${d.name}` }))}
          />
          <strong className="ts-day" data-testid="time-slots-day">
            {depot.name} · {dayTitle(date, 'hu')}
          </strong>
          {state?.reservationsLeft !== null && state?.reservationsLeft !== undefined && (
            <span className="ts-left">{t('timeSlots.reservationsLeft', { n: state.reservationsLeft })}</span>
          )}
          <span className="ts-hint">{t(gate ? 'timeSlots.gateHint' : 'timeSlots.keysHint')}</span>
        </div>
      )}
      <p className={`ts-message ${moving ? 'moving' : ''}`} role="status" data-testid="time-slots-message">
        {message}
      </p>
      {state && state.timeSlots.length === 0 && <p className="screen-empty">{t('timeSlots.closed')}</p>}
      {state && state.docks.length === 0 && <p className="screen-empty">{t('timeSlots.noDocks')}</p>}
      <div className="ts-body">
        {state && gate && (
          <table
            ref={tableRef}
            className="ts-arrivals"
            aria-label={t('timeSlots.arrivals')}
            data-testid="time-slots-arrivals"
            onKeyDown={onTableKey}
          >
            <thead>
              <tr>
                <th>{t('timeSlots.slot')}</th>
                <th>{t('timeSlots.dock')}</th>
                <th>{t('timeSlots.freight')}</th>
                <th>{t('timeSlots.transporter')}</th>
                <th>{t('timeSlots.plate')}</th>
                <th>{t('timeSlots.status')}</th>
                <th>{t('timeSlots.arrivedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {arrivals.length === 0 && (
                <tr>
                  <td colSpan={7} className="screen-empty">
                    {t('timeSlots.arrivalsEmpty')}
                  </td>
                </tr>
              )}
              {arrivals.map((b, i) => (
                <tr
                  key={b.id}
                  tabIndex={i === cursor.row ? 0 : -1}
                  data-cursor={i === cursor.row}
                  aria-selected={i === cursor.row}
                  className={`ts-arrival ${b.punctuality ?? ''} ${b.arrivedAt ? 'arrived' : ''}`}
                  data-testid={`arrival-${b.number}`}
                  onClick={() => setCursor({ row: i, col: 0 })}
                >
                  <td>{b.label}</td>
                  <td>{b.dockName}</td>
                  <td>
                    {t(b.kind === 'freight' ? 'timeSlots.freight' : 'timeSlots.pickup')} {b.number}
                  </td>
                  <td>{b.transporterName ?? ''}</td>
                  <td>{b.truckLicensePlateNumber ?? ''}</td>
                  <td>{statusText(b)}</td>
                  <td>
                    {b.arrivedAt
                      ? new Date(b.arrivedAt).toLocaleTimeString('hu-HU', {
                          hour: '2-digit',
                          minute: '2-digit',
                          timeZone: 'Europe/Budapest',
                        })
                      : ''}{' '}
                    <span className="ts-punctuality">{punctualityText(b)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {state && !gate && state.docks.length > 0 && state.timeSlots.length > 0 && (
          <table
            ref={tableRef}
            className="ts-grid"
            aria-label={t('timeSlots.title')}
            data-testid="time-slots-grid"
            onKeyDown={onTableKey}
          >
            <thead>
              <tr>
                <th scope="col">{t('timeSlots.slot')}</th>
                {state.docks.map((d) => (
                  <th key={d.id} scope="col">
                    {d.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cells.map((row, r) => (
                <tr key={state.timeSlots[r]}>
                  <th scope="row">{rowLabel(state, state.timeSlots[r] as string)}</th>
                  {row.map((c, col) => {
                    const here = r === cursor.row && col === cursor.col;
                    const dock = state.docks[col]?.name ?? '';
                    return (
                      <td
                        key={c.dockId}
                        tabIndex={here ? 0 : -1}
                        data-cursor={here}
                        data-testid={`slot-${dock}-${c.time}`}
                        className={`ts-cell ${c.kind} ${c.kind === 'booked' ? `${c.booking.kind} ${c.booking.punctuality ?? ''} ${c.first ? 'first' : 'cont'}` : ''} ${moving && c.kind === 'booked' && c.booking.id === moving.id ? 'moving' : ''}`}
                        title={c.kind === 'booked' ? bookingText(c.booking) : undefined}
                        onClick={() => setCursor({ row: r, col })}
                        onDoubleClick={() => (c.kind === 'free' ? openBookAt(c) : undefined)}
                      >
                        {c.kind === 'booked' && c.first && (
                          <>
                            <b>{c.booking.number}</b> {c.booking.transporterName ?? ''}
                            <br />
                            <span className="ts-sub">
                              {c.booking.truckLicensePlateNumber ?? ''} · {statusText(c.booking)}
                              {c.booking.punctuality ? ` · ${punctualityText(c.booking)}` : ''}
                            </span>
                          </>
                        )}
                        {c.kind === 'booked' && !c.first && (
                          <span className="ts-sub">⋮ {c.booking.number}</span>
                        )}
                        {c.kind === 'occupied' && <span className="ts-sub">{t('timeSlots.occupied')}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {state && !gate && (
          <aside className="ts-waiting" aria-labelledby="ts-waiting-title">
            <h2 id="ts-waiting-title">
              {t('timeSlots.waiting')} ({state.waiting.length})
            </h2>
            {state.waiting.length === 0 ? (
              <p className="screen-empty">{t('timeSlots.waitingEmpty')}</p>
            ) : (
              <div
                ref={waitingRef}
                role="listbox"
                tabIndex={0}
                aria-label={t('timeSlots.waiting')}
                aria-activedescendant={`ts-wait-${waitIndex}`}
                data-testid="time-slots-waiting"
                onKeyDown={onWaitingKey}
              >
                {state.waiting.map((w, i) => (
                  <div
                    key={w.id}
                    id={`ts-wait-${i}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === waitIndex}
                    onClick={() => setWaitIndex(i)}
                    onDoubleClick={() => openBookFor(w)}
                  >
                    <b>
                      {t(w.kind === 'freight' ? 'timeSlots.freight' : 'timeSlots.pickup')} {w.number}
                    </b>
                    <span className="ts-sub">
                      {[
                        w.transporterName,
                        w.truckLicensePlateNumber,
                        statusText(w),
                        t('timeSlots.pallets', { n: w.pallets }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                ))}
              </div>
            )}
            <h2 className="ts-record-title">{t('timeSlots.punctualityTitle')}</h2>
            <PunctualityTable rows={record} testId="time-slots-punctuality" />
          </aside>
        )}
      </div>
      {picker && state && (
        <TimeSlotPicker
          request={picker}
          lengthOfTimeSlot={state.lengthOfTimeSlot}
          onPick={(c) => void book(c)}
          onClose={() => setPicker(null)}
        />
      )}
      <ConfirmDialog
        open={unbook !== null}
        title={t('timeSlots.unbookTitle')}
        text={
          unbook
            ? t('timeSlots.unbookText', { number: unbook.number, dock: unbook.dockName, label: unbook.label })
            : ''
        }
        onYes={() => void removeBooking()}
        onNo={() => setUnbook(null)}
      />
    </section>
  );
}
