import { proxy, ref } from 'valtio';
import type { ExternalIdNamesDocument } from '../../core/externalIds/externalIdNames.schemas.ts';
import { fetchExternalIdNames } from './externalIdNamesApi.ts';

/** The external id names as last loaded from the server (null until the first load). */
export const externalIdNamesState = proxy({
  doc: null as ExternalIdNamesDocument | null,
  loading: false,
});

let pending: Promise<ExternalIdNamesDocument> | null = null;

/** Loads (or reloads, with `force`) the names; concurrent callers share one request. */
export function loadExternalIdNames(force = false): Promise<ExternalIdNamesDocument> {
  if (!force && externalIdNamesState.doc) return Promise.resolve(externalIdNamesState.doc);
  if (pending && !force) return pending;
  externalIdNamesState.loading = true;
  const request = fetchExternalIdNames();
  pending = request;
  request
    .then((doc) => {
      if (pending === request) externalIdNamesState.doc = ref(doc);
    })
    .catch(() => {})
    .finally(() => {
      if (pending === request) {
        pending = null;
        externalIdNamesState.loading = false;
      }
    });
  return request;
}

/** Adopts a saved document (the PUT answer) without another round trip. */
export function adoptExternalIdNames(doc: ExternalIdNamesDocument): void {
  externalIdNamesState.doc = ref({ lists: doc.lists, versions: doc.versions });
}
