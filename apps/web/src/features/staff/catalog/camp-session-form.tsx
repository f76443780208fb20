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
          label="Camp"
          options={campOptions}
          placeholder="Choose a camp"
          required
          className="col-md-6 mb-3"
        />
        <SelectField<CampSessionForm>
          name="facilityId"
          label="Facility"
          options={facilityOptions}
          placeholder="Choose a facility"
          required
          className="col-md-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="campStartDate"
          label="Start date"
          type="date"
          min={minimumDate}
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="campEndDate"
          label="End date"
          type="date"
          min={minimumDate}
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="timeBlock"
          label="Time"
          maxLength={50}
          placeholder="9:00 AM – 12:00 PM"
          required
          className="col-md-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="minAge"
          label="Minimum age"
          type="number"
          min="0"
          className="col-6 mb-3"
          help="On the first day. Empty: no limit."
        />
        <TextField<CampSessionForm>
          name="maxAge"
          label="Maximum age"
          type="number"
          min="0"
          className="col-6 mb-3"
          help="On the first day. Empty: no limit."
        />
        <TextField<CampSessionForm>
          name="ageRange"
          label="Age range"
          maxLength={50}
          placeholder="Ages 8–12"
          className="col-md-6 mb-3"
          help="Shown when no ages are set; with ages the site shows them (Ages 6-9)."
        />
        <TextField<CampSessionForm>
          name="campCost"
          label="Cost (USD)"
          type="number"
          min="0"
          required
          className="col-6 mb-3"
        />
        <TextField<CampSessionForm>
          name="attendeeCapacity"
          label="Capacity"
          type="number"
          min="1"
          required
          className="col-6 mb-3"
          help={session ? `${session.seatsTaken} seats taken` : undefined}
        />
        <TextField<CampSessionForm>
          name="promoCode"
          label="Promo code"
          maxLength={20}
          className="col-6 mb-3"
          help="Leave empty for none."
        />
        <TextField<CampSessionForm>
          name="promoDiscount"
          label="Discount (USD)"
          type="number"
          min="0"
          className="col-6 mb-3"
        />
      </div>
      <PolicyFields />
      <SwitchField<CampSessionForm>
        name="archived"
        label="Archived"
        help="Archived sessions are hidden from the public camp list and the summaries."
      />
    </CatalogFormModal>
  );
}
