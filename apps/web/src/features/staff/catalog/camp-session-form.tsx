import { useLingui } from '@lingui/react';
import { type AdminCatalog, campSessionInputSchema, minimumDate } from '@soccer/contracts';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { CatalogFormModal } from './catalog-form-modal';
import { type CatalogCampSession, optionsOf } from './catalog-types';
import { SwitchField } from './fields';
import { PolicyFields } from './policy-fields';
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
  attendeeCapacity: '',
  promoCode: '',
  promoDiscount: 0,
  cancellationPolicy: null,
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
}: {
  session: CatalogCampSession | null;
  catalog: AdminCatalog;
  onClose: () => void;
}) {
  const campName = session ? catalog.campSpecs.find((s) => s.id === session.campSpecId)?.campName : undefined;
  const { _ } = useLingui();
  const modal = useCatalogForm('campSession', campSessionInputSchema, {
    item: session,
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
  const facilityOptions = optionsOf(
    catalog.facilities,
    (f) => `${f.facilityName} (${f.city}, ${f.state})`,
    session?.facilityId,
  );

  return (
    <CatalogFormModal {...modal}>
      <div className="row">
        <SelectField<CampSessionForm>
          name="campSpecId"
          label={_('catalog.field.camp')}
          options={campOptions}
          placeholder={_('catalog.field.chooseCamp')}
          required
          className="col-md-6 mb-3"
        />
        <SelectField<CampSessionForm>
          name="facilityId"
          label={_('catalog.field.facility')}
          options={facilityOptions}
          placeholder={_('catalog.field.chooseFacility')}
          required
          className="col-md-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="campStartDate"
          label={_('catalog.field.startDate')}
          type="date"
          min={minimumDate}
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="campEndDate"
          label={_('catalog.field.endDate')}
          type="date"
          min={minimumDate}
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="timeBlock"
          label={_('catalog.field.time')}
          maxLength={50}
          placeholder={_('catalog.field.timePlaceholder')}
          required
          className="col-md-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="minAge"
          label={_('catalog.field.minAge')}
          type="number"
          min="0"
          className="col-6 mb-3"
          help={_('catalog.field.ageHelp')}
        />
        <TextField<CampSessionForm>
          name="maxAge"
          label={_('catalog.field.maxAge')}
          type="number"
          min="0"
          className="col-6 mb-3"
          help={_('catalog.field.ageHelp')}
        />
        <TextField<CampSessionForm>
          name="ageRange"
          label={_('catalog.field.ageRange')}
          maxLength={50}
          placeholder={_('catalog.field.ageRangePlaceholder')}
          className="col-md-6 mb-3"
          help={_('catalog.field.ageRangeHelp')}
        />
        <TextField<CampSessionForm>
          name="campCost"
          label={_('catalog.field.cost')}
          type="number"
          min="0"
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="attendeeCapacity"
          label={_('catalog.field.capacity')}
          type="number"
          min="1"
          required
          className="col-6 mb-3"
          help={session ? `${session.seatsTaken} seats taken` : undefined}
        />
        <TextField<CampSessionForm>
          name="promoCode"
          label={_('catalog.field.promoCode')}
          maxLength={20}
          className="col-6 mb-3"
          help={_('catalog.field.promoCodeHelp')}
        />
        <TextField<CampSessionForm>
          name="promoDiscount"
          label={_('catalog.field.discount')}
          type="number"
          min="0"
          className="col-6 mb-3"
        />
      </div>
      <PolicyFields />
      <SwitchField<CampSessionForm>
        name="archived"
        label={_('catalog.field.archived')}
        help={_('catalog.field.archivedSessionHelp')}
      />
    </CatalogFormModal>
  );
}
