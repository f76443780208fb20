import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { site } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../../../styles/content.scss';
import '../about.scss';

const features = ['videos', 'backyard', 'progress'];

/** /Partner: the year-round online training program; the logo opens the partner's site in a new window. */
export function PartnerPage() {
  const { partnerProgramUrl } = useRuntimeConfig();
  const { _ } = useLingui();
  usePageTitle(_('partner.title'), _('partner.description'));
  return (
    <div className="container py-4">
      <PageHeader title={_('partner.title')} lead={_('partner.lead')} />
      <div className="row g-4 g-lg-5 align-items-center mb-5">
        <div className="col-lg-5">
          <a className="partner-logo-link" href={partnerProgramUrl} target="_blank" rel="noopener">
            <img
              src="/images/partner-logo.svg"
              alt={site.partnerName}
              width="480"
              height="160"
              className="partner-logo"
            />
            <span className="visually-hidden">{_('partner.opensSite')}</span>
          </a>
        </div>
        <div className="col-lg-7">
          <h2 className="h3">{_('partner.yearTitle')}</h2>
          <p>{_('partner.p1')}</p>
          <p className="mb-0">{_('partner.p2')}</p>
        </div>
      </div>
      <ul className="row g-4 list-unstyled mb-5">
        {features.map((feature) => (
          <li className="col-md-4" key={feature}>
            <div className="accent-panel h-100">
              <h3 className="h5">{_(`partner.${feature}.title`)}</h3>
              <p className="mb-0">{_(`partner.${feature}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="partner-cta">
        <p className="fs-5 fw-semibold mb-0">{_('partner.cta')}</p>
        <Link className="btn btn-primary btn-lg" to={paths.camps.href()}>
          {_('partner.findCamp')}
        </Link>
      </div>
    </div>
  );
}
