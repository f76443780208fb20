import { zodResolver } from '@hookform/resolvers/zod';
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
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { siblingDiscount, useSaveSiblingDiscount } from '../api/sibling-discount';
import { SettingForm } from './setting-form';

type DiscountOutput = z.output<typeof siblingDiscountSchema>;

/** The kinds of sibling discount staff choose from. */
const discountKinds = [
  { value: 'none', label: 'No sibling discount' },
  { value: 'percent', label: 'Percentage off each additional player' },
  { value: 'amount', label: 'Amount off each additional player' },
];

/** Off each additional player of one household in one order: none, an amount or a percentage. */
function SiblingDiscountEditor({ setting }: { setting: SiblingDiscountInput }) {
  const { toast } = useToast();
  const save = useSaveSiblingDiscount();
  const form = useForm<SiblingDiscountInput, unknown, DiscountOutput>({
    resolver: zodResolver(siblingDiscountSchema),
    defaultValues: setting,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = useServerSubmit({
    form,
    send: (values: DiscountOutput) => save.mutateAsync(values),
    onSaved: (saved) =>
      toast(describeSiblingDiscount(siblingDiscountFromInput(siblingDiscountSchema.parse(saved))), 'success'),
  });
  return (
    <SettingForm
      form={form}
      submit={submit}
      id="sibling-discount-title"
      title="Sibling discount"
      lead="When a family registers several players in one order, every player but the dearest place gets this off, after any promo code. It applies to orders taken from now on."
    >
      <SelectField<SiblingDiscountInput>
        name="kind"
        label="Discount"
        options={discountKinds}
        className="mb-3"
      />
      {kind === 'none' ? null : (
        <TextField<SiblingDiscountInput>
          name="value"
          label={kind === 'amount' ? 'Amount (USD)' : 'Percentage (%)'}
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
  return (
    <QueryAnswer
      query={query}
      loading="Loading the sibling discount…"
      failed="Could not load the sibling discount"
    >
      {(setting) => <SiblingDiscountEditor setting={setting} />}
    </QueryAnswer>
  );
}
