import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../about.scss';
import { HeroImage } from '../../../components/ui/hero-image';

/** One of the blocks about the academy: a heading that names the section, then its text. */
function AboutBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="col-md-6 about-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /About: hero with Register, then four blocks about the academy. */
export function AboutPage() {
  const { _ } = useLingui();
  usePageTitle(_('about.title'), _('about.description'));
  return (
    <>
      <section className="hero" aria-labelledby="about-title">
        <div className="container hero-inner hero-split">
          <div>
            <h1 id="about-title" className="hero-kicker">
              {_('about.title')}
            </h1>
            <p className="hero-title about-hero-title">{_('about.heroTitle')}</p>
            <p className="hero-lead">{_('about.lead')}</p>
            <Link className="btn btn-accent btn-lg" to={paths.camps.href()}>
              {_('about.register')}
            </Link>
          </div>
          <HeroImage src="/images/about-hero.svg" alt={_('about.heroImage')} height={380} />
        </div>
      </section>

      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <AboutBlock id="story" title={_('about.story.title')}>
            <p>{_('about.story.p1')}</p>
            <p className="mb-0">{_('about.story.p2')}</p>
          </AboutBlock>
          <AboutBlock id="approach" title={_('about.approach.title')}>
            <p>{_('about.approach.p1')}</p>
            <p className="mb-0">{_('about.approach.p2')}</p>
          </AboutBlock>
          <AboutBlock id="coaches" title={_('about.coaches.title')}>
            <p className="mb-0">{_('about.coaches.p1')}</p>
          </AboutBlock>
          <AboutBlock id="year-round" title={_('about.yearRound.title')}>
            <p className="mb-0">
              <Trans id="about.yearRound.p1" components={{ 0: <Link to={paths.partner.href()} /> }} />
            </p>
          </AboutBlock>
        </div>
      </div>
    </>
  );
}
