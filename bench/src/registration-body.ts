/**
 * Parents registering in the closed-loop submit run, each with its own account and token, taken
 * in turn (the driver-only ceiling spreads its registrations over as many accounts): opening day
 * is many families, and each account's count of unpaid holds (its caps) stays small.
 */
export const benchParents = 1000;

/** Upcoming camp sessions the submit run registers for in turn (and the driver alone too). */
export const submitSessions = 50;

/** A valid camp registration for the given sessions, a new player name each call. */
export const registrationBody = (sessionIds: number[]) => {
  let n = 0;
  return () =>
    JSON.stringify({
      campSessionId: sessionIds[n++ % sessionIds.length],
      playerFirstName: `Bench${n}`,
      playerLastName: 'Player',
      playerBirthdate: '2015-03-14',
      tshirtSize: 'm',
      playerAddressLine1: '1 Main St',
      playerCity: 'Nashville',
      playerState: 'TN',
      playerZipCode: '37206',
      pog1FirstName: 'Pat',
      pog1LastName: 'Parker',
      pog1Email: 'pat@example.com',
      pog1Phone: '6155550100',
      emergencyContactFirstName: 'Robin',
      emergencyContactLastName: 'Parker',
      emergencyContactPhone: '6155550199',
      emergencyContactRelationship: 'Aunt',
    });
};
