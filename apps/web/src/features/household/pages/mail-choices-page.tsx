import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { type MailChoices, mailChoiceKinds, mailChoicesSchema } from '@soccer/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { myMailChoices, useSaveMailChoices } from '../api/mail-choices';
import { AttendanceNoticeSwitch } from '../components/attendance-notice-switch';
import '../../../styles/forms.scss';

/** /MailChoices: which non-essential mails the signed-in family gets (decision 0069). */
export function MailChoicesPage() {
  const { _ } = useLingui();
  usePageTitle(_('choices.title'));
  return (
    <RequireSignIn heading={_('choices.title')}>
      <div className="container py-4">
        <PageHeader title={_('choices.title')} lead={_('choices.lead')} />
        <Choices />
        <AttendanceNoticeSwitch />
        <p className="mt-4">
          <Trans id="choices.household" components={{ 0: <Link to={paths.household.href()} /> }} />
        </p>
      </div>
    </RequireSignIn>
  );
}

function Choices() {
  const { _ } = useLingui();
  const { data, error, isPending } = myMailChoices.use();
  if (isPending) return <PageLoader label={_('choices.loading')} />;
  if (error || !data) return <Alert variant="danger">{_('choices.loadFailed')}</Alert>;
  return <ChoicesForm choices={data} />;
}

/** One switch per kind, with what it sends; payment, refund and safety mails are said to always go. */
function ChoicesForm({ choices }: { choices: MailChoices }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSaveMailChoices();
  const [saved, setSaved] = useState(false);
  const form = useForm<MailChoices>({ resolver: zodResolver(mailChoicesSchema), defaultValues: choices });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    send: (values: MailChoices) => save.mutateAsync(values),
    onSaved: (values: MailChoices) => {
      form.reset(values);
      setSaved(true);
      toast(_('choices.saved'), 'success');
    },
  });
  const showSaved = saved && !form.formState.isDirty;
  return (
    <Form noValidate onSubmit={onSubmit} className="col-lg-8 px-0" aria-labelledby="mail-choices-title">
      <h2 id="mail-choices-title" className="section-title h3">
        {_('choices.mailsTitle')}
      </h2>
      {mailChoiceKinds.map((kind) => (
        <Form.Check
          key={kind}
          type="switch"
          role="switch"
          id={`mail-choice-${kind}`}
          className="mb-3"
          {...form.register(kind)}
          label={
            <>
              <span className="fw-semibold d-block">{_(`choices.kind.${kind}`)}</span>
              <span className="text-body-secondary">{_(`choices.kind.${kind}.help`)}</span>
            </>
          }
        />
      ))}
      <Alert variant="light" className="border">
        {_('choices.always')}
      </Alert>
      <FormErrorAlert show={refused} extra={unclaimed} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {_('choices.save')}
        </Button>
        <span role="status" className="text-success fw-semibold">
          {showSaved ? `✓ ${_('choices.saved')}` : null}
        </span>
      </div>
    </Form>
  );
}
