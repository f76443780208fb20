import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';

export const notFoundTitle = 'Page not found';

export function NotFoundPage() {
  usePageTitle(notFoundTitle);
  return (
    <div className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{notFoundTitle}</h1>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <Link className="btn btn-primary" to={paths.home.href()}>
        Go to the home page
      </Link>
    </div>
  );
}
