import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageViews } from '../../hooks/use-page-views';
import { useAuth } from '../../lib/auth/auth-provider';
import { CrashBoundary } from '../errors/crash-boundary';
import { CrashScreen } from '../errors/crash-screen';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page frame: skip link, header, main landmark, footer; reports page views. */
export function RootLayout() {
  usePageViews();
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const { signingOut } = useAuth();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After client-side navigation start at the top and move focus to the new content, as a full
  // page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link visually-hidden-focusable" href="#main">
        {_('layout.skipToMain')}
      </a>
      {/* While a sign-out goes to the provider, nothing under the cover can be clicked or focused. */}
      <div className="site-frame" inert={signingOut}>
        <SiteHeader />
        <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
          {/* A page that crashes shows the crash screen inside the frame; navigating away resets it. */}
          <CrashBoundary key={pathname} fallback={<CrashScreen />}>
            <Outlet />
          </CrashBoundary>
        </main>
        <SiteFooter />
      </div>
      {signingOut ? (
        <div className="signing-out-cover" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {_('auth.signingOut')}
        </div>
      ) : null}
    </>
  );
}
