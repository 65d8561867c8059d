import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { baseConfigAnswer, baseConfigSaveAnswer, pingResultAnswer } from './baseConfig.answers.ts';
import { pingQuerySchema } from './baseConfig.schemas.ts';

/** Answer of a save: the stored config as the caller may read it. */
export type BaseConfigSaveResponse = z.output<typeof baseConfigSaveAnswer>;

/**
 * General settings (business.md §3 base config, §6 who may edit): everyone signed in reads (the
 * parts their role may see), base-config editors save, the superadmin pings a webhook target.
 * The save's body is parsed in the handler, after the caller's module access is loaded.
 */
export const BASE_CONFIG_API = {
  get: endpoint({
    summary: 'Reads the base config',
    response: baseConfigAnswer,
    method: 'GET',
    path: '/api/baseConfig',
  }),
  ping: endpoint({
    summary: 'Checks that a webhook or proxy URL answers',
    description: 'Whether a webhook or proxy URL answers, as seen from the server.',
    response: pingResultAnswer,
    method: 'GET',
    path: '/api/baseConfig/ping',
    query: pingQuerySchema,
  }),
  save: endpoint({
    summary: 'Saves the base config',
    description: 'Saves the one base config (without its id).',
    response: baseConfigSaveAnswer,
    method: 'PUT',
    path: '/api/baseConfig',
  }),
  update: endpoint({
    summary: 'Saves the base config by its id',
    description: 'Saves the one base config named by its id (another id is 404).',
    response: baseConfigSaveAnswer,
    method: 'PUT',
    path: '/api/baseConfig/:id',
  }),
} as const;
