import { zodResolver } from '@hookform/resolvers/zod';
import { type RetentionSetting, retentionFormSchema, retentionLimits } from '@soccer/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { useAuth } from '../../../lib/auth/auth-provider';
import { dataRetention, useSaveDataRetention } from '../api/data-retention';
import { hasAdminRole } from '../components/staff-page';
import { SettingForm } from './setting-form';

type RetentionForm = z.input<typeof retentionFormSchema>;

const title = 'Data retention';
const lead =
  "Players' and guardians' personal details are erased from registrations this many months after their camp or tournament ends. What was paid stays for the accounts.";

/** The period in words, as the saved toast and the read-only view say it. */
const periodText = ({ retentionMonths }: RetentionSetting) =>
  retentionMonths === null
    ? 'Personal details are kept.'
    : `Personal details are erased ${retentionMonths} months after a camp or tournament ends.`;

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
    onSaved: (saved) => toast(periodText(saved), 'success'),
  });
  return (
    <SettingForm form={form} submit={submit} id="retention-title" title={title} lead={lead}>
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

/** Staff see the period; changing it erases families' data for good, so only an admin may (the server answers 403 too). */
function RetentionView({ setting }: { setting: RetentionSetting }) {
  return (
    <section aria-labelledby="retention-title" className="setting-form">
      <h2 id="retention-title" className="h5">
        {title}
      </h2>
      <p className="text-body-secondary">{lead}</p>
      <p>{periodText(setting)}</p>
      <p className="text-body-secondary">Only an administrator can change the retention period.</p>
    </section>
  );
}

export function RetentionSettings() {
  const query = dataRetention.use();
  const admin = hasAdminRole(useAuth().user);
  return (
    <QueryAnswer
      query={query}
      loading="Loading the retention period…"
      failed="Could not load the retention period"
    >
      {(setting) => (admin ? <RetentionEditor setting={setting} /> : <RetentionView setting={setting} />)}
    </QueryAnswer>
  );
}
