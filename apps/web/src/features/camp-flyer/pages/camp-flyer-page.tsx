import { useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { flyerFor } from '../flyers';
import '../camp-flyer.scss';

const asId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** /CampFlyer/{campspecid}/{sessionid}: the camp's flyer, full height; selecting it opens the registration. */
export function CampFlyerPage() {
  const { campspecid, sessionid = '' } = useParams();
  const { _ } = useLingui();
  const flyer = flyerFor(asId(campspecid), asId(sessionid));
  const alt = _(flyer.alt);
  usePageTitle(_('flyer.title'), alt);
  return (
    <div className="container py-3 text-center">
      <h1 className="visually-hidden">{_('flyer.title')}</h1>
      <Link
        className="flyer-link"
        // A definite width (the flyer's height fits the screen, its width the column): the image
        // fills it at its own proportions, so its box is final before it loads (no shift).
        style={{ width: `min(100%, calc((100vh - 8rem) * ${flyer.width} / ${flyer.height}))` }}
        to={paths.register.href(sessionid)}
        aria-label={_('flyer.registerFor', { alt })}
      >
        <img
          className="flyer-image"
          src={flyer.src}
          alt={alt}
          width={flyer.width}
          height={flyer.height}
          style={{ width: '100%' }}
        />
      </Link>
      <p className="mt-3 mb-0">
        <Link to={paths.register.href(sessionid)} className="btn btn-primary btn-lg">
          {_('flyer.register')}
        </Link>{' '}
        {asId(sessionid) ? (
          <>
            <Link to={paths.campSession.href(sessionid)} className="btn btn-outline-primary btn-lg">
              {_('flyer.campPage')}
            </Link>{' '}
          </>
        ) : null}
        <Link to={paths.camps.href()} className="btn btn-outline-primary btn-lg">
          {_('flyer.allCamps')}
        </Link>
      </p>
    </div>
  );
}
