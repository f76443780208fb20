import { useLingui } from '@lingui/react';
import { defaultFacilityTimeZone, facilityInputSchema } from '@soccer/contracts';
import type { z } from 'zod';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogFacility, ItemDialogProps } from './catalog-types';
import { ArchivedField, TextFields } from './fields';
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
export function FacilityFormDialog({ facility, onClose }: ItemDialogProps<'facility', CatalogFacility>) {
  const { _ } = useLingui();
  const modal = useCatalogForm('facility', facilityInputSchema, {
    item: facility,
    blank,
    title: facility
      ? _('catalog.title.edit', { name: facility.facilityName })
      : _('catalog.title.new.facility'),
    onClose,
  });
  const place: TextFieldProps<FacilityForm>[] = [
    { name: 'city', label: _('catalog.field.city'), maxLength: 50, className: 'col-sm-6 mb-3' },
    { name: 'state', label: _('catalog.field.state'), maxLength: 2, className: 'col-6 col-sm-2 mb-3' },
    { name: 'zipCode', label: _('catalog.field.zipCode'), maxLength: 10, className: 'col-6 col-sm-4 mb-3' },
  ];
  return (
    <CatalogFormModal {...modal}>
      <TextFields<FacilityForm>
        fields={[
          { name: 'facilityName', label: _('catalog.field.facilityName'), maxLength: 100, required: true },
          { name: 'addressLine1', label: _('catalog.field.address'), maxLength: 100, required: true },
        ]}
      />
      <div className="row">
        <TextFields<FacilityForm> fields={place.map((field) => ({ ...field, required: true }))} />
      </div>
      <TextField<FacilityForm>
        name="timeZone"
        label={_('catalog.field.timeZone')}
        maxLength={64}
        required
        help={_('catalog.field.timeZoneHelp')}
      />
      <ArchivedField<FacilityForm> help={_('catalog.field.archivedFacilityHelp')} />
    </CatalogFormModal>
  );
}
