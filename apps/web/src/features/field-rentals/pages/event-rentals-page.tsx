import { useLingui } from '@lingui/react';
import { formOnFirstUse } from '../../../components/form/form-on-first-use';
import { FormPage } from '../../../components/form/form-page';
import '../field-rentals.scss';

/** The form's code loads when the visitor starts on it (or at once after a navigation in the site). */
const FieldRentalForm = formOnFirstUse('rental', () =>
  import('../components/field-rental-form').then((m) => m.FieldRentalForm),
);

const perks = ['rentals.perk.field', 'rentals.perk.coach', 'rentals.perk.cake'];

/** /eventrentals: the birthday-party field rental inquiry. */
export function EventRentalsPage() {
  return (
    <FormPage texts="rentals" aside={<PartyPanel />}>
      <FieldRentalForm />
    </FormPage>
  );
}

/** What a party on the pitch is like, beside the inquiry. */
function PartyPanel() {
  const { _ } = useLingui();
  return (
    <section className="party-panel" aria-labelledby="party-title">
      <img
        className="party-image"
        src="/images/birthday-party.svg"
        alt={_('rentals.image')}
        width="640"
        height="400"
        loading="lazy"
      />
      <div className="party-panel-body">
        <h2 id="party-title" className="h4">
          {_('rentals.panel.title')}
        </h2>
        <p>{_('rentals.panel.text')}</p>
        <ul className="party-perks mb-0">
          {perks.map((perk) => (
            <li key={perk}>{_(perk)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
