import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type AdminCatalog, type CouponInput, couponInputSchema, couponLimits } from '@soccer/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { localDateRange } from '../../../lib/i18n/formats';
import { couponCatalog, useSaveCoupon } from '../api/coupons';

type CouponOutput = z.output<typeof couponInputSchema>;

export const blankCoupon = (today: string): CouponInput => ({
  code: '',
  kind: 'percent',
  value: '',
  validFrom: today,
  validTo: today,
  totalUses: '',
  usesPerAccount: '',
  scope: 'all',
  campIds: [],
  sessionIds: [],
  tournamentIds: [],
  active: true,
});

/** The chosen programs: a checkbox per camp, camp session and tournament of the catalogue. */
function ProgramChoices({ catalog }: { catalog: AdminCatalog }) {
  const { _ } = useLingui();
  const { register } = useFormContext<CouponInput>();
  const campName = new Map(catalog.campSpecs.map((c) => [c.id, c.campName]));
  const groups = [
    {
      name: 'campIds' as const,
      legend: _('coupons.form.camps'),
      items: catalog.campSpecs.filter((c) => !c.archived).map((c) => ({ id: c.id, label: c.campName })),
    },
    {
      name: 'sessionIds' as const,
      legend: _('coupons.form.sessions'),
      items: catalog.campSessions
        .filter((s) => !s.archived)
        .map((s) => ({
          id: s.id,
          label: `${campName.get(s.campSpecId) ?? ''} · ${localDateRange(s.campStartDate, s.campEndDate)}`,
        })),
    },
    {
      name: 'tournamentIds' as const,
      legend: _('coupons.form.tournaments'),
      items: catalog.tournaments
        .filter((t) => !t.archived)
        .map((t) => ({ id: t.id, label: t.tournamentName })),
    },
  ];
  return (
    <>
      {groups.map((g) =>
        g.items.length === 0 ? null : (
          <fieldset className="mb-3" key={g.name}>
            <legend className="h6">{g.legend}</legend>
            {g.items.map((item) => (
              <Form.Check
                key={item.id}
                id={`coupon-${g.name}-${item.id}`}
                type="checkbox"
                value={String(item.id)}
                label={item.label}
                {...register(g.name)}
              />
            ))}
          </fieldset>
        ),
      )}
    </>
  );
}

/**
 * A coupon's form (new or saved): its code, an amount or a percentage, its first and last day in
 * the facility's calendar, its limits, and every program or chosen ones. The server checks it
 * again (a 400 puts its messages beside the fields).
 */
export function CouponForm({ id, values, onDone }: { id: number; values: CouponInput; onDone: () => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSaveCoupon();
  const form = useForm<CouponInput, unknown, CouponOutput>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: values,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const catalog = couponCatalog.use();
  const submit = useServerSubmit({
    form,
    send: (body: CouponOutput) =>
      save.mutateAsync({
        id,
        body: { ...body, totalUses: body.totalUses ?? '', usesPerAccount: body.usesPerAccount ?? '' },
      }),
    onSaved: () => {
      toast(_('coupons.saved', { code: form.getValues('code').toUpperCase() }), 'success');
      onDone();
    },
  });
  const headingId = `coupon-form-${id}`;
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit.onSubmit} aria-labelledby={headingId} className="card card-body mb-4">
        <h2 id={headingId} className="h5">
          {id ? _('coupons.form.editTitle', { code: values.code }) : _('coupons.form.newTitle')}
        </h2>
        <div className="row g-3">
          <TextField<CouponInput>
            className="col-12 col-md-4"
            name="code"
            label={_('coupons.form.code')}
            maxLength={couponLimits.code}
            autoComplete="off"
            required
          />
          <SelectField<CouponInput>
            className="col-6 col-md-4"
            name="kind"
            label={_('coupons.form.kind')}
            options={[
              { value: 'percent', label: _('coupons.kind.percent') },
              { value: 'amount', label: _('coupons.kind.amount') },
            ]}
          />
          <TextField<CouponInput>
            className="col-6 col-md-4"
            name="value"
            type="number"
            min="0"
            label={_(kind === 'amount' ? 'coupons.form.amount' : 'coupons.form.percent')}
            required
          />
          <TextField<CouponInput>
            className="col-6"
            name="validFrom"
            type="date"
            label={_('coupons.form.validFrom')}
            required
          />
          <TextField<CouponInput>
            className="col-6"
            name="validTo"
            type="date"
            label={_('coupons.form.validTo')}
            required
          />
          <TextField<CouponInput>
            className="col-6"
            name="totalUses"
            type="number"
            min="1"
            label={_('coupons.form.totalUses')}
            help={_('coupons.form.blankNoLimit')}
          />
          <TextField<CouponInput>
            className="col-6"
            name="usesPerAccount"
            type="number"
            min="1"
            label={_('coupons.form.usesPerAccount')}
            help={_('coupons.form.blankNoLimit')}
          />
          <SelectField<CouponInput>
            className="col-12"
            name="scope"
            label={_('coupons.form.scope')}
            options={[
              { value: 'all', label: _('coupons.scope.all') },
              { value: 'chosen', label: _('coupons.scope.chosen') },
            ]}
          />
        </div>
        {scope === 'chosen' ? (
          <div className="mt-3">
            <QueryAnswer
              query={catalog}
              loading={_('coupons.form.loadingPrograms')}
              failed={_('coupons.form.programsFailed')}
            >
              {(data) => <ProgramChoices catalog={data} />}
            </QueryAnswer>
          </div>
        ) : null}
        <FormErrorAlert show={submit.refused} extra={submit.unclaimed} />
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {_('coupons.form.save')}
          </Button>
          <Button variant="outline-secondary" onClick={onDone}>
            {_('coupons.form.cancel')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
