import type { Facility } from '@soccer/contracts';

/**
 * The facility columns of a query that joined `facilities as f`: what `toFacility` and the
 * mails' `placeOf` read.
 */
export const facilityColumns = [
  'f.id as facility_id',
  'f.facility_name',
  'f.address_line1',
  'f.city',
  'f.state',
  'f.zip_code',
] as const;

/** The facility of a row that joined `facilities` (its id selected as `facility_id`), as the API returns it. */
export const toFacility = (r: {
  facility_id: number;
  facility_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
}): Facility => ({
  id: r.facility_id,
  facilityName: r.facility_name,
  addressLine1: r.address_line1,
  city: r.city,
  state: r.state,
  zipCode: r.zip_code,
});
