import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import {
  type FreePlace,
  MAX_TIME_SLOT_WIDTH,
  slotLabel,
  type TimeSlotWaiting,
} from '../../../core/timeSlots/timeSlots.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { ListboxNote } from '../../ui/ListboxNote.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { recordTitle } from './timeSlotTexts.ts';

/** What the picker chooses: a record for a free cell, or a free place for a waiting record. */
export type PickerRequest =
  | { mode: 'record'; dockId: string; dockName: string; time: string; waiting: readonly TimeSlotWaiting[] }
  | { mode: 'place'; record: TimeSlotWaiting; depotShortName: string; date: string };

export interface PickerChoice {
  record: TimeSlotWaiting;
  dockId: string;
  time: string;
  timeSlotWidth: number;
}

interface Props {
  request: PickerRequest;
  lengthOfTimeSlot: number;
  onPick(choice: PickerChoice): void;
  onClose(): void;
}

const recordText = (w: TimeSlotWaiting, t: ReturnType<typeof useT>) =>
  recordTitle(t, w) +
  `${w.transporterName ? ` · ${w.transporterName}` : ''}${w.truckLicensePlateNumber ? ` · ${w.truckLicensePlateNumber}` : ''}` +
  ` · ${t('timeSlots.pallets', { n: w.pallets })}`;

/**
 * Booking by keyboard: ↑/↓ choose, Enter (or Ctrl+S) books, Esc closes; the width field (default 1)
 * sets how many slots the booking takes — the free places follow it.
 */
export function TimeSlotPicker({ request, lengthOfTimeSlot, onPick, onClose }: Props) {
  const t = useT();
  const [width, setWidth] = useState(1);
  const [index, setIndex] = useState(0);
  const [places, setPlaces] = useState<FreePlace[] | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const placeMode = request.mode === 'place';

  useEffect(() => {
    if (request.mode !== 'place') return;
    let live = true;
    setPlaces(null);
    void callApi(TIME_SLOTS_API.freeAllTimeDock, {
      query: { depotShortName: request.depotShortName, date: request.date, timeSlotWidth: width },
    })
      .then((answer) => {
        if (!live) return;
        setPlaces(answer);
        setIndex(0);
      })
      .catch(() => live && setPlaces([]));
    return () => {
      live = false;
    };
  }, [request, width]);

  const count = request.mode === 'place' ? (places?.length ?? 0) : request.waiting.length;
  const choose = useCallback(() => {
    if (request.mode === 'place') {
      const p = places?.[index];
      if (p) onPick({ record: request.record, dockId: p.dockId, time: p.time, timeSlotWidth: width });
    } else {
      const r = request.waiting[index];
      if (r) onPick({ record: r, dockId: request.dockId, time: request.time, timeSlotWidth: width });
    }
  }, [request, places, index, width, onPick]);

  useLayoutEffect(() => pushDialog({ save: choose, cancel: onClose }), [choose, onClose]);

  const onListKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') setIndex((i) => Math.min(count - 1, i + 1));
    else if (e.key === 'ArrowUp') setIndex((i) => Math.max(0, i - 1));
    else if (e.key === 'Home') setIndex(0);
    else if (e.key === 'End') setIndex(Math.max(0, count - 1));
    else if (e.key === 'Enter') choose();
    else if (e.key === '+' || e.key === '-') {
      setWidth((w) => Math.min(MAX_TIME_SLOT_WIDTH, Math.max(1, w + (e.key === '+' ? 1 : -1))));
    } else return;
    e.preventDefault();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls the chosen option into view when it changes
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [index, places]);

  const title =
    request.mode === 'place'
      ? `${t('timeSlots.bookTitle')}: ${recordText(request.record, t)}`
      : `${t('timeSlots.bookTitle')}: ${t('timeSlots.bookAt', {
          dock: request.dockName,
          label: slotLabel(request.time, lengthOfTimeSlot, width),
        })}`;
  return (
    <Modal open label={t('timeSlots.bookTitle')} className="ts-picker" testId="time-slot-picker">
      <h2 className="modal-title">{title}</h2>
      <p className="modal-subtitle">{t(placeMode ? 'timeSlots.pickPlace' : 'timeSlots.pickRecord')}</p>
      <div
        ref={listRef}
        className="ts-options"
        role="listbox"
        tabIndex={0}
        data-autofocus
        aria-label={t(placeMode ? 'timeSlots.pickPlace' : 'timeSlots.pickRecord')}
        aria-activedescendant={count > 0 ? `ts-option-${index}` : undefined}
        // The free places are being read: an empty list is not "nothing" yet.
        aria-busy={placeMode && places === null}
        onKeyDown={onListKey}
      >
        {count === 0 && (placeMode ? places !== null : true) && (
          <ListboxNote className="screen-empty">
            {t(placeMode ? 'timeSlots.noPlaces' : 'timeSlots.waitingEmpty')}
          </ListboxNote>
        )}
        {request.mode === 'place' &&
          (places ?? []).map((p, i) => (
            <PickerOption
              key={`${p.time}-${p.dockId}`}
              index={i}
              selected={i === index}
              onPick={setIndex}
              onChoose={choose}
            >
              {slotLabel(p.time, lengthOfTimeSlot, width)} · {p.dockName}
            </PickerOption>
          ))}
        {request.mode === 'record' &&
          request.waiting.map((w, i) => (
            <PickerOption key={w.id} index={i} selected={i === index} onPick={setIndex} onChoose={choose}>
              {recordText(w, t)}
            </PickerOption>
          ))}
      </div>
      <label className="ts-width">
        {t('timeSlots.width')}{' '}
        <input
          type="number"
          min={1}
          max={MAX_TIME_SLOT_WIDTH}
          value={width}
          onChange={(e) => setWidth(Math.min(MAX_TIME_SLOT_WIDTH, Math.max(1, Number(e.target.value) || 1)))}
        />
      </label>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={choose} disabled={count === 0}>
          {t('timeSlots.book')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('timeSlots.cancel')}
        </button>
      </div>
    </Modal>
  );
}

/** One row of the picker's list box: a click picks it, a double click chooses it. */
function PickerOption(props: {
  index: number;
  selected: boolean;
  onPick(index: number): void;
  onChoose(): void;
  children: ReactNode;
}) {
  return (
    <div
      id={`ts-option-${props.index}`}
      role="option"
      tabIndex={-1}
      aria-selected={props.selected}
      onClick={() => props.onPick(props.index)}
      onDoubleClick={() => props.onChoose()}
    >
      {props.children}
    </div>
  );
}
