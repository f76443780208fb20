import { zodResolver } from '@hookform/resolvers/zod';
import { type RetentionSetting, retentionFormSchema, retentionLimits } from '@soccer/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { dataRetention, useSaveDataRetention } from '../api/data-retention';
import { SettingForm } from './setting-form';

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
  const submit = useServerSubmit({
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
    <SettingForm
      form={form}
      submit={submit}
      id="retention-title"
      title="Data retention"
      lead="Players' and guardians' personal details are erased from registrations this many months after their camp or tournament ends. What was paid stays for the accounts."
    >
      <TextField<RetentionForm>
        name="retentionMonths"
        label="Keep personal details for (months)"
        type="number"
        min={String(retentionLimits.minMonths)}
        max={String(retentionLimits.maxMonths)}
        help="Leave blank to keep them."
      />
    </SettingForm>
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
