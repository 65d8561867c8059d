import { endpoint } from '../api/endpoint.ts';
import { type ModuleDocument, updateModuleSchema } from './modules.schemas.ts';
import type { ActiveModules } from './modules.ts';

/** Module state (shell.md §7): everyone signed in reads the active ones; the superadmin lists and switches them. */
export const MODULES_API = {
  active: endpoint<ActiveModules>()({ method: 'GET', path: '/api/modules/active' }),
  list: endpoint<ModuleDocument[]>()({ method: 'GET', path: '/api/modules' }),
  /** Switches a module and/or replaces its config; answers the stored row. */
  update: endpoint<ModuleDocument>()({ method: 'PUT', path: '/api/modules/:id', body: updateModuleSchema }),
} as const;
