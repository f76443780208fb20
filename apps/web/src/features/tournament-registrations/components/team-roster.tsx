import { useLingui } from '@lingui/react';
import type { TournamentRegistration } from '@soccer/contracts';
import { genderOptions } from '../../../components/form/choice-options';
import { formatPhone } from '../../../lib/format';
import { fieldLabel } from '../../../lib/i18n/form-texts';
import { localDate } from '../../../lib/i18n/formats';
import { CoachSection, MembersSection } from './team-sections';

const genderLabel = (value: string) =>
  fieldLabel(genderOptions.find((o) => o.value === value)?.label ?? value);

/** A paid team's roster once it can no longer change: the coach and each player, to read. */
export function TeamRoster({
  registration,
  showTshirt,
}: {
  registration: TournamentRegistration;
  showTshirt: boolean;
}) {
  const { _ } = useLingui();
  return (
    <>
      <CoachSection>
        <dl className="team-roster-facts mb-0">
          <dt>{_('team.roster.team')}</dt>
          <dd>{registration.teamName}</dd>
          <dt>{_('team.roster.contact')}</dt>
          <dd>
            {registration.contactName}
            <span className="d-block">{formatPhone(registration.contactPhone)}</span>
            <span className="d-block text-break">{registration.contactEmail}</span>
          </dd>
        </dl>
      </CoachSection>
      <MembersSection>
        <ol className="team-roster card border-0 shadow-sm mb-0" aria-label={_('team.summary.players')}>
          {registration.teamMembers.map((m) => (
            <li key={m.id} className="team-roster-player">
              <div>
                <span className="fw-semibold">{m.playerFullName}</span>
                <span className="d-block small text-body-secondary">
                  {[
                    genderLabel(m.playerGender),
                    _('team.roster.born', { date: localDate(m.playerDateOfBirth) }),
                    showTshirt && m.tshirtSize
                      ? _('team.roster.shirt', { size: m.tshirtSize.toUpperCase() })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="d-block small text-body-secondary">
                  {_('team.roster.parent', { name: m.parentFullName, phone: formatPhone(m.parentPhone) })}
                </span>
              </div>
            </li>
          ))}
        </ol>
      </MembersSection>
    </>
  );
}
