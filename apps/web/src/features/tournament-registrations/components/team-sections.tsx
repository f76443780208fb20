import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * The two parts of a team's page, the same whether the team is being entered (the form) or only
 * read (a paid team's roster past its deadline): the coach in a card, then the players.
 */

const Heading = ({ id, className = '', children }: { id: string; className?: string; children: string }) => (
  <h2 id={id} className={`team-form-title h4 ${className}`.trim()}>
    {children}
  </h2>
);

/** 'Coach Information': the team and its contact, in a card. */
export function CoachSection({ children }: { children: ReactNode }) {
  return (
    <section className="team-form-section card border-0 shadow-sm mb-4" aria-labelledby="coach-heading">
      <div className="card-body">
        <Heading id="coach-heading">{i18n._('team.coachHeading')}</Heading>
        {children}
      </div>
    </section>
  );
}

/** 'Team Members': the players, with `aside` (how many of how many) beside the heading. */
export function MembersSection({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="team-form-section mb-3" aria-labelledby="members-heading">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <Heading id="members-heading" className="mb-0">
          {i18n._('team.membersHeading')}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
