import { useLingui } from '@lingui/react';
import { coachRole } from '@soccer/contracts';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { type AuthUser, hasStaffRole } from '../../lib/auth/auth-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { SignInButton, SignOutButton } from '../auth/auth-buttons';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { NavMenu, type NavMenuItem } from './nav-menu';

type Translate = ReturnType<typeof useLingui>['_'];

const aboutItems = (_: Translate): NavMenuItem[] => [
  { label: _('nav.about'), to: paths.about.href() },
  { label: _('nav.partner'), to: paths.partner.href() },
];

/** The Staff menu; the audit log is for admins only. */
const staffItems = (_: Translate, user: AuthUser | null): NavMenuItem[] => [
  { label: _('nav.staff.campSessions'), to: paths.manage.href() },
  { label: _('nav.staff.tournaments'), to: paths.manageTournaments.href() },
  { label: _('nav.staff.teamCheckIn'), to: paths.coachCheckIn.href() },
  { label: _('nav.staff.messages'), to: paths.contacts.href() },
  { label: _('nav.staff.rentals'), to: paths.manageRentals.href() },
  { label: _('nav.staff.catalogue'), to: paths.manageCatalog.href() },
  { label: _('nav.staff.coaches'), to: paths.manageCoaches.href() },
  { label: _('nav.staff.coupons'), to: paths.manageCoupons.href() },
  { label: _('nav.staff.credit'), to: paths.manageCredit.href() },
  ...(user?.roles.includes('admin') ? [{ label: _('nav.staff.audit'), to: paths.manageAudit.href() }] : []),
];

/** First path segments that belong to each menu, for its active state. */
const aboutSections = ['about', 'partner'];
const staffSections = [
  'manage',
  'managetournaments',
  'contacts',
  'sessionregistrationreport',
  'tournamentregistrationreport',
];

const firstSegment = (pathname: string) => pathname.split('/')[1]?.toLowerCase() ?? '';

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <li className="nav-item">
      <NavLink className="nav-link" to={to}>
        {children}
      </NavLink>
    </li>
  );
}

/**
 * Header and main navigation (spec §2): brand, Camps, Tournaments, Birthday Parties, My
 * Registrations, Household (signed in), About (About, Partner), Contact, a Staff menu for staff and admins, and the
 * signed-in name with Sign Out, or Sign In. Collapses behind a toggle below 1200px (Bootstrap's
 * navbar markup and classes; the menu opens and closes without an animation).
 */
export function SiteHeader() {
  const { _ } = useLingui();
  const { user, isSignedIn, accountUnknown } = useAuth();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const section = firstSegment(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu after every navigation.
  useEffect(() => setExpanded(false), [pathname]);

  return (
    <header className="site-header">
      {/* Outside the main navigation: the language is a setting of the page, not a place. */}
      <div className="site-topbar">
        <div className="container d-flex justify-content-end">
          <LanguageSwitch className="site-language" />
        </div>
      </div>
      <nav className="navbar navbar-expand-xl navbar-dark site-navbar" aria-label={_('nav.main')}>
        <div className="container">
          <Link to={paths.home.href()} className="navbar-brand d-flex align-items-center gap-2">
            <BrandMark />
            <span className="brand-name">
              <span className="brand-name-main">{site.shortName}</span>{' '}
              <span className="brand-name-sub">{site.nameSuffix}</span>
            </span>
          </Link>
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="site-nav"
            aria-expanded={expanded}
            aria-label={_('nav.menu')}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="site-nav">
            <ul className="navbar-nav me-auto">
              <NavItem to={paths.camps.href()}>{_('nav.camps')}</NavItem>
              <NavItem to={paths.tournaments.href()}>{_('nav.tournaments')}</NavItem>
              <NavItem to={paths.eventRentals.href()}>{_('nav.birthdayParties')}</NavItem>
              <NavItem to={paths.myRegistrations.href()}>{_('nav.myRegistrations')}</NavItem>
              {isSignedIn ? <NavItem to={paths.household.href()}>{_('nav.household')}</NavItem> : null}
              {user?.roles.includes(coachRole) ? (
                <NavItem to={paths.coach.href()}>{_('nav.coach')}</NavItem>
              ) : null}
              <NavMenu
                title={_('nav.about')}
                items={aboutItems(_)}
                active={aboutSections.includes(section)}
              />
              <NavItem to={paths.contact.href()}>{_('nav.contact')}</NavItem>
              {hasStaffRole(user) ? (
                <NavMenu
                  title={_('nav.staff')}
                  items={staffItems(_, user)}
                  active={staffSections.includes(section)}
                />
              ) : null}
            </ul>
            <div className="site-auth d-flex align-items-center gap-2 py-2 py-xl-0">
              {/* Drawn by the server before the account is known: neither until the browser knows. */}
              {accountUnknown ? null : isSignedIn ? (
                <>
                  <span className="navbar-text site-username" title={user?.email}>
                    <span className="visually-hidden">{_('nav.signedInAs')}</span>
                    <span data-testid="signed-in-user">{user?.name || user?.email}</span>
                  </span>
                  <SignOutButton variant="outline-light" size="sm" />
                </>
              ) : (
                <SignInButton variant="accent" size="sm" />
              )}
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
