import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** The load-error text a page shows in place of its data (spec §8), with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { _ } = useLingui();
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span className="flex-grow-1">{message}</span>
      {onRetry ? (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {_('staff.tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}
