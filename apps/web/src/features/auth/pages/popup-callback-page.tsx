import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/auth-provider';
import { runOnce } from '../run-once';

/** /auth/popup-callback: runs inside the sign-in popup, hands the response to the opener and closes. */
export function PopupCallbackPage() {
  const { _ } = useLingui();
  const { completePopupSignIn } = useAuth();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search}${hash}`;
    void runOnce(url, () => completePopupSignIn(url));
  }, [completePopupSignIn, pathname, search, hash]);

  return <PageLoader label={_('auth.signingIn')} />;
}
