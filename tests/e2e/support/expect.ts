import { expect as playwrightExpect } from '@playwright/test';

/**
 * How often `expect.poll` asks again: Playwright's default ([100, 250, 500, 1000], then every second)
 * lets a condition that turns true after a second wait up to another second before the test sees it
 * (the g-sequence walks poll after every key). Asking every 200 ms at most costs a page.evaluate each
 * (a few milliseconds) and changes no time-out: a test still waits as long as it did for its answer.
 */
export const POLL_INTERVALS = [50, 100, 200];

/** Playwright's `expect`, with `expect.poll` asking at POLL_INTERVALS unless the call names its own. */
export const expect = playwrightExpect.configure({});
const poll = expect.poll;
expect.poll = ((
  actual: () => unknown,
  options?: string | { message?: string; timeout?: number; intervals?: number[] },
) =>
  poll(
    actual,
    typeof options === 'string'
      ? { message: options, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...options },
  )) as typeof expect.poll;
