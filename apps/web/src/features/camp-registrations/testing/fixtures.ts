import type { CampRegistration, CampSession } from '@soccer/contracts';
import { makeCampRegistration, makeCampSession } from '../../../testing/factories';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A session two weeks ahead, so it is open for registration whatever today is. */
export function campSession(overrides: Partial<CampSession> = {}): CampSession {
  return makeCampSession({
    campSpec: {
      id: 1,
      campName: 'Foundations Skills Camp',
      catalogDescription: 'Small-sided games and hundreds of touches a day.',
      attendeeNotes: 'Bring shin guards, a size 4 ball, water and sunscreen.',
    },
    campStartDate: inDays(14),
    campEndDate: inDays(18),
    ...overrides,
  });
}

export function campRegistration(overrides: Partial<CampRegistration> = {}): CampRegistration {
  return makeCampRegistration({
    campSession: campSession(),
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
