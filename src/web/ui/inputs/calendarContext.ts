import { createContext, useContext } from 'react';
import type { WorkdayCalendar } from '../../../core/calendar/workdays.ts';

/** Calendar overrides for onlyWorkdays; empty until the master-data calendar feeds it. */
export const CalendarContext = createContext<WorkdayCalendar>(new Map());

export function useWorkdayCalendar(): WorkdayCalendar {
  return useContext(CalendarContext);
}
