import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import { validationText } from '../../lib/i18n/form-texts';

/** The form-level line under a form the server refused (spec §5: 'Correct errors and resubmit'). */
export function FormErrorAlert({ show, extra = [] }: { show: boolean; extra?: readonly string[] }) {
  const { _ } = useLingui();
  if (!show && extra.length === 0) return null;
  return (
    <Alert variant="danger" className="mt-3" role="alert">
      {show ? <div>{_('form.correctErrors')}</div> : null}
      {extra.map((m) => (
        <div key={m}>{validationText(m)}</div>
      ))}
    </Alert>
  );
}
