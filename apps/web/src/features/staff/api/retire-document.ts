import { apiPaths } from '@soccer/contracts';
import { invalidateEverything } from '../../../lib/query-keys';
import { useStaffAction } from './staff-action';
import type { SecureFetch } from './staff-http';

/** POST /api/Admin/Documents/{id}/retire: registrations no longer ask for it; 409 when it already was. */
export function retireDocument(secureFetch: SecureFetch, id: number) {
  return secureFetch<{ id: number }>(apiPaths.retireDocument(id), { method: 'POST', body: {} });
}

/** Retires a waiver or consent; the catalogue and the registration forms' documents are read again. */
export function useRetireDocument() {
  return useStaffAction(retireDocument, invalidateEverything);
}
