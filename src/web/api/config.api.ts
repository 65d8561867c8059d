import type { AppConfigResponse, VersionInfo } from '../../core/config/appConfig.schemas.ts';
import { CONFIG_API } from '../../core/config/config.api.ts';
import { MODULES_API } from '../../core/config/modules.api.ts';
import type { ActiveModules } from '../../core/config/modules.ts';
import { callApi } from './callApi.ts';

/** The start-up answers, as core declares them. */
export type {
  AppConfig as ClientConfig,
  AppConfigResponse as ConfigResponse,
  VersionInfo as VersionResponse,
} from '../../core/config/appConfig.schemas.ts';

/** The installation's config (no sign-in needed). Errors are shown by the start-up screen, not as alerts. */
export function fetchConfig(): Promise<AppConfigResponse> {
  return callApi(CONFIG_API.config, { auth: false, errorMode: 'silent' });
}

export function fetchVersion(): Promise<VersionInfo> {
  return callApi(CONFIG_API.version, { auth: false, errorMode: 'silent' });
}

/** The active modules: the module state every ability and guard depends on. */
export function fetchActiveModules(token?: string): Promise<ActiveModules> {
  return callApi(MODULES_API.active, token ? { token } : {});
}
