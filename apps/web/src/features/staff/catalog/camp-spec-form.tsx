import { useLingui } from '@lingui/react';
import { campSpecInputSchema, contentLimits } from '@soccer/contracts';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import type { CatalogCampSpec, ItemDialogProps } from './catalog-types';
import {
  ArchivedField,
  DescriptionField,
  ReminderDaysField,
  SpanishFields,
  type SpanishText,
  withReminderDaysText,
} from './fields';
import { useCatalogForm } from './use-catalog-save';

type CampSpecForm = z.input<typeof campSpecInputSchema>;

/** A new camp. */
const blank: CampSpecForm = {
  campName: '',
  catalogDescription: '',
  attendeeNotes: '',
  es: { campName: '', catalogDescription: '', attendeeNotes: '' },
  reminderDays: '',
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
export function CampSpecFormDialog({ campSpec, onClose }: ItemDialogProps<'campSpec', CatalogCampSpec>) {
  const { _ } = useLingui();
  const modal = useCatalogForm('campSpec', campSpecInputSchema, {
    item: withReminderDaysText(campSpec),
    blank,
    title: campSpec ? _('catalog.title.edit', { name: campSpec.campName }) : _('catalog.title.new.campSpec'),
    onClose,
  });
  return (
    <CatalogFormModal {...modal}>
      <TextField<CampSpecForm>
        name="campName"
        label={_('catalog.field.campName')}
        maxLength={contentLimits.campName}
        required
      />
      <DescriptionField<CampSpecForm> name="catalogDescription" rows={5} />
      <TextField<CampSpecForm>
        name="attendeeNotes"
        label={_('catalog.field.attendeeNotes')}
        as="textarea"
        rows={3}
        maxLength={contentLimits.attendeeNotes}
        help={_('catalog.field.attendeeNotesHelp')}
      />
      <SpanishFields<CampSpecForm> texts={spanishTexts} />
      <ReminderDaysField<CampSpecForm> help={_('catalog.field.reminderDaysCampHelp')} />
      <ArchivedField<CampSpecForm> help={_('catalog.field.archivedCampHelp')} />
    </CatalogFormModal>
  );
}
