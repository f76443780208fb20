import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a dialog shows of the server's answer it asked for: the answer, or why it could not be
 * had (`failed`: 'Could not work out the refund'), or a spinner line while it is on its way.
 */
export function QueryAnswer<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error'>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <p className="text-danger mb-0">
        {failed}: {query.error?.message}
      </p>
    );
  return (
    <p className="mb-0" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {loading}
    </p>
  );
}
