import { Outlet } from 'react-router';

/** Frame of the sign-in callback routes: no header or footer (they also run inside the popup). */
export function BareLayout() {
  return (
    <main id="main" className="site-main">
      <Outlet />
    </main>
  );
}
