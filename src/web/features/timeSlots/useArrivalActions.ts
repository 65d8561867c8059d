import { useCallback, useState } from 'react';
import { TIME_SLOTS_API } from '../../../core/timeSlots/timeSlots.api.ts';
import { TIME_SLOT_ERRORS } from '../../../core/timeSlots/timeSlots.errors.ts';
import type { TimeSlotBooking, TimeSlotState } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { TranslateFn } from '../../i18n/useT.ts';
import { showAlert } from '../../state/alertState.ts';
import { refusalText } from '../../truckJobs/saveWithWarnings.ts';

/**
 * The gate's arrival actions of the time-slot screen: confirming an arrival (a booking of another
 * day is asked about once), answering that question, and taking back an arrival registered by
 * mistake. `run` writes, says `done` in the status line and reads the day again.
 */
export function useArrivalActions({
  state,
  t,
  refresh,
  focusGrid,
  run,
  setMessage,
}: {
  state: TimeSlotState | null;
  t: TranslateFn;
  /** Reads the day again. */
  refresh(): void;
  focusGrid(): void;
  run(write: () => Promise<unknown>, done: () => string): Promise<void>;
  setMessage(text: string): void;
}) {
  const [arrivalQuestion, setArrivalQuestion] = useState<{ booking: TimeSlotBooking; text: string } | null>(
    null,
  );

  /** Registers an arrival; a booking of another day is asked about once (Igen sends it confirmed). */
  const registerArrival = useCallback(
    async (b: TimeSlotBooking, confirmed: boolean) => {
      const params = { kind: b.kind, id: b.id, version: String(b.__v) };
      try {
        await callApi(TIME_SLOTS_API.arrival, {
          params,
          body: confirmed ? { confirmed } : {},
          errorMode: confirmed ? 'alert' : 'silent',
        });
        setMessage(t('timeSlots.arrivedUndo', { number: b.number }));
      } catch (err) {
        if (
          !confirmed &&
          err instanceof ApiError &&
          err.body?.code === TIME_SLOT_ERRORS.arrivalNotToday.code
        ) {
          setArrivalQuestion({ booking: b, text: err.body.message ?? '' });
          return;
        }
        if (!confirmed) showAlert(refusalText(err));
      }
      refresh();
    },
    [t, refresh, setMessage],
  );
  const confirmArrival = useCallback(
    async (b: TimeSlotBooking | undefined) => {
      if (!b || !state?.canConfirmArrival) return;
      await registerArrival(b, false);
    },
    [state, registerArrival],
  );
  const answerArrivalQuestion = useCallback(
    async (yes: boolean) => {
      const asked = arrivalQuestion;
      setArrivalQuestion(null);
      if (asked && yes) await registerArrival(asked.booking, true);
      focusGrid();
    },
    [arrivalQuestion, registerArrival, focusGrid],
  );
  /** Takes back the arrival under the cursor (registered by mistake), while it is still arrived. */
  const undoArrival = useCallback(
    async (b: TimeSlotBooking | undefined) => {
      if (!b || !state?.canConfirmArrival) return;
      await run(
        () =>
          callApi(TIME_SLOTS_API.arrivalUndo, {
            params: { kind: b.kind, id: b.id, version: String(b.__v) },
            body: {},
          }),
        () => t('timeSlots.arrivalUndone', { number: b.number }),
      );
    },
    [state, t, run],
  );

  return { confirmArrival, undoArrival, arrivalQuestion, answerArrivalQuestion };
}
