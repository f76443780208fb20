import { useLingui } from '@lingui/react';
import { campSessionInputSchema } from '@soccer/contracts';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field';
import type { TextFieldProps } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import { type CatalogCampSession, type ItemDialogProps, optionsOf } from './catalog-types';
import { DepositFields } from './deposit-fields';
import {
  ArchivedField,
  dateInput,
  FacilityField,
  numberInput,
  promoFields,
  ReminderDaysField,
  TextFields,
  withReminderDaysText,
} from './fields';
import { InstalmentFields } from './instalment-fields';
import { PolicyFields } from './policy-fields';
import { PriceWindowFields } from './price-window-fields';
import { useCatalogForm } from './use-catalog-save';

export type CampSessionForm = z.input<typeof campSessionInputSchema>;

/** A new camp session. */
const blank: CampSessionForm = {
  campSpecId: '',
  facilityId: '',
  campStartDate: '',
  campEndDate: '',
  timeBlock: '',
  ageRange: '',
  minAge: '',
  maxAge: '',
  campCost: '',
  priceWindows: [],
  attendeeCapacity: '',
  promoCode: '',
  promoDiscount: 0,
  cancellationPolicy: null,
  reminderDays: '',
  archived: false,
};

/**
 * Create or edit a camp session: camp, facility, dates, time block, ages (youngest and oldest on
 * the first day; they decide who may register and make the shown age range), cost, capacity, promo
 * code with its discount, archived. The server refuses a capacity below the seats already taken.
 */
export function CampSessionFormDialog({
  session,
  catalog,
  onClose,
}: ItemDialogProps<'session', CatalogCampSession, true>) {
  const campName = session ? catalog.campSpecs.find((s) => s.id === session.campSpecId)?.campName : undefined;
  const { _ } = useLingui();
  const modal = useCatalogForm('campSession', campSessionInputSchema, {
    item: withReminderDaysText(session),
    blank,
    numbers: ['campCost', 'attendeeCapacity', 'promoDiscount'],
    title: session
      ? campName
        ? _('catalog.title.editSessionOf', { name: campName })
        : _('catalog.title.editSession')
      : _('catalog.title.new.campSession'),
    onClose,
  });
  const campOptions = optionsOf(catalog.campSpecs, (s) => s.campName, session?.campSpecId);
  const [half, wide] = ['col-6 mb-3', 'col-md-6 mb-3'];
  const ageHelp = _('catalog.field.ageHelp');
  const fields: TextFieldProps<CampSessionForm>[] = [
    {
      name: 'campStartDate',
      label: _('catalog.field.startDate'),
      ...dateInput,
      required: true,
      className: half,
    },
    { name: 'campEndDate', label: _('catalog.field.endDate'), ...dateInput, required: true, className: half },
    {
      name: 'timeBlock',
      label: _('catalog.field.time'),
      maxLength: 50,
      placeholder: _('catalog.field.timePlaceholder'),
      required: true,
      className: wide,
    },
    { name: 'minAge', label: _('catalog.field.minAge'), ...numberInput(0), className: half, help: ageHelp },
    { name: 'maxAge', label: _('catalog.field.maxAge'), ...numberInput(0), className: half, help: ageHelp },
    {
      name: 'ageRange',
      label: _('catalog.field.ageRange'),
      maxLength: 50,
      placeholder: _('catalog.field.ageRangePlaceholder'),
      className: wide,
      help: _('catalog.field.ageRangeHelp'),
    },
    { name: 'campCost', label: _('catalog.field.cost'), ...numberInput(0), required: true, className: half },
    {
      name: 'attendeeCapacity',
      label: _('catalog.field.capacity'),
      ...numberInput(1),
      required: true,
      className: half,
      help: session ? _('catalog.field.seatsTaken', { count: session.seatsTaken }) : undefined,
    },
    ...promoFields<CampSessionForm>(_, half),
  ];

  return (
    <CatalogFormModal {...modal}>
      <div className="row">
        <SelectField<CampSessionForm>
          name="campSpecId"
          label={_('catalog.field.camp')}
          options={campOptions}
          placeholder={_('catalog.field.chooseCamp')}
          required
          className={wide}
        />
        <FacilityField<CampSessionForm> catalog={catalog} current={session?.facilityId} className={wide} />
        <TextFields<CampSessionForm> fields={fields} />
      </div>
      <PriceWindowFields />
      <PolicyFields />
      <DepositFields />
      <InstalmentFields />
      <ReminderDaysField<CampSessionForm> help={_('catalog.field.reminderDaysSessionHelp')} />
      <ArchivedField<CampSessionForm> help={_('catalog.field.archivedSessionHelp')} />
    </CatalogFormModal>
  );
}
