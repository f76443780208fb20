import { apiPaths, type RentalLocation } from '@soccer/contracts';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { usePublicList } from '../../../lib/public-list';

/** GET /api/ContactUs/RentalLocations (public): the facilities a party inquiry may name. */
export function useRentalLocations() {
  return usePublicList<RentalLocation[]>(apiPaths.rentalLocations, useRuntimeConfig().apiBase);
}
