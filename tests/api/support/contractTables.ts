import type { AnyEndpoint } from '../../../src/core/api/endpoint.ts';

/** An endpoint of a contract table with the name it has there (`FREIGHTS_API.update`). */
export interface NamedEndpoint {
  name: string;
  endpoint: AnyEndpoint;
}

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string';

/**
 * Every endpoint of every contract table (`src/core/<area>/*.api.ts`, tables nested or not), read
 * from the modules themselves: a new endpoint is listed as soon as its table declares it.
 */
export function contractEndpoints(): NamedEndpoint[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/core/**/*.api.ts', { eager: true });
  const found = new Map<AnyEndpoint, string>();
  const walk = (value: unknown, name: string) => {
    if (isEndpoint(value)) {
      if (!found.has(value)) found.set(value, name);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) walk(child, `${name}.${key}`);
  };
  for (const module of Object.values(modules)) {
    for (const [exportName, value] of Object.entries(module)) {
      if (exportName.endsWith('_API')) walk(value, exportName);
    }
  }
  return [...found].map(([endpoint, name]) => ({ endpoint, name }));
}
