import { useLingui } from '@lingui/react';
import { rosterInviteLimits, tournamentRegistrationLimits } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { ArrayError } from '../../../components/form/array-error';
import { TextFields } from '../../../components/form/text-fields';
import type { TeamFormValues } from './team-form-values';

const limits = {
  playerFullName: tournamentRegistrationLimits.playerFullName,
  guardianEmail: rosterInviteLimits.guardianEmail,
};

interface InvitedPlayersProps {
  invited: UseFieldArrayReturn<TeamFormValues, 'invitedPlayers', 'fieldKey'>;
  canAdd: boolean;
  canRemove: boolean;
}

/**
 * Players the coach lists by name and a guardian's e-mail only (decision 0100): the guardian gets
 * a link to give the rest and accept the waivers. Only on a new team's form; the team's roster
 * page invites more later.
 */
export function InvitedPlayerFields({ invited, canAdd, canRemove }: InvitedPlayersProps) {
  const { _ } = useLingui();
  const { fields, append, remove } = invited;
  return (
    <section className="team-form-section card border-0 shadow-sm mb-4" aria-labelledby="invited-heading">
      <div className="card-body">
        <h2 id="invited-heading" className="team-form-title h4">
          {_('team.invite.heading')}
        </h2>
        <p className="text-body-secondary">{_('team.invite.lead')}</p>
        <ArrayError<TeamFormValues> name="invitedPlayers" className="alert alert-danger py-2" />
        <ol className="list-unstyled d-grid gap-3 mb-3">
          {fields.map((field, index) => (
            <li key={field.fieldKey} className="card" data-testid="invited-player">
              <div className="card-header d-flex align-items-center justify-content-between gap-2">
                <h3 className="h6 mb-0">{_('team.invite.player', { number: index + 1 })}</h3>
                {canRemove ? (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={_('team.invite.remove', { number: index + 1 })}
                  >
                    {_('team.remove')}
                  </Button>
                ) : null}
              </div>
              <div className="card-body team-member-grid">
                <TextFields<TeamFormValues>
                  className={null}
                  fields={[
                    {
                      name: `invitedPlayers.${index}.playerFullName`,
                      label: 'Player name',
                      autoComplete: 'off',
                      maxLength: limits.playerFullName,
                      required: true,
                    },
                    {
                      name: `invitedPlayers.${index}.guardianEmail`,
                      label: 'Guardian email',
                      type: 'email',
                      autoComplete: 'off',
                      maxLength: limits.guardianEmail,
                      required: true,
                    },
                  ]}
                />
              </div>
            </li>
          ))}
        </ol>
        {canAdd ? (
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => append({ playerFullName: '', guardianEmail: '' })}
          >
            <span aria-hidden="true">+ </span>
            {_('team.invite.add')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
