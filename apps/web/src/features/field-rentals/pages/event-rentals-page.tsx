import { messages } from '@soccer/contracts';
import { formOnFirstUse } from '../../../components/form/form-on-first-use';
import { FormPage } from '../../../components/form/form-page';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../field-rentals.scss';

/** The form's code loads when the visitor starts on it (or at once after a navigation in the site). */
const FieldRentalForm = formOnFirstUse('rental', () =>
  import('../components/field-rental-form').then((m) => m.FieldRentalForm),
);

const description =
  'Rent a Touchline Soccer Academy field for a birthday party: your own pitch, goals and balls, and optional coach-led games. Send us an inquiry.';

const perks = [
  'Your own field with goals, balls and pinnies ready to go',
  'Coach-led games for every age and skill level, if you would like them',
  'Time for cake, presents and a team photo on the pitch',
];

/** /eventrentals: the birthday-party field rental inquiry. */
export function EventRentalsPage() {
  usePageTitle(messages.fieldRentalsHeading, description);
  return (
    <FormPage
      title={messages.fieldRentalsHeading}
      lead={messages.fieldRentalsSubheading}
      aside={<PartyPanel />}
    >
      <FieldRentalForm />
    </FormPage>
  );
}

/** What a party on the pitch is like, beside the inquiry. */
function PartyPanel() {
  return (
    <section className="party-panel" aria-labelledby="party-title">
      <img
        className="party-image"
        src="/images/birthday-party.svg"
        alt="Children in party hats playing soccer next to a birthday cake on a green field"
        width="640"
        height="400"
        loading="lazy"
      />
      <div className="party-panel-body">
        <h2 id="party-title" className="h4">
          A birthday on the pitch
        </h2>
        <p>
          Swap the bounce house for a real soccer field. Tell us the date and how many players are coming, and
          we will get back to you with availability and a plan.
        </p>
        <ul className="party-perks mb-0">
          {perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
