import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  type CreditBalanceRow,
  type CreditGrantRequest,
  creditGrantSchema,
  creditLimits,
} from '@soccer/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { usePageTitle } from '../../../hooks/use-page-title';
import { localMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import { creditBalances, creditHistory, useGrantCredit } from '../api/credit';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';

type GrantOutput = z.output<typeof creditGrantSchema>;
type GrantInput = z.input<typeof creditGrantSchema>;

/** Staff's account credit (decision 0096): give a family credit, every balance, one family's history. */
export function CreditPage() {
  const { _ } = useLingui();
  usePageTitle(_('credit.title'));
  return (
    <RequireSignIn heading={_('credit.title')} staff>
      <Credit />
    </RequireSignIn>
  );
}

function Credit() {
  const { _ } = useLingui();
  const balances = creditBalances.use();
  const [email, setEmail] = useState('');
  return (
    <div className="container py-4">
      <PageHeader title={_('credit.title')} lead={_('credit.lead')} />
      <GrantForm />
      <h2 className="h5 mt-5" id="credit-balances">
        {_('credit.balances.title')}
      </h2>
      <QueryAnswer
        query={balances}
        loading={_('credit.balances.loading')}
        failed={_('credit.balances.failed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-body-secondary">{_('credit.balances.none')}</p>
          ) : (
            <BalanceTable rows={rows} onHistory={setEmail} />
          )
        }
      </QueryAnswer>
      {email ? <History email={email} /> : null}
    </div>
  );
}

/** Gives a family credit: its sign-in e-mail, the amount, and why (kept and shown to the family). */
function GrantForm() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const grant = useGrantCredit();
  const form = useForm<GrantInput, unknown, GrantOutput>({
    resolver: zodResolver(creditGrantSchema),
    defaultValues: { email: '', amount: '' as unknown as number, reason: '' },
  });
  const submit = useServerSubmit({
    form,
    send: (body: CreditGrantRequest) => grant.mutateAsync(body),
    onSaved: ({ balance }) => {
      toast(_('credit.granted', { balance: localMoney(balance) }), 'success');
      form.reset();
    },
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit.onSubmit} aria-labelledby="credit-grant" className="card card-body">
        <h2 id="credit-grant" className="h5">
          {_('credit.grant.title')}
        </h2>
        <div className="row g-3">
          <TextField<GrantInput>
            className="col-12 col-md-5"
            name="email"
            type="email"
            label={_('credit.grant.email')}
            maxLength={creditLimits.emailMax}
            autoComplete="off"
            required
          />
          <TextField<GrantInput>
            className="col-12 col-md-3"
            name="amount"
            type="number"
            min="0.01"
            label={_('credit.grant.amount')}
            required
          />
          <TextField<GrantInput>
            className="col-12 col-md-4"
            name="reason"
            label={_('credit.grant.reason')}
            maxLength={creditLimits.reasonMax}
            required
          />
        </div>
        <FormErrorAlert show={submit.refused} extra={submit.unclaimed} />
        <div className="mt-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {_('credit.grant.save')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}

function BalanceTable({ rows, onHistory }: { rows: CreditBalanceRow[]; onHistory: (email: string) => void }) {
  const { _ } = useLingui();
  return (
    <Table responsive className="align-middle" aria-labelledby="credit-balances">
      <thead>
        <tr>
          <th scope="col">{_('credit.col.family')}</th>
          <th scope="col" className="text-end">
            {_('credit.col.balance')}
          </th>
          <th scope="col" className="text-end">
            {_('credit.col.granted')}
          </th>
          <th scope="col" className="text-end">
            {_('credit.col.spent')}
          </th>
          <th scope="col">{_('credit.col.last')}</th>
          <th scope="col">
            <span className="visually-hidden">{_('credit.col.history')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.accountId} data-testid="credit-balance-row">
            <th scope="row" className="text-break">
              {r.email || r.accountId}
            </th>
            <td className="text-end text-nowrap">{localMoney(r.balance)}</td>
            <td className="text-end text-nowrap">{localMoney(r.granted)}</td>
            <td className="text-end text-nowrap">{localMoney(r.spent)}</td>
            <td>{localInstant(r.lastAt)}</td>
            <td className="text-end">
              {r.email ? (
                <Button size="sm" variant="outline-secondary" onClick={() => onHistory(r.email)}>
                  {_('credit.history.show')} <span className="visually-hidden">{r.email}</span>
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One family's entries, newest first. */
function History({ email }: { email: string }) {
  const { _ } = useLingui();
  const history = creditHistory.use(email);
  return (
    <section className="mt-4" aria-labelledby="credit-history">
      <h2 className="h5" id="credit-history">
        {_('credit.history.title', { email })}
      </h2>
      <QueryAnswer query={history} loading={_('credit.history.loading')} failed={_('credit.history.failed')}>
        {(account) => (
          <Table responsive className="align-middle" aria-labelledby="credit-history">
            <thead>
              <tr>
                <th scope="col">{_('credit.col.date')}</th>
                <th scope="col">{_('credit.col.what')}</th>
                <th scope="col">{_('credit.col.reason')}</th>
                <th scope="col" className="text-end">
                  {_('credit.col.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {account.entries.map((e) => (
                <tr key={e.id}>
                  <td>{localInstant(e.createdAt)}</td>
                  <td>{_(`credit.kind.${e.kind}`)}</td>
                  <td>{e.reason}</td>
                  <td className="text-end text-nowrap">{localMoney(e.amount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryAnswer>
    </section>
  );
}
