import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSaveChosenLanguage } from '../../../hooks/use-account-language';
import { useAuth } from '../../../lib/auth/auth-provider';
import { runOnce } from '../run-once';

/** /auth/callback: completes the redirect sign-in and continues to the page that asked for it. */
export function SignInCallbackPage() {
  const { _ } = useLingui();
  const { completeRedirectSignIn } = useAuth();
  const navigate = useNavigate();
  const saveChosenLanguage = useSaveChosenLanguage();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    const url = `${window.location.origin}${pathname}${search}${hash}`;
    // Once per sign-in: the language chosen while signed out becomes the account's.
    const signIn = async () => {
      const returnTo = await completeRedirectSignIn(url);
      if (returnTo !== null) saveChosenLanguage();
      return returnTo;
    };
    void runOnce(url, signIn).then((returnTo) => {
      if (returnTo !== null) navigate(returnTo, { replace: true });
    });
  }, [completeRedirectSignIn, navigate, saveChosenLanguage, pathname, search, hash]);

  return <PageLoader label={_('auth.signingIn')} />;
}
