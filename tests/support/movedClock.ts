import { beforeAll } from 'vitest';
import { movedClockProblem } from './movedClockShift.ts';

/**
 * The moved-clock projects' setup file (vitest.config.ts, `npm run test:clock`): the worker's clock
 * must read the shift (MOVED_CLOCK, a faketime offset such as +31d) ahead of the real time the run
 * started at (MOVED_CLOCK_FROM, read before any clock was moved), within a day. A worker that did not
 * get libfaketime's preload would run the files at today's date and pass for nothing: it fails here.
 */
if (process.env.MOVED_CLOCK !== undefined)
  beforeAll(() => {
    const problem = movedClockProblem(
      process.env.MOVED_CLOCK ?? '',
      Date.now() - Number(process.env.MOVED_CLOCK_FROM),
    );
    if (problem) throw new Error(problem);
  });
