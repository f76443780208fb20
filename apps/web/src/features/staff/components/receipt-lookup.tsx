import { useLingui } from '@lingui/react';
import { apiPaths, parseReceiptNumber } from '@soccer/contracts';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../components/toast/toast-provider';
import { ExportButton } from '../../../components/ui/export-button';
import { HttpError } from '../../../lib/http';
import { localMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import { staffReceipt, useResendReceipt } from '../api/receipts';

/**
 * Staff: find any receipt by its number ('R-000012' or '12'), download it, or mail it again to
 * whom it was issued (the server audits it). Decision 0082.
 */
export function ReceiptLookup() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [number, setNumber] = useState<number | null>(null);
  const found = staffReceipt.use(number);
  const resend = useResendReceipt();

  function find(event: FormEvent) {
    event.preventDefault();
    const parsed = parseReceiptNumber(text);
    setInvalid(parsed === null);
    setNumber(parsed);
  }

  async function mailAgain(n: number, email: string) {
    const result = await resend.mutateAsync(n).catch(() => null);
    if (result?.ok) toast(_('staff.receipts.resent', { email }), 'success');
    else toast(_('staff.receipts.resendFailed'), 'danger');
  }

  const r = found.data;
  return (
    <section className="mt-5" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="h4">
        {_('staff.receipts.title')}
      </h2>
      <Form noValidate onSubmit={find} className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div>
          <Form.Label htmlFor={inputId} className="visually-hidden">
            {_('staff.receipts.number')}
          </Form.Label>
          <Form.Control
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="R-000012"
            maxLength={20}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${inputId}-error` : `${inputId}-help`}
          />
          <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
            {_('staff.receipts.invalid')}
          </Form.Control.Feedback>
          {invalid ? null : <Form.Text id={`${inputId}-help`}>{_('staff.receipts.help')}</Form.Text>}
        </div>
        <Button type="submit">{_('staff.receipts.find')}</Button>
      </Form>
      {number !== null && found.isError ? (
        <Alert variant="warning">
          {found.error instanceof HttpError && found.error.status === 404
            ? _('staff.receipts.notFound')
            : _('staff.receipts.loadFailed')}
        </Alert>
      ) : null}
      {r ? (
        <div className="card shadow-sm" data-testid="found-receipt">
          <div className="card-body">
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h3 className="h5 card-title mb-1">{r.label}</h3>
              <span className="fw-semibold">{localMoney(r.total)}</span>
            </div>
            <p className="mb-1">
              {r.kind === 'refund' && r.refundsLabel
                ? _('staff.receipts.refundOf', { number: r.refundsLabel })
                : _('staff.receipts.payment', { order: r.orderNumber })}
            </p>
            <p className="mb-1">{r.who.join(', ')}</p>
            <p className="mb-1">
              {_('staff.receipts.billedTo', { name: r.billedTo.name, email: r.billedTo.email })}
            </p>
            <p className="text-body-secondary mb-2">{localInstant(r.issuedAt)}</p>
            <div className="d-flex flex-wrap gap-2">
              <ExportButton
                label={_('staff.receipts.download')}
                variant="outline-primary"
                size="sm"
                context={r.label}
                path={apiPaths.receipt(r.number)}
                fallbackName={() => `receipt-${r.label}.pdf`}
                failureText={() => _('staff.receipts.loadFailed')}
              />
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={resend.isPending}
                onClick={() => void mailAgain(r.number, r.billedTo.email)}
              >
                {_('staff.receipts.resend')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
