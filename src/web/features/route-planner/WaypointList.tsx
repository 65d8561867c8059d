import { type KeyboardEvent, useRef } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { WaypointRow } from './useRoutePlanner.ts';

/** The waypoints in order: Alt+↑/↓ or dragging reorders, Delete removes. */
export function WaypointList({
  waypoints,
  move,
  moveTo,
  remove,
}: {
  waypoints: readonly WaypointRow[];
  move: (index: number, by: -1 | 1) => void;
  moveTo: (from: number, index: number) => void;
  remove: (index: number) => void;
}) {
  const t = useT();
  const dragged = useRef<number | null>(null);
  const dropOn = (index: number) => {
    const from = dragged.current;
    dragged.current = null;
    if (from !== null) moveTo(from, index);
  };

  const onRowKey = (e: KeyboardEvent, index: number) => {
    if (e.altKey && e.key === 'ArrowUp') {
      e.preventDefault();
      move(index, -1);
    } else if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      move(index, 1);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      remove(index);
    }
  };

  if (waypoints.length === 0) return <p className="rp-empty">{t('routePlanner.noWaypoints')}</p>;
  return (
    <ol className="rp-waypoints" aria-label={t('routePlanner.waypoints')}>
      {waypoints.map((w, i) => (
        <li
          key={w.key}
          data-testid="waypoint"
          draggable
          onDragStart={(e) => {
            dragged.current = i;
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            dropOn(i);
          }}
        >
          <span className="rp-wp-label">{w.address}</span>
          <button
            type="button"
            onKeyDown={(e) => onRowKey(e, i)}
            onClick={() => move(i, -1)}
            aria-label={`${t('routePlanner.moveUp')}: ${w.address}`}
          >
            ↑
          </button>
          <button
            type="button"
            onKeyDown={(e) => onRowKey(e, i)}
            onClick={() => move(i, 1)}
            aria-label={`${t('routePlanner.moveDown')}: ${w.address}`}
          >
            ↓
          </button>
          <button
            type="button"
            onKeyDown={(e) => onRowKey(e, i)}
            onClick={() => remove(i)}
            aria-label={`${t('routePlanner.remove')}: ${w.address}`}
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
