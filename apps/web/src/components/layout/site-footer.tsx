import { useLingui } from '@lingui/react';
import { copyrightYear } from '@soccer/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { SocialLinks } from '../ui/social-links';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

const quickLinks = [
  { id: 'nav.home', href: paths.home.href() },
  { id: 'nav.camps', href: paths.camps.href() },
  { id: 'nav.tournaments', href: paths.tournaments.href() },
  { id: 'nav.birthdayParties', href: paths.eventRentals.href() },
  { id: 'nav.myRegistrations', href: paths.myRegistrations.href() },
  { id: 'nav.about', href: paths.about.href() },
  { id: 'nav.contact', href: paths.contact.href() },
];

/** Footer (spec §2): quick links, social links and the copyright line. */
export function SiteFooter() {
  const { _ } = useLingui();
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row gy-4">
          <div className="col-md-6 col-lg-5">
            <p className="footer-brand d-flex align-items-center gap-2 mb-2">
              <BrandMark size={28} />
              <span>{site.name}</span>
            </p>
            <p className="mb-0 footer-tagline">{_('footer.tagline')}</p>
          </div>
          <nav className="col-6 col-md-3 col-lg-4" aria-labelledby="footer-links-heading">
            <h2 id="footer-links-heading" className="footer-heading">
              {_('footer.quickLinks')}
            </h2>
            <ul className="list-unstyled footer-links mb-0">
              {quickLinks.map((link) => (
                <li key={link.id}>
                  <Link to={link.href}>{_(link.id)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-md-3">
            <h2 className="footer-heading">{_('footer.followUs')}</h2>
            <SocialLinks />
            <LanguageSwitch className="footer-language mt-3" />
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container py-3">
          <p className="mb-0">
            © {copyrightYear} {site.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
