import { describe, expect, it } from 'vitest';
import {
  campRegistrationRequestSchema,
  type Household,
  householdContactsFromRegistration,
  householdContactsSchema,
  householdPlayerFromRegistration,
  householdPlayerSchema,
  registrationValuesFromHousehold,
} from '../src/index.js';

const contacts = householdContactsSchema.parse({
  pog1FirstName: 'Pat',
  pog1LastName: 'Parker',
  pog1Email: 'parent@example.com',
  pog1Phone: '6155550100',
  emergencyContactFirstName: 'Robin',
  emergencyContactLastName: 'Parker',
  emergencyContactPhone: '6155550199',
  emergencyContactRelationship: 'Aunt',
});
const maya = {
  id: 7,
  ...householdPlayerSchema.parse({
    firstName: 'Maya',
    lastName: 'Parker',
    birthDate: '2015-03-14',
    tshirtSize: 'm',
    addressLine1: '12 Oak St',
    city: 'Nashville',
    state: 'TN',
    zipCode: '37206',
    medicalConditions: 'Asthma',
  }),
};

describe('household profile', () => {
  it('takes the camp form’s limits and messages for the same fields', () => {
    const long = 'x'.repeat(51);
    const player = householdPlayerSchema.safeParse({ ...maya, firstName: long });
    const form = campRegistrationRequestSchema.shape.playerFirstName.safeParse(long);
    expect(player.error?.issues[0]?.message).toBe(form.error?.issues[0]?.message);
    expect(householdContactsSchema.safeParse({ ...contacts, pog2Email: 'nope' }).success).toBe(false);
    expect(householdPlayerSchema.parse({ ...maya, gender: undefined }).gender).toBe('');
  });

  it('maps a saved player and the contacts onto a registration, and back', () => {
    const profile: Household = { contacts, players: [maya], pickups: [] };
    const values = registrationValuesFromHousehold(profile, 7);
    expect(values).toMatchObject({
      playerFirstName: 'Maya',
      playerBirthdate: '2015-03-14',
      playerCity: 'Nashville',
      medicalConditions: 'Asthma',
      pog1Email: 'parent@example.com',
      emergencyContactRelationship: 'Aunt',
    });
    const body = { ...values, campSessionId: 1, tshirtSize: 'm' };
    expect(campRegistrationRequestSchema.safeParse(body).success).toBe(true);
    // Back again: what was typed saves as the same player and contacts.
    const full = campRegistrationRequestSchema.parse(body);
    expect(householdPlayerSchema.parse(householdPlayerFromRegistration(full))).toEqual({
      ...householdPlayerSchema.parse(maya),
      gender: '',
    });
    expect(householdContactsSchema.parse(householdContactsFromRegistration(full))).toEqual(contacts);
  });

  it('leaves out what the profile does not have', () => {
    expect(registrationValuesFromHousehold({ contacts: null, players: [maya] }, 99)).toEqual({});
    expect(
      Object.keys(registrationValuesFromHousehold({ contacts: null, players: [maya] }, 7)),
    ).not.toContain('pog1Email');
  });
});
