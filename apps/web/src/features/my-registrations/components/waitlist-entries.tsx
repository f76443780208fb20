import { type WaitlistEntry, waitlistNote } from '@soccer/contracts';
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
import { AcceptOfferDialog } from './accept-offer-dialog';

const context = (e: WaitlistEntry) => `for ${e.playerName}, ${e.session}`;

/** The entry's state in a word or two: its place in line, or the offer and its deadline. */
function EntryNote({ entry }: { entry: WaitlistEntry }) {
  const bg = entry.state === 'offered' ? 'success' : entry.state === 'waiting' ? 'info' : 'secondary';
  return (
    <Badge bg={bg} text={bg === 'info' ? 'dark' : undefined} className="text-wrap text-start waitlist-note">
      {waitlistNote(entry)}
    </Badge>
  );
}

const confirmations: Partial<
  Record<
    WaitlistAction,
    { title: string; body: string; teamBody?: string; confirm: string; dismiss: string; done: string }
  >
> = {
  decline: {
    title: 'Decline the offer',
    body: 'The seat goes to the next family on the waitlist. You cannot take the offer back afterwards.',
    teamBody: 'The place goes to the next team on the waitlist. You cannot take the offer back afterwards.',
    confirm: 'Decline offer',
    dismiss: 'Keep the offer',
    done: 'You declined the offer.',
  },
  leave: {
    title: 'Leave the waitlist',
    body: 'You lose your place in line. You can join again later, at the end of the line.',
    confirm: 'Leave waitlist',
    dismiss: 'Stay on the waitlist',
    done: 'You left the waitlist.',
  },
};

/**
 * What the family can do with an entry: accept an open offer (a registration holding the seat or
 * the team's place, then its checkout: a camp's or a tournament's; first the waivers and consents
 * that changed since joining, if any) or decline it; leave the line while waiting. Declining and
 * leaving ask first.
 */
function EntryActions({ entry, block = false }: { entry: WaitlistEntry; block?: boolean }) {
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
      else toast(confirmations[a]?.done ?? 'Done.', 'success');
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
            Accept and pay <span className="visually-hidden">{context(entry)}</span>
          </Button>
          <Button
            size={size}
            variant="outline-secondary"
            onClick={() => {
              reset();
              setAsking('decline');
            }}
          >
            Decline <span className="visually-hidden">{context(entry)}</span>
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
          Leave waitlist <span className="visually-hidden">{context(entry)}</span>
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
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        dismissLabel={asked?.dismiss ?? ''}
        busy={action.isPending}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (asking) void submit(asking);
        }}
        onClose={() => setAsking(null)}
      >
        <p>
          {entry.playerName}, {entry.session}.
        </p>
        <p className="mb-0">{entry.kind === 'tournament' ? (asked?.teamBody ?? asked?.body) : asked?.body}</p>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </div>
  );
}

const columns: ListColumn<WaitlistEntry>[] = [
  { header: 'Player', rowHeader: true, cellClassName: 'fw-semibold', cell: (e) => e.playerName },
  { header: 'Session', cell: (e) => e.session },
  { header: 'Status', cell: (e) => <EntryNote entry={e} /> },
  { header: <span className="visually-hidden">Actions</span>, cell: (e) => <EntryActions entry={e} /> },
];

/** The account's waitlist entries: a table on large screens, cards on small ones. */
export function WaitlistEntries({ items }: { items: readonly WaitlistEntry[] }) {
  return (
    <ResponsiveList
      items={items}
      itemKey={(e) => e.id}
      label="Waitlist entries"
      caption="Your waitlist entries"
      columns={columns}
      itemTestId="waitlist-entry"
      card={(e) => (
        <>
          <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
            <h3 className="h5 card-title mb-0">{e.playerName}</h3>
            <EntryNote entry={e} />
          </div>
          <p className="mb-3">{e.session}</p>
          <EntryActions entry={e} block />
        </>
      )}
    />
  );
}
