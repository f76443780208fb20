import { useLingui } from '@lingui/react';
import {
  mailDeliveryStates,
  type OfficeAudience,
  type OfficeAudienceCount,
  type OfficeAudienceKind,
  type OfficeMessageRequest,
  type OfficeMessageSummary,
  officeMessageLimits,
  textDeliveryStates,
} from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSection } from '../../../components/ui/page-section';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDate, localDateRange } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import {
  officeMessageDetail,
  sessionMessages,
  tournamentMessages,
  useAudienceCount,
  useCancelOfficeMessage,
  useSendOfficeMessage,
} from '../api/office-messages';

/**
 * Where staff write from: a camp session's report (its families, its waitlist, or everyone with a
 * paid seat in a date range, the session's days to start with), or a tournament age group's
 * report (the paid teams of any of the tournament's age groups, this one first).
 */
export type MessageScope =
  | { kind: 'session'; sessionId: number; startDate: string; endDate: string; timeZone?: string | undefined }
  | {
      kind: 'tournament';
      tournamentId: number;
      ageGroups: readonly { id: number; label: string }[];
      ageRangeId: number;
      timeZone?: string | undefined;
    };

interface Compose {
  audience: OfficeAudienceKind;
  from: string;
  to: string;
  ageRangeId: string;
  subject: string;
  body: string;
  subjectEs: string;
  bodyEs: string;
  urgent: boolean;
  text: string;
  sendAt: string;
}

const blankOf = (scope: MessageScope): Compose => ({
  audience: scope.kind === 'session' ? 'session' : 'ageGroup',
  from: scope.kind === 'session' ? scope.startDate : '',
  to: scope.kind === 'session' ? scope.endDate : '',
  ageRangeId: scope.kind === 'tournament' ? String(scope.ageRangeId) : '',
  subject: '',
  body: '',
  subjectEs: '',
  bodyEs: '',
  urgent: false,
  text: '',
  sendAt: '',
});

/** The audience the form names, in the scope it is written from. */
function audienceOf(scope: MessageScope, v: Compose): OfficeAudience {
  if (scope.kind === 'tournament')
    return { kind: 'ageGroup', tournamentId: scope.tournamentId, ageRangeId: Number(v.ageRangeId) };
  if (v.audience === 'dateRange') return { kind: 'dateRange', from: v.from, to: v.to };
  return { kind: v.audience === 'waitlist' ? 'waitlist' : 'session', sessionId: scope.sessionId };
}

/** The fields a server error may name beside its field; the audience's own go to the form's alert. */
const composeFields = ['subject', 'body', 'subjectEs', 'bodyEs', 'text', 'sendAt'] as const;

