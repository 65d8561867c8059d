import type { ActiveModules, ConfigMode, PlannerType } from '../../core/config/modules.ts';
import { apiRequest } from './http.ts';

/** `config.view` of GET /api/config. */
export interface ViewConfig {
  title: string;
  logo: string;
  largeLogo: string;
  favicon: string;
  theme?: Record<string, string>;
  productCategory?: string[];
}

/** `config` of GET /api/config; fields the shell does not read stay loosely typed. */
export interface ClientConfig {
  configMode: ConfigMode;
  logisticsPlannerType: PlannerType;
  disableAuth: boolean;
  colors?: { primary?: string };
  view: ViewConfig;
  palletTypes?: unknown[];
  defaultFilters?: Record<string, unknown>;
  fieldEditSettings?: Record<string, unknown>;
  testOrdersJson?: unknown;
}

export interface ConfigResponse {
  config: ClientConfig;
  constants: { ROLES: Record<string, string>; ROLE_GROUPS: Record<string, string[]> };
  enums: Record<string, readonly string[]>;
}

export interface VersionResponse {
  buildVersion: string;
}

/** GET /api/config (no sign-in needed). Errors are shown by the start-up screen, not as alerts. */
export function fetchConfig(): Promise<ConfigResponse> {
  return apiRequest<ConfigResponse>('GET', '/api/config', { auth: false, errorMode: 'silent' });
}

export function fetchVersion(): Promise<VersionResponse> {
  return apiRequest<VersionResponse>('GET', '/api/version', { auth: false, errorMode: 'silent' });
}

/** GET /api/modules/active: the module state every ability and guard depends on. */
export function fetchActiveModules(token?: string): Promise<ActiveModules> {
  return apiRequest<ActiveModules>('GET', '/api/modules/active', token ? { token } : {});
}
