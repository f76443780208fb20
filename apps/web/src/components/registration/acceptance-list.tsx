import { useLingui } from '@lingui/react';
import type { Acceptance } from '@soccer/contracts';
import { localInstant } from '../../lib/i18n/instants';

/**
 * The waivers and consents accepted with a registration, one line each: title, version, the name
 * typed, the language when not English, and when ('Liability waiver v2 (Spanish), accepted by Pat Parker, …'). Nothing
 * when there are none.
 */
export function AcceptanceList({
  acceptances,
  className = 'small text-body-secondary mb-0',
}: {
  acceptances: readonly Acceptance[] | undefined;
  className?: string;
}) {
  const { _ } = useLingui();
  if (!acceptances?.length) return null;
  return (
    <ul className={`acceptance-list list-unstyled ${className}`} aria-label={_('waiver.acceptedList')}>
      {acceptances.map((a) => (
        <li key={`${a.documentId}:${a.version}`}>
          {_('waiver.accepted', {
            title: a.title,
            version: a.version,
            // Staff see the language a document was accepted in when it was not English.
            locale: a.locale,
            name: a.fullName,
            when: localInstant(a.acceptedAt),
          })}
        </li>
      ))}
    </ul>
  );
}
