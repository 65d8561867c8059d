import { BASE_CONFIG_API, type BaseConfigSaveResponse } from '../../../core/baseConfig/baseConfig.api.ts';
import type {
  BaseConfig,
  PingResult,
  UpdateBaseConfigInput,
} from '../../../core/baseConfig/baseConfig.schemas.ts';
import { callApi } from '../../api/callApi.ts';

/** The base config: the parts this role may see. */
export function fetchBaseConfig(): Promise<BaseConfig> {
  return callApi(BASE_CONFIG_API.get);
}

/** Saves changed fields with the edited version; field errors come back to the form. */
export function saveBaseConfig(id: string, change: UpdateBaseConfigInput): Promise<BaseConfigSaveResponse> {
  return callApi(BASE_CONFIG_API.update, {
    params: { id },
    body: change,
    errorMode: 'silent',
  });
}

/** Pings a URL (superadmin): reachability as the server sees it. */
export function pingProxy(url: string): Promise<PingResult> {
  return callApi(BASE_CONFIG_API.ping, {
    query: { forwardTo: url },
    errorMode: 'silent',
  });
}
