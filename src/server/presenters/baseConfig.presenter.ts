import type { BaseConfig } from '../../core/baseConfig/baseConfig.schemas.ts';
import type { BaseConfigRecord } from '../db/repositories/baseConfig.repository.ts';

/** The base config as a role may see it: superadmin parts and the webhook secret only where allowed. */
export function presentBaseConfig(
  record: BaseConfigRecord,
  parts: { superadminParts: boolean; shippingNotificationConfig: boolean },
): BaseConfig {
  const { fuzzySearch, proxyConfig, shippingNotificationConfig, ...common } = record;
  return {
    ...common,
    ...(parts.shippingNotificationConfig && { shippingNotificationConfig }),
    ...(parts.superadminParts && { fuzzySearch, proxyConfig }),
  };
}
