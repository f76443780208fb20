import { useLingui } from '@lingui/react';
import { type HouseholdPlayer, householdLimits, householdPlayerName, tshirtSizes } from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSection } from '../../../components/ui/page-section';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { RowActions } from '../../../components/ui/row-actions';
import { localDate } from '../../../lib/i18n/formats';
import { useRemoveHouseholdPlayer } from '../api/remove-household-player';
import { PlayerDialog, type PlayerTarget } from './player-dialog';

const sizeLabel = (size: string) =>
  (tshirtSizes as readonly string[]).includes(size) ? size.toUpperCase() : '';

/** The saved players, each with Change and Remove; Add a player until the household is full. */
export function PlayerList({ players }: { players: readonly HouseholdPlayer[] }) {
  const { _ } = useLingui();
  const [editing, setEditing] = useState<PlayerTarget | null>(null);
  const [removing, setRemoving] = useState<HouseholdPlayer | null>(null);
  const full = players.length >= householdLimits.maxPlayers;

  const actions = (player: HouseholdPlayer) => (
    <RowActions
      actions={[
        {
          label: _('household.change'),
          name: _('household.changeName', { name: householdPlayerName(player) }),
          onClick: () => setEditing(player),
          variant: 'primary',
        },
        {
          label: _('household.remove'),
          name: _('household.removeName', { name: householdPlayerName(player) }),
          onClick: () => setRemoving(player),
          variant: 'danger',
        },
      ]}
    />
  );
  const columns: ListColumn<HouseholdPlayer>[] = [
    { header: _('household.player'), cell: householdPlayerName, rowHeader: true },
    { header: _('household.birthDate'), cell: (p) => localDate(p.birthDate) },
    { header: _('household.tshirt'), cell: (p) => sizeLabel(p.tshirtSize) },
    { header: _('household.city'), cell: (p) => p.city },
    { header: <span className="visually-hidden">{_('household.actions')}</span>, cell: actions },
  ];

  return (
    <PageSection id="household-players-title" title={_('household.players')}>
      {players.length === 0 ? (
        <p className="text-body-secondary">{_('household.noPlayers')}</p>
      ) : (
        <ResponsiveList
          items={players}
          itemKey={(p) => p.id}
          label={_('household.savedPlayers')}
          columns={columns}
          itemTestId="household-player"
          card={(p) => (
            <>
              <h3 className="h6 mb-1">{householdPlayerName(p)}</h3>
              <p className="mb-2 text-body-secondary">
                {_('household.born', { date: localDate(p.birthDate) })}
                {p.city ? ` · ${p.city}` : ''}
              </p>
              {actions(p)}
            </>
          )}
        />
      )}
      <Button variant="primary" onClick={() => setEditing('new')} disabled={full}>
        {_('household.add')}
      </Button>
      {full ? (
        <p className="small text-body-secondary mt-2">
          {_('household.tooManyPlayers', { max: householdLimits.maxPlayers })}
        </p>
      ) : null}
      <PlayerDialog target={editing} onClose={() => setEditing(null)} players={players} />
      <RemovePlayerDialog player={removing} onClose={() => setRemoving(null)} />
    </PageSection>
  );
}

function RemovePlayerDialog({ player, onClose }: { player: HouseholdPlayer | null; onClose: () => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const remove = useRemoveHouseholdPlayer();
  const name = player ? householdPlayerName(player) : '';
  const { submit, unclaimed } = useServerSubmit({
    send: (id: number) => remove.mutateAsync(id),
    onSaved: () => {
      toast(_('household.removed', { name }), 'success');
      onClose();
    },
    onFailed: (message) => [message],
  });
  return (
    <ConfirmDialog
      show={player !== null}
      title={_('household.removeName', { name })}
      confirmLabel={_('household.remove')}
      dismissLabel={_('household.keep')}
      busy={remove.isPending}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (player) void submit(player.id);
      }}
      onClose={onClose}
    >
      <p className="mb-0">{_('household.removeBody', { name })}</p>
      <FormErrorAlert show={false} extra={unclaimed} />
    </ConfirmDialog>
  );
}
