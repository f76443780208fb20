import { formatDate, type TournamentRegistration } from '@soccer/contracts';
import { genderOptions } from '../../../components/form/choice-options';
import { formatPhone } from '../../../lib/format';
import { CoachSection, MembersSection } from './team-sections';

const genderLabel = (value: string) => genderOptions.find((o) => o.value === value)?.label ?? value;

/** A paid team's roster once it can no longer change: the coach and each player, to read. */
export function TeamRoster({
  registration,
  showTshirt,
}: {
  registration: TournamentRegistration;
  showTshirt: boolean;
}) {
  return (
    <>
      <CoachSection>
        <dl className="team-roster-facts mb-0">
          <dt>Team</dt>
          <dd>{registration.teamName}</dd>
          <dt>Contact</dt>
          <dd>
            {registration.contactName}
            <span className="d-block">{formatPhone(registration.contactPhone)}</span>
            <span className="d-block text-break">{registration.contactEmail}</span>
          </dd>
        </dl>
      </CoachSection>
      <MembersSection>
        <ol className="team-roster card border-0 shadow-sm mb-0" aria-label="Players">
          {registration.teamMembers.map((m) => (
            <li key={m.id} className="team-roster-player">
              <div>
                <span className="fw-semibold">{m.playerFullName}</span>
                <span className="d-block small text-body-secondary">
                  {[
                    genderLabel(m.playerGender),
                    `born ${formatDate(m.playerDateOfBirth)}`,
                    showTshirt && m.tshirtSize ? `shirt ${m.tshirtSize.toUpperCase()}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="d-block small text-body-secondary">
                  Parent: {m.parentFullName}, {formatPhone(m.parentPhone)}
                </span>
              </div>
            </li>
          ))}
        </ol>
      </MembersSection>
    </>
  );
}
