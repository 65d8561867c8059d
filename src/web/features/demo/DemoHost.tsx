import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { testOrderScenariosSchema } from '../../../core/demo/demo.schemas.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { appState } from '../../state/appState.ts';
import { DemoDialog } from './DemoDialog.tsx';
import { closeDemoDialog, demoState } from './demoState.ts';
import './demo.css';

/**
 * Mounts the demo dialog for users with accessTestOrders (admins and the logistics manager while
 * demo scenarios are configured) and tells the demo commands whether they may run.
 */
export function DemoHost() {
  const { abilities } = useAccess();
  const { config } = useSnapshot(appState);
  const allowed = abilities.has('accessTestOrders');
  useEffect(() => {
    demoState.allowed = allowed;
    if (!allowed) closeDemoDialog();
  }, [allowed]);
  const scenarios = useMemo(() => {
    if (config?.configMode !== 'logistics') return [];
    const parsed = testOrderScenariosSchema.safeParse(config.testOrdersJson);
    return parsed.success ? parsed.data : [];
  }, [config]);
  if (!allowed) return null;
  return <DemoDialog categories={config?.view.productCategory ?? []} scenarios={scenarios} />;
}
