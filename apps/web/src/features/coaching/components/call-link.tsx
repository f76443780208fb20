import { useLingui } from '@lingui/react';
import type { RosterGuardian } from '@soccer/contracts';

/** A person as a link that calls them (tel:), big enough for a thumb. */
export function CallLink({ person, role }: { person: RosterGuardian; role: string }) {
  const { _ } = useLingui();
  const dial = person.phone.replace(/[^\d+]/g, '');
  if (!dial) return null;
  return (
    <a
      className="btn btn-outline-primary text-start coaching-call"
      href={`tel:${dial}`}
      aria-label={_('coaching.call', { name: person.name, role })}
    >
      <span className="d-block small coaching-call-role">{role}</span>
      <span className="fw-semibold">{person.name}</span> · <span>{person.phone}</span>
    </a>
  );
}
