import type {
  BaseConfig,
  PingResult,
  UpdateBaseConfigInput,
} from '../../../core/baseConfig/baseConfig.schemas.ts';
import { apiRequest } from '../../api/http.ts';

/** GET /api/baseConfig: the parts this role may see. */
export function fetchBaseConfig(): Promise<BaseConfig> {
  return apiRequest<BaseConfig>('GET', '/api/baseConfig');
}

/** PUT /api/baseConfig/{id}: changed fields with the edited version; field errors come back to the form. */
export function saveBaseConfig(
  id: string,
  change: UpdateBaseConfigInput,
): Promise<{ message: string; baseConfig: BaseConfig }> {
  return apiRequest('PUT', `/api/baseConfig/${encodeURIComponent(id)}`, {
    body: change,
    errorMode: 'silent',
  });
}

/** GET /api/baseConfig/ping?forwardTo=… (superadmin): reachability as the server sees it. */
export function pingProxy(url: string): Promise<PingResult> {
  return apiRequest<PingResult>('GET', `/api/baseConfig/ping?forwardTo=${encodeURIComponent(url)}`, {
    errorMode: 'silent',
  });
}
