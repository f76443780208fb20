import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { SignInButton, SignUpButton } from '../../../components/auth/auth-buttons';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCampSessions } from '../../../hooks/use-camp-sessions';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { parseId } from '../../../lib/route-params';
import { useCampSession } from '../api/get-camp-session';
import { campSessionDocuments } from '../api/get-camp-session-documents';
import { CampInfoPanel } from '../components/camp-info-panel';
import { RegistrationForm } from '../components/registration-form';
import { SessionPicker } from '../components/session-picker';
import '../../../styles/forms.scss';
import '../camp-registrations.scss';

/** /Register/{sessionid?}: signed-in only; without a session id the user picks one first. */
export function RegisterPage() {
  const { _ } = useLingui();
  usePageTitle(_('register.title'));
  const { sessionid } = useParams();
  return (
    <RequireSignIn
      heading={_('register.title')}
      signedOut={sessionid === undefined ? undefined : <SignedOutRegister sessionParam={sessionid} />}
    >
      <div className="container py-4">
        <PageHeader title={_('register.title')} />
        {sessionid === undefined ? <SessionPicker /> : <RegisterForSession sessionParam={sessionid} />}
      </div>
    </RequireSignIn>
  );
}

/**
 * /Register/{sessionid} for a visitor who is not signed in: the chosen session's summary (from
 * the public list of open sessions) and sign-up one tap away, with sign-in beside it.
 */
function SignedOutRegister({ sessionParam }: { sessionParam: string }) {
  const { _ } = useLingui();
  const sessionId = parseId(sessionParam);
  const session = useCampSessions().data?.find((s) => s.id === sessionId);
  return (
    <section className="require-sign-in container py-4" aria-labelledby="register-heading">
      <h1 id="register-heading" className="page-title">
        {_('register.title')}
      </h1>
      <div className="row g-4 flex-lg-row-reverse">
        {session ? (
          <div className="col-lg-4">
            <CampInfoPanel session={session} />
          </div>
        ) : null}
        <div className="col-lg-8">
          <div className="sign-in-prompt card border-0 shadow-sm">
            <div className="card-body">
              <p className="fs-5">{_('register.signedOut.prompt')}</p>
              <p className="text-body-secondary">{_('register.signedOut.why')}</p>
              <div className="d-flex flex-column flex-sm-row gap-2">
                <SignUpButton size="lg" />
                <SignInButton size="lg" variant="outline-primary" />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function RegisterForSession({ sessionParam }: { sessionParam: string }) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const sessionId = parseId(sessionParam);
  const { data: session, error: sessionError } = useCampSession(sessionId);
  const documents = campSessionDocuments.use(sessionId ?? 0);
  const error = sessionError ?? documents.error;
  if (error) {
    return (
      <Alert variant="danger">
        <p>{_('register.loadFailed', { error: error.message })}</p>
        <Link to={paths.register.href()} className="alert-link">
          {_('register.chooseSession')}
        </Link>
      </Alert>
    );
  }
  if (!session || !documents.data) return <PageLoader label={_('register.loadingSession')} />;
  return (
    // Camp info comes first on phones; on wide screens it sits to the right of the form.
    <div className="row g-4 flex-lg-row-reverse">
      <div className="col-lg-4">
        <div className="camp-info-sticky">
          <CampInfoPanel session={session} />
        </div>
      </div>
      <div className="col-lg-8">
        <RegistrationForm key={session.id} session={session} documents={documents.data} user={user} />
      </div>
    </div>
  );
}
