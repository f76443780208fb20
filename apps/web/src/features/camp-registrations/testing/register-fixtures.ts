import { apiPaths } from '@soccer/contracts';
import { fakeSession } from '../../../testing/fake-auth-client';
import { renderApp } from '../../../testing/render';
import { fillNamed, type User } from '../../../testing/user-input';

/** What the camp registration page tests share: the signed-in family, the calls, the form filled by hand. */

export const session = fakeSession({ id: 'user-1', name: 'Pat Parent', email: 'pat@example.com' });
export const getSession = `GET ${apiPaths.campSession(7)}`;
export const submit = `POST ${apiPaths.submitRegistration}`;

export function renderRegister(route = '/Register/7', signedIn = session) {
  return renderApp(undefined, { route, session: signedIn });
}

/**
 * Fills in the camp form as a family typing by hand, validly: the player (born `playerBirthdate`;
 * left blank when empty), the address, the guardian's phone and the emergency contact, then
 * `more` (other fields), then a youth M T-shirt.
 */
export async function fillValidForm(
  user: User,
  playerBirthdate = '2016-05-04',
  more: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    playerFirstName: 'Sam',
    playerLastName: 'Parker',
    playerBirthdate,
    playerAddressLine1: '12 Main St',
    playerCity: 'Nashville',
    playerState: 'TN',
    playerZipCode: '37206',
    pog1Phone: '6155550100',
    emergencyContactFirstName: 'Robin',
    emergencyContactLastName: 'Parker',
    emergencyContactPhone: '6155550199',
    emergencyContactRelationship: 'Grandparent',
    ...more,
    tshirtSize: 'm',
  };
  await fillNamed(user, Object.fromEntries(Object.entries(values).filter(([, value]) => value)));
}
