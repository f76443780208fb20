import { copyrightYear } from '@soccer/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { SocialLinks } from '../ui/social-links';
import { BrandMark } from './brand-mark';

const quickLinks = [
  { label: 'Home', href: paths.home.href() },
  { label: 'Camps', href: paths.camps.href() },
  { label: 'Tournaments', href: paths.tournaments.href() },
  { label: 'Birthday Parties', href: paths.eventRentals.href() },
  { label: 'My Registrations', href: paths.myRegistrations.href() },
  { label: 'About', href: paths.about.href() },
  { label: 'Contact', href: paths.contact.href() },
];

/** Footer (spec §2): quick links, social links and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row gy-4">
          <div className="col-md-6 col-lg-5">
            <p className="footer-brand d-flex align-items-center gap-2 mb-2">
              <BrandMark size={28} />
              <span>{site.name}</span>
            </p>
            <p className="mb-0 footer-tagline">
              Small-sided, high-energy, low-pressure soccer that builds skills and confidence.
            </p>
          </div>
          <nav className="col-6 col-md-3 col-lg-4" aria-labelledby="footer-links-heading">
            <h2 id="footer-links-heading" className="footer-heading">
              Quick links
            </h2>
            <ul className="list-unstyled footer-links mb-0">
              {quickLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-6 col-md-3">
            <h2 className="footer-heading">Follow us</h2>
            <SocialLinks />
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
