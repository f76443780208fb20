import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type TextConsentRequest, textConsentSchema } from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useFieldError } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { PageSection } from '../../../components/ui/page-section';
import { validationText } from '../../../lib/i18n/form-texts';
import { localInstant } from '../../../lib/i18n/instants';
import { textConsent, useSaveTextConsent } from '../api/text-consent';

type ConsentForm = z.input<typeof textConsentSchema>;

/**
 * "Texts for urgent news": the family's mobile number and its consent. Only urgent messages from
 * the office (weather, a changed field) go by text; a reply of STOP ends them at once.
 */
export function TextConsentSection() {
  const { _ } = useLingui();
  const { data } = textConsent.use();
  return (
    <PageSection id="household-texts" title={_('household.texts.title')}>
      <p>{_('household.texts.lead')}</p>
      {data?.phone && (
        <Alert variant={data.optedOutAt ? 'warning' : 'success'} data-testid="text-consent-state">
          {data.optedOutAt
            ? _('household.texts.stopped', { phone: data.phone, when: localInstant(data.optedOutAt) })
            : _('household.texts.on', { phone: data.phone, when: localInstant(data.consentAt ?? '') })}
        </Alert>
      )}
      <ConsentForm hasNumber={Boolean(data?.phone)} />
    </PageSection>
  );
}

function ConsentForm({ hasNumber }: { hasNumber: boolean }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSaveTextConsent();
  const form = useForm<ConsentForm, unknown, z.output<typeof textConsentSchema>>({
    resolver: zodResolver(textConsentSchema),
    defaultValues: { phone: '', consent: false as unknown as true },
  });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    send: (values: TextConsentRequest) => save.mutateAsync(values),
    onSaved: () => {
      form.reset();
      toast(_('household.texts.saved'), 'success');
    },
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-label={_('household.texts.title')}>
        <TextField<ConsentForm>
          name="phone"
          label={_('household.texts.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          required
        />
        <ConsentBox />
        <FormErrorAlert show={refused} extra={unclaimed} />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {_('household.texts.save')}
          </Button>
          {hasNumber && (
            <Button
              variant="outline-secondary"
              onClick={() =>
                save.mutateAsync(null).then((r) => r.ok && toast(_('household.texts.removed'), 'success'))
              }
            >
              {_('household.texts.remove')}
            </Button>
          )}
        </div>
      </Form>
    </FormProvider>
  );
}

function ConsentBox() {
  const { _ } = useLingui();
  const error = useFieldError<ConsentForm>('consent');
  const { register } = useFormContext<ConsentForm>();
  return (
    <Form.Group className="mb-3" controlId="field-consent">
      <Form.Check
        type="checkbox"
        label={_('household.texts.consent')}
        isInvalid={Boolean(error)}
        aria-describedby={error ? 'field-consent-error' : undefined}
        {...register('consent')}
      />
      {error && (
        <div id="field-consent-error" className="invalid-feedback d-block">
          {validationText(error)}
        </div>
      )}
    </Form.Group>
  );
}
