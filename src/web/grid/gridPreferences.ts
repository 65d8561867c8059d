import { PREFERENCES_API } from '../../core/list/preferences.api.ts';
import type { GridPreference } from '../../core/list/preferences.schemas.ts';
import { callApi } from '../api/callApi.ts';

/** The preference view of a grid. */
const gridView = (viewId: string) => ({ view: `grid:${viewId}` });

/** The user's saved state of a grid view, or null (defaults). */
export async function loadGridPreference(viewId: string): Promise<GridPreference | null> {
  try {
    const res = await callApi(PREFERENCES_API.get, { params: gridView(viewId), errorMode: 'silent' });
    return res.value as GridPreference | null;
  } catch {
    return null;
  }
}

export async function saveGridPreference(viewId: string, value: GridPreference): Promise<void> {
  await callApi(PREFERENCES_API.save, {
    params: gridView(viewId),
    body: { value },
    errorMode: 'silent',
  }).catch(() => undefined);
}

export async function resetGridPreference(viewId: string): Promise<void> {
  await callApi(PREFERENCES_API.remove, { params: gridView(viewId), errorMode: 'silent' }).catch(
    () => undefined,
  );
}
