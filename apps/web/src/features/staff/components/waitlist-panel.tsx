import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatInstant,
  type StaffWaitlistEntry,
  type WaitlistKind,
  waitlistLimits,
  waitlistNote,
  waitlistRemovalSchema,
} from '@soccer/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { useWaitlistAction } from '../../../hooks/use-waitlist-action';
import { itemWaitlist } from '../api/get-waitlist';

type RemovalForm = z.input<typeof waitlistRemovalSchema>;

// One object for every render: the dialog resets its form when its defaults change.
const blankRemoval: RemovalForm = { reason: '' };

const open = (e: StaffWaitlistEntry) => e.state === 'waiting' || e.state === 'offered';

/** Asks for the reason (kept in the audit log) before taking an entry off the waitlist. */
function RemoveEntryDialog({ target, onClose }: TargetDialogProps<StaffWaitlistEntry>) {
  const { toast } = useToast();
  const action = useWaitlistAction();
  const dialog = useDialogForm({ target, onClose }, zodResolver(waitlistRemovalSchema), blankRemoval, {
    send: ({ reason }: z.output<typeof waitlistRemovalSchema>) =>
      action.mutateAsync({ id: target?.id ?? 0, action: 'remove', reason }),
    onSaved: () => {
      toast(`${target?.playerName} was taken off the waitlist.`, 'success');
      onClose();
    },
    onFailed: (message) => toast(`Could not remove the entry: ${message}`, 'danger'),
  });
  return (
    <FormDialog
      {...dialog}
      title="Remove from waitlist"
      confirmLabel="Remove"
      dismissLabel="Keep on waitlist"
      intro={
        <p>
          Take <strong>{target?.playerName}</strong> off the waitlist? An open offer passes to the next
          family.
        </p>
      }
    >
      <TextField<RemovalForm>
        name="reason"
        label="Reason"
        as="textarea"
        rows={3}
        maxLength={waitlistLimits.reasonMax}
        required
      />
    </FormDialog>
  );
}

/**
 * Staff's buttons on an open entry: 'Offer next' brings a waiting entry to the front (it gets the
 * next free seat, at once if one is free); 'Skip' sends it to the back or withdraws its offer;
 * 'Remove' asks for a reason.
 */
function EntryActions({ entry, onRemove }: { entry: StaffWaitlistEntry; onRemove: () => void }) {
  const { toast } = useToast();
  const action = useWaitlistAction();
  const { submit } = useServerSubmit({
    send: (a: 'offer' | 'skip') => action.mutateAsync({ id: entry.id, action: a }),
    onSaved: (_result, a) =>
      toast(
        a === 'offer'
          ? `${entry.playerName} is first in line.`
          : `${entry.playerName} went to the back of the line.`,
        'success',
      ),
    onFailed: (message) => toast(`Could not change the waitlist: ${message}`, 'danger'),
  });
  if (!open(entry)) return null;
  const context = <span className="visually-hidden">for {entry.playerName}</span>;
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-lg-end">
      {entry.state === 'waiting' && entry.position !== 1 ? (
        <Button
          size="sm"
          variant="outline-primary"
          disabled={action.isPending}
          onClick={() => void submit('offer')}
        >
          Offer next {context}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={action.isPending}
        onClick={() => void submit('skip')}
      >
        Skip {context}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={onRemove}>
        Remove {context}
      </Button>
    </div>
  );
}

const since = (e: StaffWaitlistEntry) => formatInstant(e.joinedAt);

/** Words that differ between a camp session's waitlist and an age group's (of teams). */
const wording = {
  camp: { who: 'Player', item: 'session', places: 'seats' },
  tournament: { who: 'Team', item: 'age group', places: 'places' },
} as const;

/**
 * A camp session's or tournament age group's waitlist for staff: who waits in which order (a
 * player, or a team), since when, open offers and their deadlines.
 */
export function WaitlistPanel({ kind, itemId }: { kind: WaitlistKind; itemId: string }) {
  const query = itemWaitlist.use(kind, itemId);
  const words = wording[kind];
  const [removeTarget, setRemoveTarget] = useState<StaffWaitlistEntry | null>(null);
  const columns: ListColumn<StaffWaitlistEntry>[] = [
    {
      header: words.who,
      rowHeader: true,
      cellClassName: 'fw-semibold break-anywhere',
      cell: (e) => e.playerName,
    },
    { header: 'Parent', cellClassName: 'break-anywhere', cell: (e) => e.parentEmail },
    { header: 'Since', cellClassName: 'text-nowrap', cell: since },
    {
      header: 'State',
      cell: (e) => (
        <>
          {waitlistNote(e)}
          {e.reason ? <div className="small text-body-secondary">{e.reason}</div> : null}
        </>
      ),
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      cellClassName: 'text-end',
      cell: (e) => <EntryActions entry={e} onRemove={() => setRemoveTarget(e)} />,
    },
  ];
  return (
    <section className="mt-5" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="h4">
        Waitlist
      </h2>
      <QueryAnswer query={query} loading="Loading the waitlist…" failed="Could not load the waitlist">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-body-secondary">No one is on the waitlist of this {words.item}.</p>
          ) : (
            <ResponsiveList
              items={entries}
              itemKey={(e) => e.id}
              label="Waitlist"
              caption={`Waitlist of this ${words.item}, in the order ${words.places} are offered`}
              columns={columns}
              itemTestId="staff-waitlist-entry"
              tableClassName="table align-middle staff-table"
              cardClassName="staff-card"
              card={(e) => (
                <>
                  <h3 className="h5 mb-1 break-anywhere">{e.playerName}</h3>
                  <p className="mb-1">{waitlistNote(e)}</p>
                  <p className="small text-body-secondary mb-2">
                    {e.parentEmail} · since {since(e)}
                    {e.reason ? ` · ${e.reason}` : ''}
                  </p>
                  <EntryActions entry={e} onRemove={() => setRemoveTarget(e)} />
                </>
              )}
            />
          )
        }
      </QueryAnswer>
      <RemoveEntryDialog target={removeTarget} onClose={() => setRemoveTarget(null)} />
    </section>
  );
}
