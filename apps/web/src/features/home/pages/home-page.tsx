import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FeatureIcon, type FeatureIconName } from '../components/feature-icon';
import '../home.scss';
import { HeroImage } from '../../../components/ui/hero-image';

const reasons: { key: string; icon: FeatureIconName }[] = [
  { key: 'smallSided', icon: 'people' },
  { key: 'energy', icon: 'bolt' },
  { key: 'pressure', icon: 'smile' },
  { key: 'skill', icon: 'target' },
];

const programs = [
  { key: 'camps', link: paths.camps.href() },
  { key: 'tournaments', link: paths.tournaments.href() },
  { key: 'parties', link: paths.eventRentals.href() },
];

/** The home page: hero, why choose us, programmes and the partner program. */
export function HomePage() {
  const { _ } = useLingui();
  usePageTitle('', _('home.description'));
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner hero-split">
          <div className="home-hero-text">
            <p className="hero-kicker">{_('home.kicker')}</p>
            <h1 id="hero-title" className="hero-title">
              {site.name}
            </h1>
            <p className="hero-lead">{_('home.lead')}</p>
            <div className="d-flex flex-wrap gap-3">
              <Link className="btn btn-accent btn-lg" to={paths.camps.href()}>
                {_('home.register')}
              </Link>
              <Link className="btn btn-outline-light btn-lg" to={paths.contact.href()}>
                {_('home.contactUs')}
              </Link>
            </div>
          </div>
          <HeroImage src="/images/home-hero.svg" alt={_('home.heroImage')} height={440} />
        </div>
      </section>

      <section className="container py-5" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          {_('home.why', { name: site.name })}
        </h2>
        <div className="row g-4">
          {reasons.map((reason) => (
            <div className="col-sm-6 col-lg-3" key={reason.key}>
              <div className="callout h-100">
                <FeatureIcon name={reason.icon} />
                <h3 className="callout-title">{_(`home.reason.${reason.key}.title`)}</h3>
                <p className="mb-0">{_(`home.reason.${reason.key}.text`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="programs py-5" aria-labelledby="programs-title">
        <div className="container">
          <h2 id="programs-title" className="section-title">
            {_('home.waysToPlay')}
          </h2>
          <div className="row g-4">
            {programs.map((program) => (
              <div className="col-md-4" key={program.key}>
                <article className="card program-card h-100">
                  <div className="card-body d-flex flex-column">
                    <h3 className="h4 card-title">{_(`home.program.${program.key}.title`)}</h3>
                    <p className="card-text flex-grow-1">{_(`home.program.${program.key}.text`)}</p>
                    <Link className="btn btn-primary align-self-start" to={program.link}>
                      {_(`home.program.${program.key}.action`)}
                    </Link>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="partner-title">
        <div className="partner-strip">
          <img
            className="partner-strip-logo"
            src="/images/partner-logo.svg"
            alt={site.partnerName}
            width="240"
            height="80"
            loading="lazy"
          />
          <div>
            <h2 id="partner-title" className="h3">
              {_('home.partner.title')}
            </h2>
            <p className="mb-3">{_('home.partner.text')}</p>
            <Link className="fw-semibold" to={paths.partner.href()}>
              {_('home.partner.link')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
