import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';

export function NotFoundPage() {
  const { _ } = useLingui();
  const title = _('notFound.title');
  usePageTitle(title);
  return (
    <div className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{title}</h1>
      <p className="lead">{_('notFound.text')}</p>
      <Link className="btn btn-primary" to={paths.home.href()}>
        {_('notFound.home')}
      </Link>
    </div>
  );
}
