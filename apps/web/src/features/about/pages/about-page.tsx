import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../about.scss';

const description =
  'About Touchline Soccer Academy: how small-sided, high-energy, low-pressure coaching helps young players build skills, confidence and a love of the game.';

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
  usePageTitle('About', description);
  return (
    <>
      <section className="hero" aria-labelledby="about-title">
        <div className="container hero-inner hero-split">
          <div>
            <h1 id="about-title" className="hero-kicker">
              About
            </h1>
            <p className="hero-title about-hero-title">Soccer the way kids love to play it</p>
            <p className="hero-lead">
              Touchline Soccer Academy runs camps, tournaments and parties built on one simple idea: children
              learn the game best by playing it, with a ball at their feet and a coach cheering them on.
            </p>
            <Link className="btn btn-accent btn-lg" to={paths.camps.href()}>
              Register
            </Link>
          </div>
          <img
            className="hero-image"
            src="/images/about-hero.svg"
            alt="A coaching board showing a four-a-side game with passing lanes drawn in"
            width="560"
            height="380"
            fetchPriority="high"
          />
        </div>
      </section>

      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <AboutBlock id="story" title="Our story">
            <p>
              Touchline started on a single field with a bag of balls and a handful of kids who just wanted to
              play. Our coaches had seen too many young players spend practice waiting in line, so we built
              camps where nobody waits: every drill has a ball, every game is small-sided and every child is
              involved.
            </p>
            <p className="mb-0">
              Today we coach in Nashville, Dallas and Stratham, and we still measure a good day the same way:
              tired legs, big smiles and a player who tried something new.
            </p>
          </AboutBlock>
          <AboutBlock id="approach" title="How we coach">
            <p>
              Sessions are high energy and low pressure. Players work in small groups on the skills that
              matter most, then put them straight into three-, four- and five-a-side games where they make
              real decisions and get hundreds of touches.
            </p>
            <p className="mb-0">
              Mistakes are welcome here. We praise effort and creativity, so players feel brave enough to try
              the move, take the shot and learn from it.
            </p>
          </AboutBlock>
          <AboutBlock id="coaches" title="Our coaches">
            <p className="mb-0">
              Our staff are experienced players and coaches who love working with young people. Every coach is
              trained in our game-based approach, knows every camper's name by lunchtime and keeps groups
              small enough to give each player real attention. Goalkeepers get specialist coaching of their
              own.
            </p>
          </AboutBlock>
          <AboutBlock id="year-round" title="Learning all year">
            <p className="mb-0">
              Camp is just the start. Every camper gets a full year of our partner's online training program,
              with short lessons and skill challenges to keep improving between sessions.{' '}
              <Link to={paths.partner.href()}>Read about the partner program</Link>.
            </p>
          </AboutBlock>
        </div>
      </div>
    </>
  );
}
