import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FeatureIcon, type FeatureIconName } from '../components/feature-icon';
import '../home.scss';

const description =
  'Touchline Soccer Academy runs small-sided, high-energy, low-pressure youth soccer camps, tournaments and birthday parties in Nashville TN, Dallas TX and Stratham NH.';

const reasons: { title: string; text: string; icon: FeatureIconName }[] = [
  {
    title: 'Small-sided games',
    text: 'Three- and four-a-side games mean more touches, more decisions and more goals for every player, every session.',
    icon: 'people',
  },
  {
    title: 'High energy',
    text: 'Fast-paced drills and games keep kids moving, laughing and asking for one more game before pick-up.',
    icon: 'bolt',
  },
  {
    title: 'Low pressure',
    text: 'An encouraging setting where mistakes are part of learning, so players try new moves without fear.',
    icon: 'smile',
  },
  {
    title: 'Skill focused',
    text: 'Coaching that builds real technique: first touch, dribbling, passing and finishing, at every level.',
    icon: 'target',
  },
];

const programs = [
  {
    title: 'Camps',
    text: 'Week-long day camps for ages 4 to 16 in Nashville, Dallas and Stratham, from Little Kickers to goalkeeper training.',
    link: paths.camps.href(),
    action: 'See camp dates',
  },
  {
    title: 'Tournaments',
    text: 'Small-sided tournaments with guaranteed games for every team, friendly rivals and plenty of time on the ball.',
    link: paths.tournaments.href(),
    action: 'Find a tournament',
  },
  {
    title: 'Birthday parties',
    text: 'Celebrate on the pitch: rent our fields for a birthday party with goals, balls and coach-led games.',
    link: paths.eventRentals.href(),
    action: 'Plan a party',
  },
];

/** The home page: hero, why choose us, programmes and the partner program. */
export function HomePage() {
  usePageTitle('', description);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner hero-split">
          <div className="home-hero-text">
            <p className="hero-kicker">Youth soccer camps · tournaments · parties</p>
            <h1 id="hero-title" className="hero-title">
              {site.name}
            </h1>
            <p className="hero-lead">
              Small-sided, high-energy, low-pressure training that builds skills and confidence. Every camper
              also gets a full year of our partner's online training program.
            </p>
            <div className="d-flex flex-wrap gap-3">
              <Link className="btn btn-accent btn-lg" to={paths.camps.href()}>
                Register
              </Link>
              <Link className="btn btn-outline-light btn-lg" to={paths.contact.href()}>
                Contact us
              </Link>
            </div>
          </div>
          <img
            className="hero-image"
            src="/images/home-hero.svg"
            alt="Young players on a soccer field: one shoots, a teammate runs in and the goalkeeper gets ready"
            width="560"
            height="440"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="container py-5" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why Choose {site.name}
        </h2>
        <div className="row g-4">
          {reasons.map((reason) => (
            <div className="col-sm-6 col-lg-3" key={reason.title}>
              <div className="callout h-100">
                <FeatureIcon name={reason.icon} />
                <h3 className="callout-title">{reason.title}</h3>
                <p className="mb-0">{reason.text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="programs py-5" aria-labelledby="programs-title">
        <div className="container">
          <h2 id="programs-title" className="section-title">
            Ways to play
          </h2>
          <div className="row g-4">
            {programs.map((program) => (
              <div className="col-md-4" key={program.title}>
                <article className="card program-card h-100">
                  <div className="card-body d-flex flex-column">
                    <h3 className="h4 card-title">{program.title}</h3>
                    <p className="card-text flex-grow-1">{program.text}</p>
                    <Link className="btn btn-primary align-self-start" to={program.link}>
                      {program.action}
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
            alt="TouchPlus Online Training"
            width="240"
            height="80"
            loading="lazy"
          />
          <div>
            <h2 id="partner-title" className="h3">
              The learning keeps going after camp
            </h2>
            <p className="mb-3">
              Every camper gets a year of our partner's online training program: short video lessons and skill
              challenges to practise in the backyard between camps.
            </p>
            <Link className="fw-semibold" to={paths.partner.href()}>
              About the partner program
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
