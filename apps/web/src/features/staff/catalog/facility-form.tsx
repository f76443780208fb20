import { zodResolver } from '@hookform/resolvers/zod';
import { facilityInputSchema } from '@soccer/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogFacility } from './catalog-types';
import { SwitchField } from './fields';
import { useCatalogSave } from './use-catalog-save';

type FacilityForm = z.input<typeof facilityInputSchema>;

function defaults(f: CatalogFacility | null): FacilityForm {
  return f
    ? {
        facilityName: f.facilityName,
        addressLine1: f.addressLine1,
        city: f.city,
        state: f.state,
        zipCode: f.zipCode,
        archived: f.archived,
      }
    : { facilityName: '', addressLine1: '', city: '', state: '', zipCode: '', archived: false };
}

/** Create or edit a facility (a place camps and tournaments happen). */
export function FacilityFormDialog({
  facility,
  onClose,
}: {
  facility: CatalogFacility | null;
  onClose: () => void;
}) {
  const form = useForm<FacilityForm, unknown, z.output<typeof facilityInputSchema>>({
    resolver: zodResolver(facilityInputSchema),
    defaultValues: defaults(facility),
  });
  const save = useCatalogSave('facility', {
    form,
    id: facility?.id,
    noun: 'Facility',
    fields: Object.keys(facilityInputSchema.shape),
    onSaved: onClose,
  });
  return (
    <FormProvider {...form}>
      <CatalogFormModal
        title={facility ? `Edit ${facility.facilityName}` : 'New facility'}
        onHide={onClose}
        save={save}
        submitting={form.formState.isSubmitting}
      >
        <TextField<FacilityForm> name="facilityName" label="Facility name" maxLength={100} required />
        <TextField<FacilityForm> name="addressLine1" label="Address" maxLength={100} required />
        <div className="row">
          <TextField<FacilityForm>
            name="city"
            label="City"
            maxLength={50}
            required
            className="col-sm-6 mb-3"
          />
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
        <SwitchField<FacilityForm>
          name="archived"
          label="Archived"
          help="Archived facilities can no longer be chosen for new sessions or tournaments."
        />
      </CatalogFormModal>
    </FormProvider>
  );
}
