import { proxy } from 'valtio';
import type { ModuleConfigs, ModuleKey } from '../../core/config/modules.ts';
import type { ConfigResponse } from '../api/config.api.ts';

/** Start-up and server-provided state of the shell (shell.md §4). */
export interface AppState {
  status: 'loading' | 'ready' | 'failed';
  config: ConfigResponse['config'] | null;
  constants: ConfigResponse['constants'] | null;
  // Empty until the config call has answered.
  enums: Partial<ConfigResponse['enums']>;
  buildVersion: string;
  activeModules: ModuleKey[];
  activeConfigs: ModuleConfigs;
}

export const appState = proxy<AppState>({
  status: 'loading',
  config: null,
  constants: null,
  enums: {},
  buildVersion: '',
  activeModules: [],
  activeConfigs: {},
});
