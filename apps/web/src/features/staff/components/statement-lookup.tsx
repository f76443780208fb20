import { useLingui } from '@lingui/react';
import { apiPaths } from '@soccer/contracts';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ExportButton } from '../../../components/ui/export-button';
import { HttpError } from '../../../lib/http';
import { localMoney } from '../../../lib/i18n/formats';
import { staffStatements } from '../api/statements';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * Staff: a family's childcare statements, found by the email it registered with; each child's
 * statement of a year to download (the server audits each one produced). Decision 0084.
 */
export function StatementLookup() {
  const { _ } = useLingui();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const found = staffStatements.use(email);

  function find(event: FormEvent) {
    event.preventDefault();
    const ok = looksLikeEmail(text);
    setInvalid(!ok);
    setEmail(ok ? text.trim() : null);
  }

  const f = found.data;
  return (
    <section className="mt-5" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="h4">
        {_('staff.statements.title')}
      </h2>
      <Form noValidate onSubmit={find} className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div>
          <Form.Label htmlFor={inputId} className="visually-hidden">
            {_('staff.statements.email')}
          </Form.Label>
          <Form.Control
            id={inputId}
            type="email"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={254}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${inputId}-error` : `${inputId}-help`}
          />
          <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
            {_('staff.statements.invalid')}
          </Form.Control.Feedback>
          {invalid ? null : <Form.Text id={`${inputId}-help`}>{_('staff.statements.help')}</Form.Text>}
        </div>
        <Button type="submit">{_('staff.statements.find')}</Button>
      </Form>
      {email !== null && found.isError ? (
        <Alert variant="warning">
          {found.error instanceof HttpError && found.error.status === 404
            ? _('staff.statements.notFound')
            : _('staff.statements.loadFailed')}
        </Alert>
      ) : null}
      {f ? (
        <div className="card shadow-sm" data-testid="found-statements">
          <div className="card-body">
            <h3 className="h5 card-title mb-1">{f.family}</h3>
            <p className="text-break mb-2">{f.email}</p>
            <ul className="list-unstyled mb-0">
              {f.statements.map((s) => (
                <li
                  key={`${s.year}-${s.playerId}`}
                  className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 border-top"
                >
                  <span>
                    {_('staff.statements.line', {
                      child: s.child,
                      year: String(s.year),
                      count: s.days,
                      amount: localMoney(s.total),
                    })}
                  </span>
                  <ExportButton
                    label={_('staff.statements.download')}
                    variant="outline-primary"
                    size="sm"
                    context={`${s.child} ${s.year}`}
                    path={apiPaths.staffStatement(s.year, s.playerId)}
                    fallbackName={() => `childcare-statement-${s.year}-${s.playerId}.pdf`}
                    failureText={() => _('staff.statements.loadFailed')}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
