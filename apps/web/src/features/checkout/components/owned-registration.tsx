import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/auth-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { HttpError } from '../../../lib/http';

/** A missing registration and someone else's look the same to the server (404). */
const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * A registration once loaded, when the signed-in account owns it (spec: checkout is owner-only).
 * Another account's and a missing one look the same (the server answers 404): not yours.
 */
export function OwnedRegistration<R extends { ownerLocalAccountId: string }>({
  query,
  children,
}: {
  query: UseQueryResult<R>;
  children: (registration: R) => ReactNode;
}) {
  const { _ } = useLingui();
  const { user } = useAuth();
  if (query.isPending) return <PageLoader label={_('checkout.loading')} />;
  if (query.isError && isNotFound(query.error))
    return <Alert variant="warning">{_('checkout.notOwned')}</Alert>;
  if (query.isError) {
    return (
      <Alert variant="danger">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void query.refetch()}>
          {_('list.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (query.data.ownerLocalAccountId !== user?.id)
    return <Alert variant="warning">{_('checkout.notOwned')}</Alert>;
  return children(query.data);
}
