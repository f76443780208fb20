import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';

const reasons = [
  { title: 'Small-sided games', text: 'More touches on the ball for every player, every session.' },
  { title: 'High energy', text: 'Fast-paced drills and games that keep kids moving and smiling.' },
  { title: 'Low pressure', text: 'A positive setting where players try new moves without fear.' },
  { title: 'Skill focused', text: 'Coaching that builds technique, confidence and a love of the game.' },
];

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="hero-kicker">Youth soccer camps · tournaments · parties</p>
          <h1 id="hero-title" className="hero-title">
            {site.name}
          </h1>
          <p className="hero-lead">
            Small-sided, high-energy, skill-focused training. Every camper also gets a year of our partner's
            online training program.
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
      </section>
      <section className="container py-5" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why Choose {site.name}
        </h2>
        <div className="row g-4">
          {reasons.map((reason) => (
            <div className="col-sm-6 col-lg-3" key={reason.title}>
              <div className="callout h-100">
                <h3 className="callout-title">{reason.title}</h3>
                <p className="mb-0">{reason.text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
