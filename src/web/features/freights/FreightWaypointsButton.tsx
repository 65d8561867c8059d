import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useViewOpener } from '../../commands/viewHost.ts';
import { useT } from '../../i18n/useT.ts';
import { formatKeys } from '../../keyboard/keymap.ts';
import { effectiveKeymap, keymapState } from '../../keyboard/keymapState.ts';
import { appState } from '../../state/appState.ts';
import { FreightWaypointsDialog } from './FreightWaypointsDialog.tsx';
import { freightWaypointsHost } from './freightWaypoints.ts';

/**
 * The details panel's way into the waypoint dialog: a button labelled with its key (Alt+W unless the
 * user rebound it), offered while the freight_waypoints_edit module is active. After a save the
 * panel reloads the freight.
 */
export function FreightWaypointsButton({ freightId, onSaved }: { freightId: string; onSaved(): void }) {
  const t = useT();
  const { overrides } = useSnapshot(keymapState);
  const { activeModules } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const active = activeModules.includes('freight_waypoints_edit');
  useViewOpener(freightWaypointsHost, () => setOpen(true), active);
  if (!active) return null;
  const keys = effectiveKeymap(overrides).find((b) => b.command === 'freights.editWaypoints')?.keys[0];
  return (
    <>
      <button
        type="button"
        className="btn"
        {...(keys && { 'aria-keyshortcuts': formatKeys(keys) })}
        onClick={() => setOpen(true)}
      >
        {t('freightWaypoints.open')}
        {keys ? ` (${formatKeys(keys)})` : ''}
      </button>
      {open && (
        <FreightWaypointsDialog
          freightId={freightId}
          onClose={(saved) => {
            setOpen(false);
            if (saved) onSaved();
          }}
        />
      )}
    </>
  );
}
