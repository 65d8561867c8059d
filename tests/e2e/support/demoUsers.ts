import type { Role } from '../../../src/core/permissions/index.ts';

/** Password of every seeded demo user in the end-to-end server (playwright.config.ts). */
export const DEMO_PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'e2e-Demo-123';

export interface DemoUser {
  username: string;
  role: Role;
  landing: string;
}

/** One seeded user per role (README "Demo users") and where each lands after sign-in. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'superadmin', role: 'superadmin', landing: '/' },
  { username: 'admin', role: 'admin', landing: '/' },
  { username: 'logistics-manager', role: 'logistics_manager', landing: '/' },
  { username: 'logistics-viewer', role: 'logistics_viewer', landing: '/' },
  { username: 'production-manager', role: 'production_manager', landing: '/' },
  { username: 'production-viewer', role: 'production_viewer', landing: '/' },
  { username: 'transporter-manager', role: 'transporter_manager', landing: '/freights' },
  { username: 'transporter-viewer', role: 'transporter_viewer', landing: '/freights' },
  { username: 'entrance-supervisor', role: 'entrance_supervisor', landing: '/timeslots' },
];
