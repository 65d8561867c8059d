import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';

/** One part of the server as GET /api/health sees it. */
export interface HealthPart {
  ready: boolean;
  /** database: up | down; rules: idle | starting | ready | down (a failed pool restarts by itself). */
  state: string;
  /** Why it is not ready (the Hungarian text the calls that need it answer), while it is not. */
  message?: string;
}

/** GET /api/health: 200 when every part is ready, else 503 naming the parts that are not. */
export interface HealthInfo {
  ready: boolean;
  /** The parts that are not ready, e.g. ['rules']. */
  notReady: string[];
  parts: { database: HealthPart; rules: HealthPart };
}

const healthPartAnswer = z.object({ ready: z.boolean(), state: z.string(), message: z.string().optional() });

/** {@link HealthInfo}: the answer of GET /api/health (200 and 503 alike). */
export const healthAnswer = z
  .object({
    ready: z.boolean(),
    notReady: z.array(z.string()),
    parts: z.object({ database: healthPartAnswer, rules: healthPartAnswer }),
  })
  .meta({ id: 'Health' });

/**
 * Readiness of this instance for a load balancer or an operator (issue 32): public, no sign-in, no
 * data beyond which part is down. 503 while the database or the rules workers are unavailable.
 */
export const HEALTH_API = {
  health: endpoint({
    summary: 'Tells whether this instance is ready',
    description:
      'Public, for a load balancer or an operator: 200 when the database and the rules workers are ready, 503 with the same document naming the parts that are not (a failed rules pool restarts by itself). No data beyond that.',
    response: healthAnswer,
    answers: { 503: 'A part is not ready: the document names it (notReady) with its Hungarian message.' },
    successBodyOn: [503],
    method: 'GET',
    path: '/api/health',
  }),
} as const;
