import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
  type StaffWaitlistEntry,
  type WaitlistKind,
  waitlistLimits,
  waitlistRemovalSchema,
} from '@soccer/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { useWaitlistAction } from '../../../hooks/use-waitlist-action';
import { validationText } from '../../../lib/i18n/form-texts';
import { localInstant } from '../../../lib/i18n/instants';
import { itemWaitlist } from '../api/get-waitlist';
import { serverNoteText } from '../server-notes';
import { ReasonField } from './reason-field';

type RemovalForm = z.input<typeof waitlistRemovalSchema>;

// One object for every render: the dialog resets its form when its defaults change.
const blankRemoval: RemovalForm = { reason: '' };

const open = (e: StaffWaitlistEntry) => e.state === 'waiting' || e.state === 'offered';

/** Asks for the reason (kept in the audit log) before taking an entry off the waitlist. */
function RemoveEntryDialog({ target, onClose }: TargetDialogProps<StaffWaitlistEntry>) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const action = useWaitlistAction();
  const dialog = useDialogForm({ target, onClose }, zodResolver(waitlistRemovalSchema), blankRemoval, {
    send: ({ reason }: z.output<typeof waitlistRemovalSchema>) =>
      action.mutateAsync({ id: target?.id ?? 0, action: 'remove', reason }),
    onSaved: () => {
      toast(_('staff.waitlist.removed', { name: target?.playerName }), 'success');
      onClose();
    },
    onFailed: (message) =>
      toast(_('staff.waitlist.removeFailed', { message: validationText(message) }), 'danger'),
  });
  return (
    <FormDialog
      {...dialog}
      title={_('staff.waitlist.removeTitle')}
      confirmLabel={_('staff.waitlist.remove')}
      dismissLabel={_('staff.waitlist.removeDismiss')}
      intro={
        <p>
          <Trans
            id="staff.waitlist.removeIntro"
            values={{ name: target?.playerName }}
            components={{ 0: <strong /> }}
          />
        </p>
      }
    >
      <ReasonField<RemovalForm> maxLength={waitlistLimits.reasonMax} rows={3} />
    </FormDialog>
  );
}

/**
 * Staff's buttons on an open entry: 'Offer next' brings a waiting entry to the front (it gets the
 * next free seat, at once if one is free); 'Skip' sends it to the back or withdraws its offer;
 * 'Remove' asks for a reason.
 */
function EntryActions({ entry, onRemove }: { entry: StaffWaitlistEntry; onRemove: () => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const action = useWaitlistAction();
  const { submit } = useServerSubmit({
    send: (a: 'offer' | 'skip') => action.mutateAsync({ id: entry.id, action: a }),
    onSaved: (_result, a) =>
      toast(
        _(a === 'offer' ? 'staff.waitlist.first' : 'staff.waitlist.back', { name: entry.playerName }),
        'success',
      ),
    onFailed: (message) =>
      toast(_('staff.waitlist.changeFailed', { message: validationText(message) }), 'danger'),
  });
  if (!open(entry)) return null;
  const context = (
    <span className="visually-hidden">{_('staff.waitlist.for', { name: entry.playerName })}</span>
  );
  // Move to the front ('Offer next', for a waiting entry not yet first), to the back ('Skip'), or off.
  const buttons = [
    ...(entry.state === 'waiting' && entry.position !== 1
      ? [{ label: 'offerNext', variant: 'outline-primary', onClick: () => void submit('offer'), busy: true }]
      : []),
    { label: 'skip', variant: 'outline-secondary', onClick: () => void submit('skip'), busy: true },
    { label: 'remove', variant: 'outline-danger', onClick: onRemove, busy: false },
  ] as const;
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-lg-end">
      {buttons.map(({ label, variant, onClick, busy }) => (
        <Button key={label} size="sm" variant={variant} disabled={busy && action.isPending} onClick={onClick}>
          {_(`staff.waitlist.${label}`)} {context}
        </Button>
      ))}
    </div>
  );
}

const since = (e: StaffWaitlistEntry) => localInstant(e.joinedAt);

/** An entry in plain words (as contracts `waitlistNote`, which My Registrations shows too). */
function note(_: I18n['_'], e: StaffWaitlistEntry): string {
  if (e.state === 'waiting') return _('staff.waitlist.note.waiting', { position: e.position ?? '?' });
  if (e.state === 'offered')
    return e.offerExpiresAt
      ? _('staff.waitlist.note.offered', { when: localInstant(e.offerExpiresAt) })
      : _('staff.waitlist.note.offeredSoon');
  return _(`staff.waitlist.note.${e.state}`);
}

/**
 * A camp session's or tournament age group's waitlist for staff: who waits in which order (a
 * player, or a team), since when, open offers and their deadlines.
 */
export function WaitlistPanel({ kind, itemId }: { kind: WaitlistKind; itemId: string }) {
  const { _ } = useLingui();
  const query = itemWaitlist.use(kind, itemId);
  const [removeTarget, setRemoveTarget] = useState<StaffWaitlistEntry | null>(null);
  const columns: ListColumn<StaffWaitlistEntry>[] = [
    {
      header: _(`staff.waitlist.${kind}.who`),
      rowHeader: true,
      cellClassName: 'fw-semibold break-anywhere',
      cell: (e) => e.playerName,
    },
    { header: _('staff.waitlist.col.parent'), cellClassName: 'break-anywhere', cell: (e) => e.parentEmail },
    { header: _('staff.waitlist.col.since'), cellClassName: 'text-nowrap', cell: since },
    {
      header: _('staff.waitlist.col.state'),
      cell: (e) => (
        <>
          {note(_, e)}
          {e.reason ? <div className="small text-body-secondary">{serverNoteText(e.reason)}</div> : null}
        </>
      ),
    },
    {
      header: <span className="visually-hidden">{_('staff.actions')}</span>,
      cellClassName: 'text-end',
      cell: (e) => <EntryActions entry={e} onRemove={() => setRemoveTarget(e)} />,
    },
  ];
  return (
    <section className="mt-5" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="h4">
        {_('staff.waitlist.title')}
      </h2>
      <QueryAnswer
        query={query}
        loading={_('staff.waitlist.loading')}
        failed={_('staff.waitlist.loadFailed')}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-body-secondary">{_(`staff.waitlist.${kind}.empty`)}</p>
          ) : (
            <ResponsiveList
              items={entries}
              itemKey={(e) => e.id}
              label={_('staff.waitlist.title')}
              caption={_(`staff.waitlist.${kind}.caption`)}
              columns={columns}
              itemTestId="staff-waitlist-entry"
              tableClassName="table align-middle staff-table"
              cardClassName="staff-card"
              card={(e) => (
                <>
                  <h3 className="h5 mb-1 break-anywhere">{e.playerName}</h3>
                  <p className="mb-1">{note(_, e)}</p>
                  <p className="small text-body-secondary mb-2">
                    {e.parentEmail} · {_('staff.waitlist.since', { when: since(e) })}
                    {e.reason ? ` · ${serverNoteText(e.reason)}` : ''}
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
