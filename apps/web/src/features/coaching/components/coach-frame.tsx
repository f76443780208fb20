import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HttpError } from '../../../lib/http';
import { useCoachOffline } from '../offline/use-coach-offline';
import '../styles/coaching.scss';

/** A coach page: sign-in first; the page's content renders for a signed-in account (the server decides what it may read). */
export function CoachFrame({ heading, children }: { heading: string; children: ReactNode }) {
  usePageTitle(heading);
  useCoachOffline();
  return (
    <RequireSignIn heading={heading}>
      <div className="coaching container py-3 py-md-4">{children}</div>
    </RequireSignIn>
  );
}

/** The states of a coach's read: loading, refused (not this coach's), failed. */
export function ReadState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { _ } = useLingui();
  if (isPending) return <PageLoader label={_('coaching.loading')} />;
  if (error instanceof HttpError && error.status === 403)
    return <Alert variant="warning">{_('coaching.notYours')}</Alert>;
  if (error instanceof HttpError && error.status === 404)
    return <Alert variant="warning">{_('coaching.notFound')}</Alert>;
  return <Alert variant="danger">{_('coaching.loadFailed')}</Alert>;
}
