/** Small decorative icons for the home page callouts (24×24, currentColor). */
const icons = {
  people:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6m8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6M8 13c-2.7 0-6 1.3-6 3.5V19h12v-2.5C14 14.3 10.7 13 8 13m8 0c-.5 0-1 0-1.6.1 1 .8 1.6 1.9 1.6 3.4V19h6v-2.5c0-2.2-3.3-3.5-6-3.5',
  bolt: 'M13 2 4 14h6l-1 8 9-12h-6z',
  smile:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-3.5 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3m7 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3M12 18c-2.6 0-4.8-1.6-5.7-4h11.4c-.9 2.4-3.1 4-5.7 4',
  target:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14m0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8m0 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3',
} as const;

export type FeatureIconName = keyof typeof icons;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
        <path fill="currentColor" fillRule="evenodd" d={icons[name]} />
      </svg>
    </span>
  );
}
