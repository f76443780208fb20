import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';

/** The not-allowed page's title (its h1 and the document title). */
export const notAllowedTitle = 'staff.notAllowed.title';

/** What a signed-in user without the needed role sees instead of a staff page. */
export function NotAllowed({ admin = false }: { admin?: boolean }) {
  const { _ } = useLingui();
  const { user } = useAuth();
  return (
    <section className="not-allowed container py-5" aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading" className="page-title">
        {_(notAllowedTitle)}
      </h1>
      <div className="alert alert-warning" role="alert">
        <p className="fw-semibold mb-1">
          {_(admin ? 'staff.notAllowed.adminOnly' : 'staff.notAllowed.staffOnly')}
        </p>
        <p className="mb-0">
          <Trans
            id={admin ? 'staff.notAllowed.noAccessAdmin' : 'staff.notAllowed.noAccessStaff'}
            values={{ who: user?.email || user?.name }}
            components={{ 0: <strong /> }}
          />
        </p>
      </div>
      <Link className="btn btn-primary" to={paths.home.href()}>
        {_('staff.notAllowed.home')}
      </Link>
    </section>
  );
}
