import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PublicListState } from '../../lib/public-list';
import { LoadingOverlay } from './loading-overlay';

/**
 * A public list (camp sessions, tournaments) in its loading overlay: a placeholder until the first
 * copy arrives, a warning with 'Try again' when it could not be loaded, `empty` when there is
 * nothing to show, else the list itself.
 */
export function PublicListView<T>({
  list,
  noun,
  isEmpty,
  empty,
  children,
}: {
  list: PublicListState<T>;
  /** 'Camp sessions', 'Tournaments': the start of 'Loading …' and '… could not be loaded right now.' */
  noun: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <LoadingOverlay active={list.isFetching} label={_('list.loading', { noun: noun.toLowerCase() })}>
      {list.isPending ? (
        <div className="loading-placeholder" />
      ) : list.isError && !list.data ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
          <span className="flex-grow-1">{_('list.couldNotLoad', { noun })}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => list.refetch()}>
            {_('list.tryAgain')}
          </button>
        </div>
      ) : isEmpty ? (
        <div className="empty-state">{empty}</div>
      ) : (
        children
      )}
    </LoadingOverlay>
  );
}
