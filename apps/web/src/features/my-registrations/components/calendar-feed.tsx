import { useLingui } from '@lingui/react';
import type { CalendarFeed as Feed } from '@soccer/contracts';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useToast } from '../../../components/toast/toast-provider';
import { localInstant } from '../../../lib/i18n/instants';
import { myCalendarFeed, useNewCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import '../../../styles/forms.scss';
import { PageSection } from '../../../components/ui/page-section';

/**
 * 'Your calendar feed': one private link (webcal://) a calendar app subscribes to, which lists the
 * account's paid camps and tournaments as they are at each refresh. The server keeps only a hash
 * of it, so the link is shown once, when it is made; after that the family can make a new one
 * (the old one stops working) or turn the feed off.
 */
export function CalendarFeed() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const feed = myCalendarFeed.use();
  const make = useNewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shown, setShown] = useState<Feed | null>(null);
  const busy = make.isPending || revoke.isPending;

  const makeLink = () =>
    make.mutate(undefined, {
      onSuccess: (made) => setShown(made),
      onError: () => toast(_('feed.failed'), 'danger'),
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        toast(_('feed.turnedOff'), 'success');
      },
      onError: () => toast(_('feed.failed'), 'danger'),
    });

  const createdAt = shown?.createdAt ?? feed.data?.createdAt ?? null;
  return (
    <PageSection id="calendar-feed-title" title={_('feed.title')}>
      <p className="text-body-secondary">{_('feed.lead')}</p>
      {feed.error ? <Alert variant="danger">{_('feed.loadFailed')}</Alert> : null}
      {shown?.url ? <ShownLink url={shown.url} /> : null}
      {createdAt && !shown ? <p>{_('feed.made', { when: localInstant(createdAt) })}</p> : null}
      {feed.isPending ? null : (
        <div className="d-flex flex-wrap gap-2">
          <Button variant={createdAt ? 'outline-primary' : 'primary'} disabled={busy} onClick={makeLink}>
            {createdAt ? _('feed.renew') : _('feed.get')}
          </Button>
          {createdAt ? (
            <Button variant="outline-danger" disabled={busy} onClick={turnOff}>
              {_('feed.turnOff')}
            </Button>
          ) : null}
        </div>
      )}
    </PageSection>
  );
}

/** The link just made: to copy, or to open in the calendar app; shown this once. */
function ShownLink({ url }: { url: string }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(_('feed.copied'), 'success');
    } catch {
      input.current?.select();
      toast(_('feed.copyYourself'), 'warning');
    }
  };
  return (
    <div className="mb-3">
      <label htmlFor="calendar-feed-url" className="form-label">
        {_('feed.urlLabel')}
      </label>
      <div className="input-group">
        <input
          ref={input}
          id="calendar-feed-url"
          className="form-control"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copy()}>
          {_('feed.copy')}
        </Button>
      </div>
      <div className="form-text">{_('feed.onlyOnce')}</div>
      <a className="btn btn-outline-primary btn-sm mt-2" href={url}>
        {_('feed.open')}
      </a>
    </div>
  );
}
