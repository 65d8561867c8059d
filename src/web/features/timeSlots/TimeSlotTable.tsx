import type { ReactNode, RefObject } from 'react';

/** A column header of a time-slot table: its React key and its text. */
export interface TimeSlotColumn {
  key: string;
  label: string;
}

interface TimeSlotTableProps {
  tableRef: RefObject<HTMLTableElement | null>;
  className: string;
  label: string;
  testId: string;
  columns: readonly TimeSlotColumn[];
  onKeyDown(e: React.KeyboardEvent): void;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The frame of the screen's two keyboard tables (the docks' day and the gate's arrivals): a labelled
 * table that takes the screen's keys, a header row of column headers and the rows it is given.
 */
export function TimeSlotTable({
  tableRef,
  className,
  label,
  testId,
  columns,
  onKeyDown,
  children,
}: TimeSlotTableProps) {
  return (
    <table ref={tableRef} className={className} aria-label={label} data-testid={testId} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
