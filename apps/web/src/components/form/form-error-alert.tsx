import { messages } from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';

/** The form-level line under a form the server refused (spec §5: 'Correct errors and resubmit'). */
export function FormErrorAlert({ show, extra = [] }: { show: boolean; extra?: readonly string[] }) {
  if (!show && extra.length === 0) return null;
  return (
    <Alert variant="danger" className="mt-3" role="alert">
      {show ? <div>{messages.correctErrors}</div> : null}
      {extra.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </Alert>
  );
}
