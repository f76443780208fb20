import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';
import { PageHeader } from '../ui/page-header';
// The form's own styles come with the page, not with the form's code (which loads on first use):
// the server's markup of the form is styled from the first paint.
import '../../styles/forms.scss';
import '../captcha/captcha.scss';

/**
 * A public form's page (contact, party inquiry): its title (`<texts>.title`, `<texts>.description`
 * for the document) and lead (`<texts>.lead`) from the page's catalogue, the form in its white
 * panel, and beside it on large screens (below it on phones) what the page says about itself.
 */
export function FormPage({
  texts,
  aside,
  children,
}: {
  /** The page's catalogue ids' prefix ('contact'). */
  texts: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  usePageTitle(_(`${texts}.title`), _(`${texts}.description`));
  return (
    <div className="container py-4">
      <PageHeader title={_(`${texts}.title`)} lead={_(`${texts}.lead`)} />
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">
          <div className="form-panel">{children}</div>
        </div>
        <div className="col-lg-5">{aside}</div>
      </div>
    </div>
  );
}
