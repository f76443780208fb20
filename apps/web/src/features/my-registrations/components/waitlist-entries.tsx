import { useLingui } from '@lingui/react';
import type { WaitlistEntry } from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { useWaitlistAction, type WaitlistAction } from '../../../hooks/use-waitlist-action';
import { i18n } from '../../../lib/i18n/i18n';
import { localInstant } from '../../../lib/i18n/instants';
import { localItemName } from '../../../lib/i18n/item-names';
import { AcceptOfferDialog } from './accept-offer-dialog';

const context = (e: WaitlistEntry) =>
  i18n._('mine.context', { title: e.playerName, subject: localItemName(e.item) });

/** An entry in plain words (contracts `waitlistNote`, whose English the catalogue repeats). */
function waitlistNote(e: Pick<WaitlistEntry, 'state' | 'position' | 'offerExpiresAt'>): string {
  if (e.state === 'waiting') return i18n._('mine.waitlist.note.waiting', { position: e.position ?? '?' });
  if (e.state === 'offered')
    return e.offerExpiresAt
      ? i18n._('mine.waitlist.note.offered', { until: localInstant(e.offerExpiresAt) })
      : i18n._('mine.waitlist.note.offeredSoon');
  return i18n._(`mine.waitlist.note.${e.state}`);
}

/** The entry's state in a word or two: its place in line, or the offer and its deadline. */
function EntryNote({ entry }: { entry: WaitlistEntry }) {
  useLingui();
  const bg = entry.state === 'offered' ? 'success' : entry.state === 'waiting' ? 'info' : 'secondary';
  return (
    <Badge bg={bg} text={bg === 'info' ? 'dark' : undefined} className="text-wrap text-start waitlist-note">
      {waitlistNote(entry)}
    </Badge>
  );
}

/** What declining and leaving ask first, as catalogue ids (`mine.waitlist.<action>.<part>`). */
const confirmations: Partial<Record<WaitlistAction, { teamBody: boolean }>> = {
  decline: { teamBody: true },
  leave: { teamBody: false },
};

/**
 * What the family can do with an entry: accept an open offer (a registration holding the seat or
 * the team's place, then its checkout: a camp's or a tournament's; first the waivers and consents
 * that changed since joining, if any) or decline it; leave the line while waiting. Declining and
 * leaving ask first.
 */
function EntryActions({ entry, block = false }: { entry: WaitlistEntry; block?: boolean }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const action = useWaitlistAction();
  const [asking, setAsking] = useState<WaitlistAction | null>(null);
  // An offer whose documents changed since joining is taken in a dialog that asks for them.
  const [accepting, setAccepting] = useState(false);
  const toCheckout = (registrationId: number) =>
    navigate(
      entry.kind === 'tournament'
        ? paths.tournamentCheckout.href(registrationId)
        : paths.checkout.href(registrationId),
    );
  const { submit, unclaimed, reset } = useServerSubmit({
    send: (a: WaitlistAction) => action.mutateAsync({ id: entry.id, action: a }),
    onSaved: (result, a) => {
      setAsking(null);
      if (a === 'accept' && result.registrationId) toCheckout(result.registrationId);
      else toast(confirmations[a] ? _(`mine.waitlist.${a}.done`) : _('mine.waitlist.done'), 'success');
    },
    // The offer lapsed or was answered meanwhile: say so where the family acted.
    onFailed: (message) => [message],
  });
  const asked = asking ? confirmations[asking] : undefined;
  const size = block ? undefined : 'sm';
  return (
    <div className={block ? 'd-grid gap-2' : 'd-flex flex-wrap gap-2'}>
      {entry.state === 'offered' ? (
        <>
          <Button
            size={size}
            disabled={action.isPending}
            onClick={() => {
              if (entry.documentsToAccept.length > 0) {
                reset();
                setAccepting(true);
              } else void submit('accept');
            }}
          >
            {_('mine.waitlist.acceptAndPay')} <span className="visually-hidden">{context(entry)}</span>
          </Button>
          <Button
            size={size}
            variant="outline-secondary"
            onClick={() => {
              reset();
              setAsking('decline');
            }}
          >
            {_('mine.waitlist.declineButton')} <span className="visually-hidden">{context(entry)}</span>
          </Button>
        </>
      ) : entry.state === 'waiting' ? (
        <Button
          size={size}
          variant="outline-secondary"
          onClick={() => {
            reset();
            setAsking('leave');
          }}
        >
          {_('mine.waitlist.leave.confirm')} <span className="visually-hidden">{context(entry)}</span>
        </Button>
      ) : null}
      {!asking ? <FormErrorAlert show={false} extra={unclaimed} /> : null}
      <AcceptOfferDialog
        target={accepting ? entry : null}
        onClose={() => setAccepting(false)}
        onAccepted={toCheckout}
      />
      <ConfirmDialog
        show={asked !== undefined}
        title={asked ? _(`mine.waitlist.${asking}.title`) : ''}
        confirmLabel={asked ? _(`mine.waitlist.${asking}.confirm`) : ''}
        dismissLabel={asked ? _(`mine.waitlist.${asking}.dismiss`) : ''}
        busy={action.isPending}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (asking) void submit(asking);
        }}
        onClose={() => setAsking(null)}
      >
        <p>
          {entry.playerName}, {localItemName(entry.item)}.
        </p>
        <p className="mb-0">
          {asked
            ? _(
                `mine.waitlist.${asking}.${entry.kind === 'tournament' && asked.teamBody ? 'teamBody' : 'body'}`,
              )
            : null}
        </p>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </div>
  );
}

/** The account's waitlist entries: a table on large screens, cards on small ones. */
export function WaitlistEntries({ items }: { items: readonly WaitlistEntry[] }) {
  const { _ } = useLingui();
  const columns: ListColumn<WaitlistEntry>[] = [
    { header: _('mine.player'), rowHeader: true, cellClassName: 'fw-semibold', cell: (e) => e.playerName },
    { header: _('mine.session'), cell: (e) => localItemName(e.item) },
    { header: _('mine.status'), cell: (e) => <EntryNote entry={e} /> },
    {
      header: <span className="visually-hidden">{_('mine.actions')}</span>,
      cell: (e) => <EntryActions entry={e} />,
    },
  ];
  return (
    <ResponsiveList
      items={items}
      itemKey={(e) => e.id}
      label={_('mine.waitlist.listLabel')}
      caption={_('mine.waitlist.caption')}
      columns={columns}
      itemTestId="waitlist-entry"
      card={(e) => (
        <>
          <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
            <h3 className="h5 card-title mb-0">{e.playerName}</h3>
            <EntryNote entry={e} />
          </div>
          <p className="mb-3">{localItemName(e.item)}</p>
          <EntryActions entry={e} block />
        </>
      )}
    />
  );
}
