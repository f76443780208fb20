import { useLingui } from '@lingui/react';
import type { RevenueKind } from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../../lib/error-reporting';
import { localDayStart, localIsoDate } from '../../../lib/format';
import { localMoney as formatMoney } from '../../../lib/i18n/formats';
import { periodRevenue } from '../api/get-period-revenue';
import { LoadError } from './load-error';
import '../../../styles/forms.scss';

/** A first and last day (YYYY-MM-DD, the staff member's own days), both counted. */
interface Days {
  from: string;
  to: string;
}

/** This month so far. */
const monthToDate = (): Days => {
  const today = localIsoDate();
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/**
 * The money of a chosen period on a summary page: card payments received less refunds that
 * reached the card, from the first day's start to the last day's end where the staff member is.
 */
export function RevenuePeriod({ kind }: { kind: RevenueKind }) {
  const { _ } = useLingui();
  const [typed, setTyped] = useState<Days>(monthToDate);
  const [shown, setShown] = useState<Days>(typed);
  const badOrder = Boolean(typed.from && typed.to && typed.to < typed.from);
  const revenue = periodRevenue.use(kind, localDayStart(shown.from), localDayStart(shown.to, 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.from && typed.to && !badOrder) setShown(typed);
  };
  const day = (name: keyof Days, label: string) => (
    <Form.Group controlId={`revenue-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="date"
        required
        value={typed[name]}
        isInvalid={name === 'to' && badOrder}
        aria-invalid={name === 'to' && badOrder ? true : undefined}
        aria-describedby={name === 'to' && badOrder ? 'revenue-to-error' : undefined}
        onChange={(event) => setTyped((t) => ({ ...t, [name]: event.target.value }))}
      />
      {name === 'to' ? (
        <Form.Control.Feedback type="invalid" id="revenue-to-error">
          {_('staff.revenue.badOrder')}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );

  return (
    <section className="revenue-period card mb-4" aria-labelledby="revenue-period-title">
      <div className="card-body">
        <h2 id="revenue-period-title" className="h5 card-title">
          {_('staff.revenue.title')}
        </h2>
        <Form noValidate onSubmit={submit} className="revenue-period-form">
          {day('from', _('staff.revenue.from'))}
          {day('to', _('staff.revenue.to'))}
          <Button type="submit" variant="outline-primary">
            {_('staff.revenue.show')}
          </Button>
        </Form>
        <p className="small text-body-secondary mt-2 mb-2">
          {_('staff.revenue.explanation')} {_('staff.revenue.days')}
        </p>
        {revenue.isError ? (
          <LoadError message={errorMessage(revenue.error)} onRetry={() => void revenue.refetch()} />
        ) : (
          <dl className="revenue-figures mb-0" aria-busy={revenue.isFetching} data-testid="period-revenue">
            <div>
              <dt>{_('staff.revenue.received')}</dt>
              <dd>{revenue.data ? formatMoney(revenue.data.received) : '…'}</dd>
            </div>
            <div>
              <dt>{_('staff.revenue.refunded')}</dt>
              <dd>{revenue.data ? formatMoney(revenue.data.refunded) : '…'}</dd>
            </div>
            <div>
              <dt>{_('staff.revenue.net')}</dt>
              <dd className="fw-semibold">{revenue.data ? formatMoney(revenue.data.net) : '…'}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
