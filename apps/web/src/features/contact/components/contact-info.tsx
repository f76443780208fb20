import { useLingui } from '@lingui/react';
import { SocialLinks } from '../../../components/ui/social-links';
import { useRuntimeConfig } from '../../../config/runtime-config';

const locations = [
  { city: 'Nashville', region: 'Tennessee', note: 'contact.place.nashville' },
  { city: 'Dallas', region: 'Texas', note: 'contact.place.dallas' },
  { city: 'Stratham', region: 'New Hampshire', note: 'contact.place.stratham' },
];

/** The contact panel: e-mail, social profiles and the places we coach. */
export function ContactInfo() {
  const { _ } = useLingui();
  const { contactEmail } = useRuntimeConfig();
  return (
    <aside className="contact-info accent-panel" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="h4">
        {_('contact.info.title')}
      </h2>
      <p>{_('contact.info.text')}</p>
      <h3 className="contact-info-heading">{_('contact.info.email')}</h3>
      <p>
        <a className="fw-semibold text-break" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      </p>
      <h3 className="contact-info-heading">{_('contact.info.follow')}</h3>
      <SocialLinks className="mb-4" />
      <h3 className="contact-info-heading">{_('contact.info.where')}</h3>
      <ul className="list-unstyled contact-locations mb-0">
        {locations.map((location) => (
          <li key={location.city}>
            <span className="fw-bold d-block">
              {location.city}, {location.region}
            </span>
            <span className="small">{_(location.note)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
