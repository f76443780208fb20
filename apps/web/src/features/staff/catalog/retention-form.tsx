import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type RetentionSetting, retentionFormSchema, retentionLimits } from '@soccer/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { useAuth } from '../../../lib/auth/auth-provider';
import { dataRetention, useSaveDataRetention } from '../api/data-retention';
import { hasAdminRole } from '../components/staff-page';
import { SettingForm } from './setting-form';

type RetentionForm = z.input<typeof retentionFormSchema>;

type Translate = ReturnType<typeof useLingui>['_'];

/** The period in words, as the saved toast and the read-only view say it. */
const periodText = ({ retentionMonths }: RetentionSetting, _: Translate) =>
  retentionMonths === null
    ? _('catalog.retention.kept')
    : _('catalog.retention.erasedAfter', { months: retentionMonths });

/** Months after a camp or tournament ends before its registrations' personal fields are erased; blank keeps them. */
function RetentionEditor({ setting }: { setting: RetentionSetting }) {
  const { _ } = useLingui();
  const save = useSaveDataRetention();
  const form = useForm<RetentionForm, unknown, RetentionSetting>({
    resolver: zodResolver(retentionFormSchema),
    defaultValues: {
      retentionMonths: setting.retentionMonths === null ? '' : String(setting.retentionMonths),
    },
  });
  return (
    <SettingForm
      form={form}
      send={(values) => save.mutateAsync(values)}
      savedText={(saved) => periodText(saved, _)}
      id="retention-title"
      title={_('catalog.retention.title')}
      lead={_('catalog.retention.lead')}
    >
      <TextField<RetentionForm>
        name="retentionMonths"
        label={_('catalog.retention.months')}
        type="number"
        min={String(retentionLimits.minMonths)}
        max={String(retentionLimits.maxMonths)}
        help={_('catalog.retention.monthsHelp')}
      />
    </SettingForm>
  );
}

/** Staff see the period; changing it erases families' data for good, so only an admin may (the server answers 403 too). */
function RetentionView({ setting }: { setting: RetentionSetting }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="retention-title" className="setting-form">
      <h2 id="retention-title" className="h5">
        {_('catalog.retention.title')}
      </h2>
      <p className="text-body-secondary">{_('catalog.retention.lead')}</p>
      <p>{periodText(setting, _)}</p>
      <p className="text-body-secondary">{_('catalog.retention.adminOnly')}</p>
    </section>
  );
}

export function RetentionSettings() {
  const query = dataRetention.use();
  const admin = hasAdminRole(useAuth().user);
  const { _ } = useLingui();
  return (
    <QueryAnswer
      query={query}
      loading={_('catalog.retention.loading')}
      failed={_('catalog.retention.failed')}
    >
      {(setting) => (admin ? <RetentionEditor setting={setting} /> : <RetentionView setting={setting} />)}
    </QueryAnswer>
  );
}
