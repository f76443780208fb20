import { campSpecInputSchema, contentLimits } from '@soccer/contracts';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogCampSpec } from './catalog-types';
import { DescriptionField, SpanishFields, type SpanishText, SwitchField } from './fields';
import { useCatalogForm } from './use-catalog-save';

type CampSpecForm = z.input<typeof campSpecInputSchema>;

/** A new camp. */
const blank: CampSpecForm = {
  campName: '',
  catalogDescription: '',
  attendeeNotes: '',
  es: { campName: '', catalogDescription: '', attendeeNotes: '' },
  archived: false,
};

const spanishTexts: SpanishText<CampSpecForm>[] = [
  { name: 'es.campName', label: 'catalog.field.campNameEs', maxLength: contentLimits.campName },
  {
    name: 'es.catalogDescription',
    label: 'catalog.field.descriptionEs',
    maxLength: contentLimits.catalogDescription,
    rows: 5,
  },
  {
    name: 'es.attendeeNotes',
    label: 'catalog.field.attendeeNotesEs',
    maxLength: contentLimits.attendeeNotes,
    rows: 3,
  },
];

/** Create or edit a camp (what a session sells: its name, description and notes). */
export function CampSpecFormDialog({
  campSpec,
  onClose,
}: {
  campSpec: CatalogCampSpec | null;
  onClose: () => void;
}) {
  const modal = useCatalogForm('campSpec', campSpecInputSchema, {
    item: campSpec,
    blank,
    noun: 'Camp',
    title: campSpec ? `Edit ${campSpec.campName}` : 'New camp',
    onClose,
  });
  return (
    <CatalogFormModal {...modal}>
      <TextField<CampSpecForm> name="campName" label="Camp name" maxLength={100} required />
      <DescriptionField<CampSpecForm> name="catalogDescription" rows={5} />
      <TextField<CampSpecForm>
        name="attendeeNotes"
        label="Notes for attendees"
        as="textarea"
        rows={3}
        maxLength={2000}
        help="For example what to bring."
      />
      <SpanishFields<CampSpecForm> texts={spanishTexts} />
      <SwitchField<CampSpecForm>
        name="archived"
        label="Archived"
        help="Archived camps can no longer be chosen for new sessions."
      />
    </CatalogFormModal>
  );
}
