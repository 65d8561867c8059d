import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIME_SLOT_KINDS } from '../../../src/core/timeSlots/timeSlots.schemas.ts';
import { TRUCK_JOBS } from '../../../src/server/commands/truckJobKinds.ts';

/**
 * One truck-job module over its kind (issue 34): what differs between freights and pickups is a value
 * of the kind (TRUCK_JOBS, SLOT_KINDS), so the shared code neither casts between the kinds' records
 * nor switches on a kind's name.
 */

const SHARED_FILES = [
  'src/server/commands/truckJob.commands.ts',
  'src/server/commands/truckJobKinds.ts',
  'src/server/commands/freightJob.commands.ts',
  'src/server/commands/pickupJob.ts',
  'src/server/commands/timeSlots.commands.ts',
  'src/server/commands/organizer.commands.ts',
  'src/server/routes/truckJobEdit.routes.ts',
  ...readdirSync('src/web/truckJobs')
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join('src/web/truckJobs', f)),
];

// A record cast to a kind's type, or an answer forced to the caller's type (`…) as never`).
const CAST_BETWEEN_KINDS = /\bas\s+unknown\s+as\b|\bas\s+(Freight|Pickup)\b|\)\s*as\s+never\b/;
// A kind chosen by its name (a data row's own `kind` field, `r.kind`, is data, not a switch).
const KIND_SWITCH = /(?<![.\w])(kind|kindName)\s*===?\s*'(freight|pickup)'/;

/** The lines of a file matching `pattern` (comments aside), as `file:line`. */
function linesMatching(file: string, pattern: RegExp): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) && !line.trim().startsWith('//') ? [`${file}:${i + 1}`] : []));
}

describe('the truck-job module', () => {
  it('has a kind for every truck job kind name, each the rules and events entity of that name', () => {
    expect(Object.keys(TRUCK_JOBS).sort()).toEqual([...TIME_SLOT_KINDS].sort());
    for (const name of TIME_SLOT_KINDS) expect(TRUCK_JOBS[name].entity).toBe(name);
  });

  it('casts no record between the kinds in its shared code', () => {
    expect(SHARED_FILES.flatMap((f) => linesMatching(f, CAST_BETWEEN_KINDS))).toEqual([]);
  });

  it('never switches on a kind name in its shared code', () => {
    expect(SHARED_FILES.flatMap((f) => linesMatching(f, KIND_SWITCH))).toEqual([]);
  });
});