/** A wall-clock time typed in the browser, as the facility reads it ("Jun 1, 2026, 9:00 AM CDT"). */
function atFacility(local: string, timeZone: string | undefined, locale: string) {
  const at = new Date(local);
  if (!local || Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/**
 * Messages to families from a session's or a tournament age group's report: write, see how many
 * it reaches, send now or at a time; below, the messages of the session (or the tournament) with
 * what became of each mail and text, and a button to cancel one still waiting for its time.
 */
export function MessagesPanel({ scope }: { scope: MessageScope }) {
  const { _ } = useLingui();
  return (
    <PageSection id="office-messages" title={_('staff.messages.title')}>
      <p>{scope.kind === 'session' ? _('staff.messages.lead') : _('staff.messages.leadTournament')}</p>
      <ComposeForm scope={scope} />
      <h3 className="h5 mt-4">{_('staff.messages.history')}</h3>
      <History scope={scope} />
    </PageSection>
  );
}

function ComposeForm({ scope }: { scope: MessageScope }) {
  const { _, i18n } = useLingui();
  const { toast } = useToast();
  const send = useSendOfficeMessage();
  const count = useAudienceCount();
  const [counted, setCounted] = useState<{ key: string; reach: OfficeAudienceCount } | null>(null);
  const blank = blankOf(scope);
  const form = useForm<Compose>({ defaultValues: blank });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    fields: composeFields,
    send: (v: Compose) => {
      const body: OfficeMessageRequest = {
        audience: audienceOf(scope, v),
        subject: v.subject,
        body: v.body,
        subjectEs: v.subjectEs,
        bodyEs: v.bodyEs,
        urgent: v.urgent,
        text: v.urgent ? v.text : '',
        sendAt: v.sendAt ? new Date(v.sendAt).toISOString() : null,
      };
      return send.mutateAsync(body);
    },
    onSaved: (_result, v) => {
      toast(v.sendAt ? _('staff.messages.scheduled') : _('staff.messages.sent'), 'success');
      form.reset(blank);
      setCounted(null);
      setCountFailed(null);
    },
  });
  const urgent = form.watch('urgent');
  const sendAt = form.watch('sendAt');
  const audience = form.watch('audience');
  const [countFailed, setCountFailed] = useState<string | null>(null);
  // A count holds for the audience and urgency it was made for; change either and it is gone.
  const keyOf = (v: Compose) => JSON.stringify([audienceOf(scope, v), v.urgent]);
  const reach = counted && counted.key === keyOf(form.watch()) ? counted.reach : null;
  const countNow = async () => {
    setCountFailed(null);
    const v = form.getValues();
    const result = await count.mutateAsync({ audience: audienceOf(scope, v), urgent: v.urgent });
    if (result.ok) setCounted({ key: keyOf(v), reach: result.data });
    else {
      setCounted(null);
      setCountFailed(Object.values(result.errors ?? {}).flat()[0] ?? result.message);
    }
  };
  const sendTime = atFacility(sendAt, scope.timeZone, i18n.locale);
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-label={_('staff.messages.compose')}>
        {scope.kind === 'session' ? (
          <Form.Group className="mb-3" controlId="field-audience">
            <Form.Label>{_('staff.messages.audience')}</Form.Label>
            <Form.Select {...form.register('audience')}>
              <option value="session">{_('staff.messages.audienceSession')}</option>
              <option value="waitlist">{_('staff.messages.audienceWaitlist')}</option>
              <option value="dateRange">{_('staff.messages.audienceDateRange')}</option>
            </Form.Select>
          </Form.Group>
        ) : (
          <Form.Group className="mb-3" controlId="field-age-group">
            <Form.Label>{_('staff.messages.audienceAgeGroup')}</Form.Label>
            <Form.Select {...form.register('ageRangeId')}>
              {scope.ageGroups.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {scope.kind === 'session' && audience === 'dateRange' && (
          <div className="d-flex flex-wrap gap-3">
            <TextField<Compose> name="from" label={_('staff.messages.from')} type="date" required />
            <TextField<Compose> name="to" label={_('staff.messages.to')} type="date" required />
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button variant="outline-primary" onClick={countNow} disabled={count.isPending}>
            {_('staff.messages.count')}
          </Button>
          <div role="status" data-testid="message-reach">
            {reach && <ReachText reach={reach} urgent={urgent} />}
            {countFailed && <span className="text-danger">{validationText(countFailed)}</span>}
          </div>
        </div>
        <TextField<Compose>
          name="subject"
          label={_('staff.messages.subject')}
          maxLength={officeMessageLimits.subject}
          required
        />
        <TextField<Compose>
          name="body"
          label={_('staff.messages.body')}
          as="textarea"
          rows={5}
          maxLength={officeMessageLimits.body}
          required
          help={_('staff.messages.placeholders')}
        />
        <details className="mb-3">
          <summary>{_('staff.messages.spanish')}</summary>
          <TextField<Compose>
            name="subjectEs"
            label={_('staff.messages.subjectEs')}
            maxLength={officeMessageLimits.subject}
          />
          <TextField<Compose>
            name="bodyEs"
            label={_('staff.messages.bodyEs')}
            as="textarea"
            rows={5}
            maxLength={officeMessageLimits.body}
          />
        </details>
        <UrgentBox />
        {urgent && (
          <TextField<Compose>
            name="text"
            label={_('staff.messages.text')}
            maxLength={officeMessageLimits.text}
            help={_('staff.messages.textHelp')}
            showRemaining
          />
        )}
        <TextField<Compose>
          name="sendAt"
          label={_('staff.messages.sendAt')}
          type="datetime-local"
          help={
            sendTime
              ? scope.timeZone
                ? _('staff.messages.atFacility', { time: sendTime })
                : _('staff.messages.atBrowser', { time: sendTime })
              : _('staff.messages.sendAtHelp')
          }
        />
        <FormErrorAlert show={refused} extra={unclaimed} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {sendAt ? _('staff.messages.schedule') : _('staff.messages.sendNow')}
        </Button>
      </Form>
    </FormProvider>
  );
}

/**
 * The reach as it will be: families the mail goes to; for news, those that turned office news off
 * and will not get it; for an urgent message, those that also get a text.
 */
function ReachText({ reach, urgent }: { reach: OfficeAudienceCount; urgent: boolean }) {
  const { _ } = useLingui();
  return (
    <>
      <span>
        {urgent
          ? _('staff.messages.reachUrgent', { people: reach.people, texts: reach.texts })
          : _('staff.messages.reach', { people: reach.people })}
      </span>
      {!urgent && reach.newsOff > 0 && (
        <span className="d-block small">{_('staff.messages.newsOff', { count: reach.newsOff })}</span>
      )}
    </>
  );
}

function UrgentBox() {
  const { _ } = useLingui();
  const { register } = useFormContext<Compose>();
  return (
    <Form.Group className="mb-3" controlId="field-urgent">
      <Form.Check type="checkbox" label={_('staff.messages.urgent')} {...register('urgent')} />
    </Form.Group>
  );
}

function History({ scope }: { scope: MessageScope }) {
  return scope.kind === 'session' ? (
    <SessionHistory sessionId={scope.sessionId} />
  ) : (
    <TournamentHistory tournamentId={scope.tournamentId} ageGroups={scope.ageGroups} />
  );
}

function SessionHistory({ sessionId }: { sessionId: number }) {
  return <HistoryList query={sessionMessages.use(sessionId)} />;
}

function TournamentHistory({
  tournamentId,
  ageGroups,
}: {
  tournamentId: number;
  ageGroups: readonly { id: number; label: string }[];
}) {
  return <HistoryList query={tournamentMessages.use(tournamentId)} ageGroups={ageGroups} />;
}

function HistoryList({
  query,
  ageGroups = [],
}: {
  query: ReturnType<typeof sessionMessages.use>;
  ageGroups?: readonly { id: number; label: string }[];
}) {
  const { _ } = useLingui();
  const [cancelling, setCancelling] = useState<OfficeMessageSummary | null>(null);
  return (
    <>
      <QueryAnswer
        query={query}
        loading={_('staff.messages.loading')}
        failed={_('staff.messages.loadFailed')}
      >
        {(messages) =>
          messages.length === 0 ? (
            <p>{_('staff.messages.none')}</p>
          ) : (
            <ul className="list-unstyled">
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} ageGroups={ageGroups} onCancel={() => setCancelling(m)} />
              ))}
            </ul>
          )
        }
      </QueryAnswer>
      <CancelMessageDialog message={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

/** Cancel a scheduled message, or one going out: a second look, then the server's answer (409 once it has gone). */
function CancelMessageDialog({
  message,
  onClose,
}: {
  message: OfficeMessageSummary | null;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const cancel = useCancelOfficeMessage();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message) return;
    const result = await cancel.mutateAsync(message.id).catch(() => null);
    if (result?.ok) toast(_('staff.messages.cancelled'), 'success');
    else if (result)
      toast(_('staff.messages.cancelFailed', { message: validationText(result.message) }), 'danger');
    onClose();
  };
  return (
    <ConfirmDialog
      show={message !== null}
      title={_('staff.messages.cancelTitle')}
      confirmLabel={_('staff.messages.cancelConfirm')}
      dismissLabel={_('staff.messages.cancelKeep')}
      busy={cancel.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {message && (
        <p className="mb-0">
          {message.status === 'sending'
            ? _('staff.messages.cancelBodySending', { subject: message.subject })
            : _('staff.messages.cancelBody', {
                subject: message.subject,
                when: localInstant(message.sendAt),
              })}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** Who a message went to, in words: the session, its waitlist, the days, or the age group. */
function AudienceLine({
  audience: a,
  ageGroups,
}: {
  audience: OfficeAudience;
  ageGroups: readonly { id: number; label: string }[];
}) {
  const { _ } = useLingui();
  let text: string;
  if (a.kind === 'dateRange')
    text = _('staff.messages.audience.dateRange', {
      days: a.from === a.to ? localDate(a.from) : localDateRange(a.from, a.to),
    });
  else if (a.kind === 'ageGroup')
    text = _('staff.messages.audience.ageGroup', {
      group: ageGroups.find((g) => g.id === a.ageRangeId)?.label ?? String(a.ageRangeId),
    });
  else text = _(`staff.messages.audience.${a.kind}`);
  return <div className="small">{text}</div>;
}

function MessageItem({
  message: m,
  ageGroups,
  onCancel,
}: {
  message: OfficeMessageSummary;
  ageGroups: readonly { id: number; label: string }[];
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  /** What became of it, in words: a message cancelled while going out says whom it had reached (decision 0088). */
  const statusNote = (x: OfficeMessageSummary) => {
    const started = localInstant(x.sentAt ?? x.sendAt);
    if (x.status === 'sent') return _('staff.messages.sentAt', { when: started, people: x.recipients });
    if (x.status === 'sending')
      return _('staff.messages.sendingNote', { when: started, people: x.recipients });
    if (x.status === 'cancelled')
      return x.recipients > 0
        ? _('staff.messages.cancelledPartway', { when: started, people: x.recipients })
        : _('staff.messages.cancelledNote', { when: localInstant(x.sendAt) });
    return _('staff.messages.scheduledFor', { when: localInstant(x.sendAt) });
  };
  const mail = mailDeliveryStates
    .filter((s) => m.mail[s] > 0)
    .map((s) => _(`staff.messages.count.${s}`, { count: m.mail[s] }));
  const texts = textDeliveryStates
    .filter((s) => m.texts[s] > 0)
    .map((s) => _(`staff.messages.count.${s}`, { count: m.texts[s] }));
  return (
    <li className="border rounded p-3 mb-2" data-testid="office-message" data-message-id={m.id}>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <strong>{m.subject}</strong>
        {m.urgent && <Badge bg="danger">{_('staff.messages.urgentBadge')}</Badge>}
        <Badge
          bg={m.status === 'sent' ? 'success' : m.status === 'cancelled' ? 'light' : 'secondary'}
          // Cancelled: a quiet badge, dark words on light with a border.
          className={m.status === 'cancelled' ? 'text-body border' : undefined}
        >
          {_(`staff.messages.status.${m.status}`)}
        </Badge>
      </div>
      <AudienceLine audience={m.audience} ageGroups={ageGroups} />
      <div className="small">{statusNote(m)}</div>
      {(m.status === 'scheduled' || m.status === 'sending') && (
        <Button variant="outline-danger" size="sm" className="mt-2" onClick={onCancel}>
          {_('staff.messages.cancel')}
        </Button>
      )}
      {mail.length > 0 && (
        <div data-testid="mail-states">{_('staff.messages.mails', { states: mail.join(', ') })}</div>
      )}
      {texts.length > 0 && (
        <div data-testid="text-states">{_('staff.messages.texts', { states: texts.join(', ') })}</div>
      )}
      {m.recipients > 0 && (
        <Button variant="link" className="p-0" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? _('staff.messages.hideRecipients') : _('staff.messages.showRecipients')}
        </Button>
      )}
      {open && <Recipients id={m.id} />}
    </li>
  );
}

function Recipients({ id }: { id: number }) {
  const { _ } = useLingui();
  const query = officeMessageDetail.use(id);
  return (
    <QueryAnswer query={query} loading={_('staff.messages.loading')} failed={_('staff.messages.loadFailed')}>
      {(detail) => (
        <ul className="list-unstyled mt-2 mb-0" aria-label={_('staff.messages.recipients')}>
          {detail.recipientList.map((r) => (
            <li key={r.email} className="border-top py-2 text-break" data-testid="message-recipient">
              <div>{r.email}</div>
              <div className="small">
                {_('staff.messages.mail')}: {_(`staff.messages.state.${r.mail}`)}
                {r.text &&
                  ` · ${_('staff.messages.textColumn')}: ${_(`staff.messages.state.${r.text}`)} (${r.phone})`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryAnswer>
  );
}
