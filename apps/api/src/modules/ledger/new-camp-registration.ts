import { preparedInsert } from '../../db/prepared-query.js';

/**
 * The insert of a new camp registration (a walk-in, each player of an order, an accepted
 * waitlist offer), answering its id; compiled once per set of columns (preparedInsert).
 */
export const insertCampRegistration = preparedInsert('camp_registrations');
