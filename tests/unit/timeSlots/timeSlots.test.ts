import { describe, expect, it } from 'vitest';
import {
  budapestDayAndMinute,
  freePlaces,
  minutesOf,
  openingOf,
  punctualityOf,
  slotLabel,
  slotStarts,
  type TimeSlotState,
  timeOf,
  timeSlotOnSave,
} from '../../../src/core/timeSlots/timeSlots.schemas.ts';
import { addDays, slotCells } from '../../../src/web/features/timeSlots/timeSlotGrid.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (one winter, one summer: Budapest time).

const docks = [
  { id: 'd1', name: 'R1' },
  { id: 'd2', name: 'R2' },
];

describe('time slots (issue 18)', () => {
  it('labels a slot start – start + length × width − 1 minute (business.md §9)', () => {
    expect(slotLabel('8:00', 60)).toBe('8:00 – 8:59');
    expect(slotLabel('08:00', 30, 3)).toBe('8:00 – 9:29');
    expect(slotLabel('23:30', 30, 1)).toBe('23:30 – 23:59');
    expect(minutesOf('25:00')).toBeNull();
    expect(timeOf(605)).toBe('10:05');
  });

  it('takes the depot hours, else the base config hours; closed days have no slots', () => {
    const monday = '2026-11-23';
    const base = [{ weekday: 1, from: '6:00', to: '8:00' }];
    expect(openingOf(monday, [], base)).toEqual({ from: 360, to: 480 });
    expect(openingOf(monday, [{ weekday: 1, from: '7:00', to: '9:30' }], base)).toEqual({
      from: 420,
      to: 570,
    });
    expect(openingOf('2026-11-22', [], base)).toBeNull();
    expect(slotStarts({ from: 420, to: 570 }, 60)).toEqual([420, 480]);
    expect(slotStarts(null, 60)).toEqual([]);
  });

  it('free places: no overlap with any booking at the dock, the whole width inside the hours', () => {
    const starts = [480, 540, 600, 660];
    const occupied = [{ dockId: 'd1', start: 540, end: 660 }];
    expect(freePlaces(starts, 60, docks, occupied, 1).map((p) => `${p.time} ${p.dockName}`)).toEqual([
      '8:00 R1',
      '8:00 R2',
      '9:00 R2',
      '10:00 R2',
      '11:00 R1',
      '11:00 R2',
    ]);
    expect(freePlaces(starts, 60, docks, occupied, 2).map((p) => `${p.time} ${p.dockName}`)).toEqual([
      '8:00 R2',
      '9:00 R2',
      '10:00 R2',
    ]);
    expect(freePlaces(starts, 60, docks, [], 5)).toEqual([]);
  });

  it('early before the start, late from the end on', () => {
    expect(punctualityOf(470, 480, 540)).toBe('early');
    expect(punctualityOf(539, 480, 540)).toBe('onTime');
    expect(punctualityOf(540, 480, 540)).toBe('late');
  });

  it('Budapest day and minute of an instant (winter UTC+1, summer UTC+2)', () => {
    expect(budapestDayAndMinute(new Date('2026-11-27T23:30:00Z'))).toEqual({ day: '2026-11-28', minute: 30 });
    expect(budapestDayAndMinute(new Date('2026-07-01T06:00:00Z'))).toEqual({
      day: '2026-07-01',
      minute: 480,
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('the day view: a wide booking covers its rows, others’ time shows as occupied', () => {
    const state = {
      lengthOfTimeSlot: 60,
      timeSlots: ['8:00', '9:00', '10:00'],
      docks,
      bookings: [{ dockId: 'd1', time: '8:00', timeSlotWidth: 2, id: 'f1' }],
      occupied: [
        { dockId: 'd1', time: '8:00', timeSlotWidth: 2, own: true },
        { dockId: 'd2', time: '10:00', timeSlotWidth: 1, own: false },
      ],
    } as unknown as TimeSlotState;
    const kinds = slotCells(state).map((row) =>
      row.map((c) => (c.kind === 'booked' ? (c.first ? 'B' : 'b') : c.kind[0])),
    );
    expect(kinds).toEqual([
      ['B', 'f'],
      ['b', 'f'],
      ['f', 'o'],
    ]);
  });
});

describe('timeSlotOnSave (business.md §5)', () => {
  const slot = { time: '9:00', dockId: 'd1', dockName: 'R1', timeSlotWidth: 2 };
  it('keeps a time slot while the time_slot module is on; none stays none', () => {
    expect(timeSlotOnSave(slot, ['time_slot'])).toEqual({});
    expect(timeSlotOnSave(null, [])).toEqual({});
  });
  it('clears the width without the module, keeping time and dock', () => {
    expect(timeSlotOnSave(slot, [])).toEqual({ timeSlot: { ...slot, timeSlotWidth: null } });
    expect(timeSlotOnSave({ ...slot, timeSlotWidth: null }, [])).toEqual({});
  });
  it('clears time and dock when no time is chosen', () => {
    expect(timeSlotOnSave({ ...slot, time: null }, ['time_slot'])).toEqual({
      timeSlot: { time: null, dockId: null, dockName: null, timeSlotWidth: 2 },
    });
  });
});
