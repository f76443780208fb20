import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  type HouseholdPlayer,
  householdPlayerName,
  type PickupAdult,
  type PickupAdultInput,
  pickupAdultSchema,
  pickupLimits,
  todayIsoDate,
} from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import type { TextFieldProps } from '../../../components/form/text-field';
import { TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSection } from '../../../components/ui/page-section';
import { useAddPickupAdult, useRemovePickupAdult } from '../../../hooks/use-household';
import { localDate } from '../../../lib/i18n/formats';

const blankPickup: PickupAdultInput = { name: '', relation: '', phoneNumber: '', date: '' };

const pickupSpecs = (today: string): TextFieldProps<PickupAdultInput>[] => [
  { className: 'col-12', name: 'name', label: 'Full name', autoComplete: 'off', required: true },
  { className: 'col-6', name: 'relation', label: 'Relation', autoComplete: 'off', required: true },
  {
    className: 'col-6',
    name: 'phoneNumber',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'off',
    required: true,
  },
  { className: 'col-12', name: 'date', label: 'Pickup day (optional)', type: 'date', min: today },
];

/**
 * Authorized pickup (decision 0094): per saved player, the adults who may pick the child up,
 * every day or on one day, with Add and Remove. The coach sees them on the roster.
 */
export function PickupList({
  players,
  pickups,
}: {
  players: readonly HouseholdPlayer[];
  pickups: readonly PickupAdult[];
}) {
  const { _ } = useLingui();
  const [adding, setAdding] = useState<HouseholdPlayer | null>(null);
  const [removing, setRemoving] = useState<PickupAdult | null>(null);
  if (players.length === 0) return null;
  return (
    <PageSection id="household-pickups-title" title={_('household.pickup.title')}>
      <p className="text-body-secondary">{_('household.pickup.lead')}</p>
      {players.map((player) => {
        const name = householdPlayerName(player);
        const adults = pickups.filter((p) => p.playerId === player.id);
        return (
          <section key={player.id} className="mb-4" data-testid="pickup-player">
            <h3 className="h6 mb-2">{name}</h3>
            {adults.length === 0 ? (
              <p className="small text-body-secondary mb-2">{_('household.pickup.none')}</p>
            ) : (
              <ul className="list-unstyled mb-2">
                {adults.map((a) => (
                  <li
                    key={a.id}
                    className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom"
                    data-testid="pickup-adult"
                  >
                    <span className="flex-grow-1">
                      <span className="fw-semibold">{a.name}</span> · {a.relation} · {a.phone}
                      {a.date ? (
                        <span className="d-block small text-body-secondary">
                          {_('household.pickup.oneDay', { date: localDate(a.date) })}
                        </span>
                      ) : null}
                    </span>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={_('household.pickup.removeName', { name: a.name })}
                      onClick={() => setRemoving(a)}
                    >
                      {_('household.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button
              variant="outline-primary"
              onClick={() => setAdding(player)}
              disabled={adults.length >= pickupLimits.maxPerPlayer}
              aria-label={_('household.pickup.addFor', { name })}
            >
              {_('household.pickup.add')}
            </Button>
          </section>
        );
      })}
      <PickupDialog target={adding} onClose={() => setAdding(null)} />
      <RemovePickupDialog adult={removing} onClose={() => setRemoving(null)} />
    </PageSection>
  );
}

function PickupDialog({ target, onClose }: TargetDialogProps<HouseholdPlayer>) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const add = useAddPickupAdult();
  const dialog = useDialogForm({ target, onClose }, zodResolver(pickupAdultSchema), blankPickup, {
    send: (values: PickupAdultInput) => add.mutateAsync({ ...values, playerId: target?.id ?? 0 }),
    onSaved: (adult) => {
      toast(_('household.pickup.saved', { name: adult.name }), 'success');
      onClose();
    },
    onFailed: (message) => [message],
  });
  return (
    <FormDialog
      {...dialog}
      title={_('household.pickup.addFor', { name: target ? householdPlayerName(target) : '' })}
      confirmLabel={_('household.pickup.save')}
      dismissLabel={_('household.cancel')}
      confirmVariant="primary"
      intro={<p className="small text-body-secondary">{_('household.pickup.dialogIntro')}</p>}
    >
      <TextFields<PickupAdultInput>
        fields={pickupSpecs(todayIsoDate())}
        limits={{ ...pickupLimits, phoneNumber: pickupLimits.phone }}
      />
    </FormDialog>
  );
}

function RemovePickupDialog({ adult, onClose }: { adult: PickupAdult | null; onClose: () => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const remove = useRemovePickupAdult();
  const name = adult?.name ?? '';
  const { submit, unclaimed } = useServerSubmit({
    send: (id: number) => remove.mutateAsync(id),
    onSaved: () => {
      toast(_('household.pickup.removed', { name }), 'success');
      onClose();
    },
    onFailed: (message) => [message],
  });
  return (
    <ConfirmDialog
      show={adult !== null}
      title={_('household.pickup.removeName', { name })}
      confirmLabel={_('household.remove')}
      dismissLabel={_('household.keep')}
      busy={remove.isPending}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (adult) void submit(adult.id);
      }}
      onClose={onClose}
    >
      <p className="mb-0">{_('household.pickup.removeBody', { name })}</p>
      <FormErrorAlert show={false} extra={unclaimed} />
    </ConfirmDialog>
  );
}
