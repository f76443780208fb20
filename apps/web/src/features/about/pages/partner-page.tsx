import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../../../styles/content.scss';
import '../about.scss';

const description =
  "Every Touchline camper gets a year of our partner's online training program: video lessons and skill challenges to practise at home, all year round.";

const features = [
  {
    title: 'Short video lessons',
    text: 'Step-by-step skills broken down by experienced coaches, from first touch to finishing.',
  },
  {
    title: 'Backyard challenges',
    text: 'Fun ball-mastery challenges that need nothing more than a ball and a little space.',
  },
  {
    title: 'Progress to be proud of',
    text: 'Players track what they have practised and see their skills grow from one camp to the next.',
  },
];

/** /Partner: the year-round online training program; the logo opens the partner's site in a new window. */
export function PartnerPage() {
  const { partnerProgramUrl } = useRuntimeConfig();
  usePageTitle('Partner', description);
  return (
    <div className="container py-4">
      <PageHeader
        title="Partner"
        lead="Year-round online training, included with every camp: the learning keeps going long after the last whistle."
      />
      <div className="row g-4 g-lg-5 align-items-center mb-5">
        <div className="col-lg-5">
          <a className="partner-logo-link" href={partnerProgramUrl} target="_blank" rel="noopener">
            <img
              src="/images/partner-logo.svg"
              alt="TouchPlus Online Training"
              width="480"
              height="160"
              className="partner-logo"
            />
            <span className="visually-hidden"> (opens the partner site in a new window)</span>
          </a>
        </div>
        <div className="col-lg-7">
          <h2 className="h3">A year of training, on us</h2>
          <p>
            Every player who attends a Touchline camp receives twelve months of access to TouchPlus Online
            Training, our partner's year-round program. It picks up right where camp leaves off, with the same
            skills and the same positive approach, so players can keep practising at home whenever they like.
          </p>
          <p className="mb-0">
            Access is included in the camp fee; there is nothing extra to buy. Select the logo to visit the
            program's site.
          </p>
        </div>
      </div>
      <ul className="row g-4 list-unstyled mb-5">
        {features.map((feature) => (
          <li className="col-md-4" key={feature.title}>
            <div className="accent-panel h-100">
              <h3 className="h5">{feature.title}</h3>
              <p className="mb-0">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="partner-cta">
        <p className="fs-5 fw-semibold mb-0">Ready for a week of soccer and a year of skills?</p>
        <Link className="btn btn-primary btn-lg" to={paths.camps.href()}>
          Find a camp
        </Link>
      </div>
    </div>
  );
}
