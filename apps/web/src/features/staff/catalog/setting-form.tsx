import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import type { HttpResult } from '../../../lib/http';

/**
 * One business-wide setting of the catalogue (data retention, sibling discount): a heading, what
 * it does, its fields and Save, sent through `useServerSubmit`; once saved, a toast says the new
 * setting in words (`savedText`).
 */
export function SettingForm<TInput extends FieldValues, TOutput, TSaved>({
  form,
  send,
  savedText,
  id,
  title,
  lead,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  send: (values: TOutput) => Promise<HttpResult<TSaved>>;
  savedText: (saved: TSaved) => string;
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const submit = useServerSubmit({ form, send, onSaved: (saved) => toast(savedText(saved), 'success') });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit.onSubmit} aria-labelledby={id} className="setting-form">
        <h2 id={id} className="h5">
          {title}
        </h2>
        <p className="text-body-secondary">{lead}</p>
        {children}
        <FormErrorAlert show={submit.refused} extra={submit.unclaimed} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {_('catalog.form.save')}
        </Button>
      </Form>
    </FormProvider>
  );
}
