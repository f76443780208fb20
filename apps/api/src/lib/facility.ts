import type { Facility } from '@soccer/contracts';

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
