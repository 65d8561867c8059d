import type { GridPreference } from '../../core/list/preferences.schemas.ts';
import { apiRequest } from '../api/http.ts';

/** The user's saved state of a grid view, or null (defaults). */
export async function loadGridPreference(viewId: string): Promise<GridPreference | null> {
  try {
    const res = await apiRequest<{ value: GridPreference | null }>('GET', `/api/preferences/grid:${viewId}`, {
      errorMode: 'silent',
    });
    return res.value;
  } catch {
    return null;
  }
}

export async function saveGridPreference(viewId: string, value: GridPreference): Promise<void> {
  await apiRequest('PUT', `/api/preferences/grid:${viewId}`, { body: { value }, errorMode: 'silent' }).catch(
    () => undefined,
  );
}

export async function resetGridPreference(viewId: string): Promise<void> {
  await apiRequest('DELETE', `/api/preferences/grid:${viewId}`, { errorMode: 'silent' }).catch(
    () => undefined,
  );
}
