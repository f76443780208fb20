/** Password shared by every demo account (local development and tests only). */
export const DEMO_PASSWORD = 'Soccer-demo-1';

export interface DemoAccount {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly roles: readonly string[];
}

/** Seeded on every start when missing; listed in the README and used by tests. */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'parent@example.com', name: 'Pat Parker', password: DEMO_PASSWORD, roles: [] },
  { email: 'parent2@example.com', name: 'Jordan Lee', password: DEMO_PASSWORD, roles: [] },
  { email: 'coach@example.com', name: 'Casey Coach', password: DEMO_PASSWORD, roles: [] },
  { email: 'staff@example.com', name: 'Sam Staff', password: DEMO_PASSWORD, roles: ['staff'] },
  { email: 'admin@example.com', name: 'Alex Admin', password: DEMO_PASSWORD, roles: ['admin'] },
];
