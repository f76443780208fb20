import { useLingui } from '@lingui/react';
import {
  mailDeliveryStates,
  type OfficeAudience,
  type OfficeAudienceCount,
  type OfficeMessageRequest,
  type OfficeMessageSummary,
  officeMessageLimits,
  textDeliveryStates,
} from '@soccer/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { PageSection } from '../../../components/ui/page-section';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { localInstant } from '../../../lib/i18n/instants';
import {
  officeMessageDetail,
  sessionMessages,
  useAudienceCount,
  useSendOfficeMessage,
} from '../api/office-messages';

interface Compose {
  audience: 'session' | 'waitlist';
  subject: string;
  body: string;
  subjectEs: string;
  bodyEs: string;
  urgent: boolean;
  text: string;
  sendAt: string;
}

const blank: Compose = {
  audience: 'session',
  subject: '',
  body: '',
  subjectEs: '',
  bodyEs: '',
  urgent: false,
  text: '',
  sendAt: '',
};

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
 * Messages to a camp session's families (or its waitlist): write, see how many it reaches, send
 * now or at a time; below, the session's messages with what became of each mail and text.
 */
export function MessagesPanel({ sessionId, timeZone }: { sessionId: number; timeZone?: string | undefined }) {
  const { _ } = useLingui();
  return (
    <PageSection id="office-messages" title={_('staff.messages.title')}>
      <p>{_('staff.messages.lead')}</p>
      <ComposeForm sessionId={sessionId} timeZone={timeZone} />
      <h3 className="h5 mt-4">{_('staff.messages.history')}</h3>
      <History sessionId={sessionId} />
    </PageSection>
  );
}

function ComposeForm({ sessionId, timeZone }: { sessionId: number; timeZone?: string | undefined }) {
  const { _, i18n } = useLingui();
  const { toast } = useToast();
  const send = useSendOfficeMessage();
  const count = useAudienceCount();
  const [reach, setReach] = useState<OfficeAudienceCount | null>(null);
  const form = useForm<Compose>({ defaultValues: blank });
  const audienceOf = (v: Compose): OfficeAudience => ({ kind: v.audience, sessionId });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    send: (v: Compose) => {
      const body: OfficeMessageRequest = {
        audience: audienceOf(v),
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
      setReach(null);
    },
  });
  const urgent = form.watch('urgent');
  const sendAt = form.watch('sendAt');
  const countNow = async () => {
    const result = await count.mutateAsync(audienceOf(form.getValues()));
    if (result.ok) setReach(result.data);
  };
  const facilityTime = atFacility(sendAt, timeZone, i18n.locale);
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-label={_('staff.messages.compose')}>
        <Form.Group className="mb-3" controlId="field-audience">
          <Form.Label>{_('staff.messages.audience')}</Form.Label>
          <Form.Select {...form.register('audience', { onChange: () => setReach(null) })}>
            <option value="session">{_('staff.messages.audienceSession')}</option>
            <option value="waitlist">{_('staff.messages.audienceWaitlist')}</option>
          </Form.Select>
        </Form.Group>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button variant="outline-primary" onClick={countNow} disabled={count.isPending}>
            {_('staff.messages.count')}
          </Button>
          {reach && (
            <span role="status" data-testid="message-reach">
              {_('staff.messages.reach', { people: reach.people, texts: reach.texts })}
            </span>
          )}
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
            facilityTime
              ? _('staff.messages.atFacility', { time: facilityTime })
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

function UrgentBox() {
  const { _ } = useLingui();
  const { register } = useFormContext<Compose>();
  return (
    <Form.Group className="mb-3" controlId="field-urgent">
      <Form.Check type="checkbox" label={_('staff.messages.urgent')} {...register('urgent')} />
    </Form.Group>
  );
}

function History({ sessionId }: { sessionId: number }) {
  const { _ } = useLingui();
  const query = sessionMessages.use(sessionId);
  return (
    <QueryAnswer query={query} loading={_('staff.messages.loading')} failed={_('staff.messages.loadFailed')}>
      {(messages) =>
        messages.length === 0 ? (
          <p>{_('staff.messages.none')}</p>
        ) : (
          <ul className="list-unstyled">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
        )
      }
    </QueryAnswer>
  );
}

function MessageItem({ message: m }: { message: OfficeMessageSummary }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const mail = mailDeliveryStates
    .filter((s) => m.mail[s] > 0)
    .map((s) => _(`staff.messages.count.${s}`, { count: m.mail[s] }));
  const texts = textDeliveryStates
    .filter((s) => m.texts[s] > 0)
    .map((s) => _(`staff.messages.count.${s}`, { count: m.texts[s] }));
  return (
    <li className="border rounded p-3 mb-2" data-testid="office-message">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <strong>{m.subject}</strong>
        {m.urgent && <Badge bg="danger">{_('staff.messages.urgentBadge')}</Badge>}
        <Badge bg={m.status === 'sent' ? 'success' : 'secondary'}>
          {_(`staff.messages.status.${m.status}`)}
        </Badge>
      </div>
      <div className="small">
        {m.status === 'sent'
          ? _('staff.messages.sentAt', { when: localInstant(m.sentAt ?? m.sendAt), people: m.recipients })
          : _('staff.messages.scheduledFor', { when: localInstant(m.sendAt) })}
      </div>
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
