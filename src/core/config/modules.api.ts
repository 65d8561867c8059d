import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { activeModulesAnswer, moduleAnswer } from './config.answers.ts';
import { updateModuleSchema } from './modules.schemas.ts';

/** Module state (shell.md §7): everyone signed in reads the active ones; the superadmin lists and switches them. */
export const MODULES_API = {
  active: endpoint({
    summary: 'Reads which modules are active',
    response: activeModulesAnswer,
    method: 'GET',
    path: '/api/modules/active',
  }),
  list: endpoint({
    summary: 'Lists the modules with their settings',
    response: z.array(moduleAnswer),
    method: 'GET',
    path: '/api/modules',
  }),
  update: endpoint({
    summary: 'Switches a module or replaces its settings',
    description: 'Switches a module and/or replaces its config; answers the stored row.',
    response: moduleAnswer,
    method: 'PUT',
    path: '/api/modules/:id',
    body: updateModuleSchema,
  }),
} as const;
