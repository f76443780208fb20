import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  describeSiblingDiscount,
  type SiblingDiscountInput,
  siblingDiscountFromInput,
  siblingDiscountSchema,
} from '@soccer/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { siblingDiscount, useSaveSiblingDiscount } from '../api/sibling-discount';
import { SettingForm } from './setting-form';

type DiscountOutput = z.output<typeof siblingDiscountSchema>;

/** The kinds of sibling discount staff choose from. */
const discountKinds = ['none', 'percent', 'amount'] as const;

/** Off each additional player of one household in one order: none, an amount or a percentage. */
function SiblingDiscountEditor({ setting }: { setting: SiblingDiscountInput }) {
  const { _ } = useLingui();
  const save = useSaveSiblingDiscount();
  const form = useForm<SiblingDiscountInput, unknown, DiscountOutput>({
    resolver: zodResolver(siblingDiscountSchema),
    defaultValues: setting,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <SettingForm
      form={form}
      send={(values) => save.mutateAsync(values)}
      savedText={(saved) =>
        describeSiblingDiscount(siblingDiscountFromInput(siblingDiscountSchema.parse(saved)))
      }
      id="sibling-discount-title"
      title={_('catalog.sibling.title')}
      lead={_('catalog.sibling.lead')}
    >
      <SelectField<SiblingDiscountInput>
        name="kind"
        label={_('catalog.sibling.discount')}
        options={discountKinds.map((value) => ({ value, label: _(`catalog.sibling.kind.${value}`) }))}
        className="mb-3"
      />
      {kind === 'none' ? null : (
        <TextField<SiblingDiscountInput>
          name="value"
          label={_(kind === 'amount' ? 'catalog.sibling.amount' : 'catalog.sibling.percentage')}
          type="number"
          min="0"
          required
          className="mb-3"
        />
      )}
    </SettingForm>
  );
}

export function SiblingDiscountSettings() {
  const query = siblingDiscount.use();
  const { _ } = useLingui();
  return (
    <QueryAnswer query={query} loading={_('catalog.sibling.loading')} failed={_('catalog.sibling.failed')}>
      {(setting) => <SiblingDiscountEditor setting={setting} />}
    </QueryAnswer>
  );
}
