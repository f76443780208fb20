import { defaultFacilityTimeZone, facilityInputSchema } from '@soccer/contracts';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogFacility } from './catalog-types';
import { SwitchField } from './fields';
import { useCatalogForm } from './use-catalog-save';

type FacilityForm = z.input<typeof facilityInputSchema>;

/** A new facility. */
const blank: FacilityForm = {
  facilityName: '',
  addressLine1: '',
  city: '',
  state: '',
  zipCode: '',
  timeZone: defaultFacilityTimeZone,
  archived: false,
};

/** Create or edit a facility (a place camps and tournaments happen). */
export function FacilityFormDialog({
  facility,
  onClose,
}: {
  facility: CatalogFacility | null;
  onClose: () => void;
}) {
  const modal = useCatalogForm('facility', facilityInputSchema, {
    item: facility,
    blank,
    noun: 'Facility',
    title: facility ? `Edit ${facility.facilityName}` : 'New facility',
    onClose,
  });
  return (
    <CatalogFormModal {...modal}>
      <TextField<FacilityForm> name="facilityName" label="Facility name" maxLength={100} required />
      <TextField<FacilityForm> name="addressLine1" label="Address" maxLength={100} required />
      <div className="row">
        <TextField<FacilityForm> name="city" label="City" maxLength={50} required className="col-sm-6 mb-3" />
        <TextField<FacilityForm>
          name="state"
          label="State"
          maxLength={2}
          required
          className="col-6 col-sm-2 mb-3"
        />
        <TextField<FacilityForm>
          name="zipCode"
          label="Zip code"
          maxLength={10}
          required
          className="col-6 col-sm-4 mb-3"
        />
      </div>
      <TextField<FacilityForm>
        name="timeZone"
        label="Time zone"
        maxLength={64}
        required
        help="Its IANA name, such as America/Chicago or America/New_York. Mails and exports give this facility's times in it."
      />
      <SwitchField<FacilityForm>
        name="archived"
        label="Archived"
        help="Archived facilities can no longer be chosen for new sessions or tournaments."
      />
    </CatalogFormModal>
  );
}
