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

/**
 * Readiness of this instance for a load balancer or an operator (issue 32): public, no sign-in, no
 * data beyond which part is down. 503 while the database or the rules workers are unavailable.
 */
export const HEALTH_API = {
  health: endpoint<HealthInfo>()({ method: 'GET', path: '/api/health' }),
} as const;
