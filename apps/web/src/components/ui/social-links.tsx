import { useLingui } from '@lingui/react';
import { type SocialNetwork, site } from '../../config/site';

/**
 * Each network's mark, a static file (public/images/social) drawn in the link's colour through
 * a CSS mask: the paths stay out of the shell's JavaScript and the page's markup.
 */
const icons: Record<SocialNetwork, string> = {
  Facebook: '/images/social/facebook.svg',
  Instagram: '/images/social/instagram.svg',
  'X (Twitter)': '/images/social/x.svg',
};

/** The business's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  return (
    <ul className={`social-links list-unstyled d-flex gap-2 mb-0 ${className}`}>
      {site.social.map(({ name, href }) => (
        <li key={name}>
          <a className="social-link" href={href} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{_('social.opensInNewTab', { network: name })}</span>
            <span className="social-icon" aria-hidden="true" style={{ maskImage: `url(${icons[name]})` }} />
          </a>
        </li>
      ))}
    </ul>
  );
}
