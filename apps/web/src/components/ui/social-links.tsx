import { useLingui } from '@lingui/react';
import { type SocialNetwork, site } from '../../config/site';

const icons: Record<SocialNetwork, string> = {
  Facebook:
    'M16 8.05C16 3.6 12.42 0 8 0S0 3.6 0 8.05c0 4.02 2.93 7.35 6.75 7.95v-5.62H4.72V8.05h2.03V6.28c0-2.02 1.2-3.13 3.02-3.13.88 0 1.8.16 1.8.16v1.98h-1.01c-1 0-1.31.62-1.31 1.26v1.5h2.22l-.36 2.33H9.25V16C13.07 15.4 16 12.07 16 8.05',
  Instagram:
    'M8 1.44c2.14 0 2.39 0 3.23.05.78.03 1.2.16 1.49.27.37.15.64.32.92.6s.45.55.6.92c.1.28.24.71.27 1.49.04.84.05 1.1.05 3.23s0 2.39-.05 3.23c-.03.78-.16 1.2-.27 1.49-.15.37-.32.64-.6.92a2.5 2.5 0 0 1-.92.6c-.28.1-.71.24-1.49.27-.84.04-1.1.05-3.23.05s-2.39 0-3.23-.05c-.78-.03-1.2-.16-1.49-.27a2.5 2.5 0 0 1-.92-.6 2.5 2.5 0 0 1-.6-.92c-.1-.28-.24-.71-.27-1.49C1.45 10.39 1.44 10.14 1.44 8s0-2.39.05-3.23c.03-.78.16-1.2.27-1.49.15-.37.32-.64.6-.92s.55-.45.92-.6c.28-.1.71-.24 1.49-.27C5.61 1.45 5.86 1.44 8 1.44M8 0C5.83 0 5.56 0 4.7.05 3.85.09 3.27.22 2.76.42a3.9 3.9 0 0 0-1.42.92A3.9 3.9 0 0 0 .42 2.76C.22 3.27.09 3.85.05 4.7 0 5.56 0 5.83 0 8s0 2.44.05 3.3c.04.85.17 1.43.37 1.94.2.53.48.98.92 1.42s.89.72 1.42.92c.51.2 1.09.33 1.94.37C5.56 16 5.83 16 8 16s2.44 0 3.3-.05c.85-.04 1.43-.17 1.94-.37a3.9 3.9 0 0 0 1.42-.92c.44-.44.72-.89.92-1.42.2-.51.33-1.09.37-1.94C16 10.44 16 10.17 16 8s0-2.44-.05-3.3c-.04-.85-.17-1.43-.37-1.94a3.9 3.9 0 0 0-.92-1.42A3.9 3.9 0 0 0 13.24.42C12.73.22 12.15.09 11.3.05 10.44 0 10.17 0 8 0m0 3.89a4.11 4.11 0 1 0 0 8.22 4.11 4.11 0 0 0 0-8.22m0 6.78a2.67 2.67 0 1 1 0-5.34 2.67 2.67 0 0 1 0 5.34m5.23-6.94a.96.96 0 1 1-1.92 0 .96.96 0 0 1 1.92 0',
  'X (Twitter)':
    'M12.6.75h2.45L9.7 6.89 16 15.25h-4.94l-3.87-5.07-4.42 5.07H.31l5.73-6.57L0 .75h5.06l3.5 4.63zm-.86 13.03h1.36L4.32 2.15H2.87z',
};

/** The business's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  return (
    <ul className={`social-links list-unstyled d-flex gap-2 mb-0 ${className}`}>
      {site.social.map(({ name, href }) => (
        <li key={name}>
          <a className="social-link" href={href} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{_('social.opensInNewTab', { network: name })}</span>
            <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={icons[name]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
