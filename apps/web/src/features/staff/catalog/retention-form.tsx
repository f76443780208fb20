import { zodResolver } from '@hookform/resolvers/zod';
import { type RetentionSetting, retentionFormSchema, retentionLimits } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { dataRetention, useSaveDataRetention } from '../api/data-retention';

type RetentionForm = z.input<typeof retentionFormSchema>;

/** Months after a camp or tournament ends before its registrations' personal fields are erased; blank keeps them. */
function RetentionEditor({ setting }: { setting: RetentionSetting }) {
  const { toast } = useToast();
  const save = useSaveDataRetention();
  const form = useForm<RetentionForm, unknown, RetentionSetting>({
    resolver: zodResolver(retentionFormSchema),
    defaultValues: {
      retentionMonths: setting.retentionMonths === null ? '' : String(setting.retentionMonths),
    },
  });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    send: (values: RetentionSetting) => save.mutateAsync(values),
    onSaved: (saved) =>
      toast(
        saved.retentionMonths === null
          ? 'Personal details are kept.'
          : `Personal details are erased ${saved.retentionMonths} months after a camp or tournament ends.`,
        'success',
      ),
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="retention-title" className="retention-form">
        <h2 id="retention-title" className="h5">
          Data retention
        </h2>
        <p className="text-body-secondary">
          Players' and guardians' personal details are erased from registrations this many months after their
          camp or tournament ends. What was paid stays for the accounts.
        </p>
        <TextField<RetentionForm>
          name="retentionMonths"
          label="Keep personal details for (months)"
          type="number"
          min={String(retentionLimits.minMonths)}
          max={String(retentionLimits.maxMonths)}
          help="Leave blank to keep them."
        />
        <FormErrorAlert show={refused} extra={unclaimed} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save
        </Button>
      </Form>
    </FormProvider>
  );
}

export function RetentionSettings() {
  const query = dataRetention.use();
  return (
    <QueryAnswer
      query={query}
      loading="Loading the retention period…"
      failed="Could not load the retention period"
    >
      {(setting) => <RetentionEditor setting={setting} />}
    </QueryAnswer>
  );
}
