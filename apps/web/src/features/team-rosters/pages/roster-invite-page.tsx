import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  acceptanceErrors,
  type RosterInvitePage as InvitePage,
  tournamentRegistrationLimits as limits,
  minimumDate,
  type RosterCompletionRequest,
  rosterCompletionSchema,
  textIn,
  todayIsoDate,
} from '@soccer/contracts';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { genderOptions, tshirtSizeOptions } from '../../../components/form/choice-options';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { withRuleErrors } from '../../../components/form/rule-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { blankAcceptances, WaiversSection } from '../../../components/registration/waivers-section';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HttpError } from '../../../lib/http';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDate, localDateRange } from '../../../lib/i18n/formats';
import { activeLocale } from '../../../lib/i18n/i18n';
import { useCompleteRosterInvite, useRosterInvite } from '../api/roster-invite';
import '../../../styles/forms.scss';

type Values = Omit<RosterCompletionRequest, 'waivers' | 'tshirtSize' | 'playerGender'> & {
  tshirtSize: string;
  playerGender: string;
  waivers: { documentId: number; version: number; accepted: boolean; fullName: string }[];
};

/**
 * /RosterInvite?token=: a guardian completes a player the team's coach listed by name (decision
 * 0100): birth date, gender, t-shirt size, a parent's name and phone, and the tournament's
 * waivers. No account; the link is personal and works until the roster deadline.
 */
export function RosterInvitePage() {
  const { _ } = useLingui();
  usePageTitle(_('invite.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, isPending, error } = useRosterInvite(token);
  return (
    <div className="container py-3 py-md-4" style={{ maxWidth: '40rem' }}>
      <PageHeader title={_('invite.title')} />
      {!token ? (
        <Alert variant="warning">{_('invite.invalid')}</Alert>
      ) : data ? (
        <Invite page={data} token={token} />
      ) : isPending ? (
        <PageLoader label={_('invite.loading')} />
      ) : (
        <Alert variant="warning" data-testid="invite-refused">
          {error instanceof HttpError && error.status === 409
            ? validationText(error.message)
            : error instanceof HttpError && error.status === 404
              ? _('invite.invalid')
              : _('invite.loadFailed')}
        </Alert>
      )}
    </div>
  );
}

function Invite({ page, token }: { page: InvitePage; token: string }) {
  const { _ } = useLingui();
  const [done, setDone] = useState(false);
  const tournament = textIn(
    page.tournamentName,
    page.tournamentNameEs,
    activeLocale() === 'es' ? 'es' : 'en',
  );
  return (
    <>
      <p className="lead" data-testid="invite-summary">
        {_('invite.lead', {
          player: page.playerFullName,
          team: page.teamName,
          tournament,
          ageGroup: page.ageGroup,
        })}
      </p>
      <p className="text-body-secondary">{localDateRange(page.startDate, page.endDate)}</p>
      {done ? (
        <Alert variant="success" role="status" data-testid="invite-done">
          {_('invite.done', { player: page.playerFullName })}
        </Alert>
      ) : !page.open ? (
        <Alert variant="warning">{_('invite.closed', { date: localDate(page.rosterDeadline) })}</Alert>
      ) : (
        <>
          {page.complete ? <Alert variant="info">{_('invite.completeBefore')}</Alert> : null}
          <p>{_('invite.until', { date: localDate(page.rosterDeadline) })}</p>
          <CompletionForm page={page} token={token} onDone={() => setDone(true)} />
        </>
      )}
    </>
  );
}

function CompletionForm({ page, token, onDone }: { page: InvitePage; token: string; onDone: () => void }) {
  const { _ } = useLingui();
  const complete = useCompleteRosterInvite();
  const documents = page.documents;
  const resolver = useMemo(
    () =>
      withRuleErrors(
        zodResolver(rosterCompletionSchema({ tshirtRequired: page.supportsTshirt })) as unknown as Resolver<
          Values,
          unknown,
          RosterCompletionRequest
        >,
        (values) => acceptanceErrors(documents, values.waivers ?? []),
      ),
    [page.supportsTshirt, documents],
  );
  const form = useForm<Values, unknown, RosterCompletionRequest>({
    resolver,
    defaultValues: {
      token,
      playerDateOfBirth: '',
      playerGender: '',
      tshirtSize: '',
      parentFullName: '',
      parentPhone: '',
      waivers: blankAcceptances(documents),
    },
  });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    alertOnInvalid: true,
    fields: ['playerDateOfBirth', 'playerGender', 'tshirtSize', 'parentFullName', 'parentPhone', 'waivers'],
    send: (values: RosterCompletionRequest) => complete.mutateAsync({ ...values, token }),
    onSaved: onDone,
    onFailed: (message) => [message],
  });
  const submitting = form.formState.isSubmitting || complete.isPending;
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={onSubmit}
        aria-label={_('invite.formLabel')}
        aria-busy={submitting || undefined}
      >
        <section className="card border-0 shadow-sm mb-4">
          <div className="card-body d-grid gap-1">
            <h2 className="h5">{page.playerFullName}</h2>
            <TextFields<Values>
              className={null}
              fields={[
                {
                  name: 'playerDateOfBirth',
                  label: 'Date of birth',
                  type: 'date',
                  min: minimumDate,
                  max: todayIsoDate(),
                  required: true,
                },
              ]}
            />
            <SelectField<Values>
              name="playerGender"
              label="Gender"
              options={genderOptions}
              placeholder={_('invite.choose')}
              required
            />
            {page.supportsTshirt ? (
              <SelectField<Values>
                name="tshirtSize"
                label="T-shirt size"
                options={tshirtSizeOptions}
                placeholder={_('invite.choose')}
                required
              />
            ) : null}
            <TextFields<Values>
              className={null}
              fields={[
                {
                  name: 'parentFullName',
                  label: 'Parent full name',
                  autoComplete: 'name',
                  maxLength: limits.parentFullName,
                  required: true,
                },
                {
                  name: 'parentPhone',
                  label: 'Parent phone',
                  type: 'tel',
                  autoComplete: 'tel',
                  maxLength: limits.parentPhone,
                  required: true,
                },
              ]}
            />
          </div>
        </section>
        {documents.length ? (
          <section className="card border-0 shadow-sm mb-4">
            <div className="card-body">
              <WaiversSection<Values> documents={documents} />
            </div>
          </section>
        ) : null}
        <FormErrorAlert show={refused} extra={unclaimed} />
        <div className="d-grid d-sm-flex justify-content-sm-end">
          <Button type="submit" size="lg" disabled={submitting}>
            {_('invite.submit')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
