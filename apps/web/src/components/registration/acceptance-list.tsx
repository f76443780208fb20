import { type Acceptance, acceptanceText } from '@soccer/contracts';

/**
 * The waivers and consents accepted with a registration, one line each: title, version, the name
 * typed and when ('Liability waiver v2, accepted by Pat Parker, 3:45 PM on 6/1/2027'). Nothing
 * when there are none.
 */
export function AcceptanceList({
  acceptances,
  className = 'small text-body-secondary mb-0',
}: {
  acceptances: readonly Acceptance[] | undefined;
  className?: string;
}) {
  if (!acceptances?.length) return null;
  return (
    <ul className={`acceptance-list list-unstyled ${className}`} aria-label="Waivers and consents accepted">
      {acceptances.map((a) => (
        <li key={`${a.documentId}:${a.version}`}>{acceptanceText(a)}</li>
      ))}
    </ul>
  );
}
