/** Business facts the site shows. Texts of the spec live in `@soccer/contracts`; these are brand details. */
export const site = {
  name: 'Touchline Soccer Academy',
  /** The name split for the two-line logo. */
  shortName: 'Touchline',
  nameSuffix: 'Soccer Academy',
  /** The partner's online program: a proper name, the same in every language. */
  partnerName: 'TouchPlus Online Training',
  description:
    'Touchline Soccer Academy: small-sided, high-energy, skill-focused youth soccer camps, tournaments and birthday-party field rentals.',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/touchlinesocceracademy' },
    { name: 'Instagram', href: 'https://www.instagram.com/touchlinesocceracademy' },
    { name: 'X (Twitter)', href: 'https://x.com/touchlinesoccer' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];
