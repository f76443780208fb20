import { SocialLinks } from '../../../components/ui/social-links';
import { useRuntimeConfig } from '../../../config/runtime-config';

const locations = [
  { city: 'Nashville', region: 'Tennessee', note: 'Middle Tennessee camps and tournaments' },
  { city: 'Dallas', region: 'Texas', note: 'North Texas camps and tournaments' },
  { city: 'Stratham', region: 'New Hampshire', note: 'New Hampshire Seacoast camps and festivals' },
];

/** The contact panel: e-mail, social profiles and the places we coach. */
export function ContactInfo() {
  const { contactEmail } = useRuntimeConfig();
  return (
    <aside className="contact-info accent-panel" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="h4">
        Get in touch
      </h2>
      <p>
        Questions about camps, tournaments or a birthday party? We usually answer within one business day.
      </p>
      <h3 className="contact-info-heading">Email</h3>
      <p>
        <a className="fw-semibold text-break" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      </p>
      <h3 className="contact-info-heading">Follow us</h3>
      <SocialLinks className="mb-4" />
      <h3 className="contact-info-heading">Where we play</h3>
      <ul className="list-unstyled contact-locations mb-0">
        {locations.map((location) => (
          <li key={location.city}>
            <span className="fw-bold d-block">
              {location.city}, {location.region}
            </span>
            <span className="small">{location.note}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
