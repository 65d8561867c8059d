import type { TimeSlotState } from '../../../core/timeSlots/timeSlots.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TimeSlotPicker } from './TimeSlotPicker.tsx';
import type { BookingActions } from './useBookingActions.ts';

/** The booking picker (a record for a free cell, a free place for a waiting record) and the Igen / Nem of a removal. */
export function BookingDialogs({ state, actions }: { state: TimeSlotState | null; actions: BookingActions }) {
  const t = useT();
  const { picker, unbook } = actions;
  return (
    <>
      {picker && state && (
        <TimeSlotPicker
          request={picker}
          lengthOfTimeSlot={state.lengthOfTimeSlot}
          onPick={(c) => void actions.book(c)}
          onClose={actions.closePicker}
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
        onYes={() => void actions.removeBooking()}
        onNo={actions.keepBooking}
      />
      <ConfirmDialog
        open={actions.arrivalQuestion !== null}
        title={t('timeSlots.arrivalQuestionTitle')}
        text={actions.arrivalQuestion?.text ?? ''}
        onYes={() => void actions.answerArrivalQuestion(true)}
        onNo={() => void actions.answerArrivalQuestion(false)}
      />
    </>
  );
}
