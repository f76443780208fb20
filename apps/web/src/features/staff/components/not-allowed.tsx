import { Link } from 'react-router';
import { staffOnlyMessage } from '../../../components/auth/require-sign-in';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';

export const notAllowedTitle = 'Not allowed';
export const adminOnlyMessage = 'This page is for administrators only.';

/** What a signed-in user without the needed role sees instead of a staff page. */
export function NotAllowed({ admin = false }: { admin?: boolean }) {
  const { user } = useAuth();
  return (
    <section className="not-allowed container py-5" aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading" className="page-title">
        {notAllowedTitle}
      </h1>
      <div className="alert alert-warning" role="alert">
        <p className="fw-semibold mb-1">{admin ? adminOnlyMessage : staffOnlyMessage}</p>
        <p className="mb-0">
          You are signed in as <strong>{user?.email || user?.name}</strong>, which does not have access. If
          you need it, ask an administrator to give your account the {admin ? 'admin' : 'staff'} role.
        </p>
      </div>
      <Link className="btn btn-primary" to={paths.home.href()}>
        Go to the home page
      </Link>
    </section>
  );
}
