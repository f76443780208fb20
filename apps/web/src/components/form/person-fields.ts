import { campRegistrationLimits as limits } from '@soccer/contracts';
import type { FieldValues, Path } from 'react-hook-form';
import type { AuthUser } from '../../lib/auth/auth-client';
import type { TextFieldProps } from './text-field';
import { nameFields } from './text-fields';

/**
 * The field lists a family fills in on more than one form (the camp registration and the
 * household profile): an address, a parent or guardian, an emergency contact. Each form names
 * its own fields; labels, widths and autocomplete hints live here once.
 */

const half = 'col-md-6';
const required = true;

/** Address line 1 and 2, city, state and zip code, by the form's own field names. */
export function addressFields<T extends FieldValues>(names: {
  line1: Path<T>;
  line2: Path<T>;
  city: Path<T>;
  state: Path<T>;
  zipCode: Path<T>;
}): TextFieldProps<T>[] {
  return [
    { className: 'col-12', name: names.line1, label: 'Address', autoComplete: 'address-line1', required },
    { className: 'col-12', name: names.line2, label: 'Address line 2', autoComplete: 'address-line2' },
    { className: half, name: names.city, label: 'City', autoComplete: 'address-level2', required },
    {
      className: 'col-6 col-md-2',
      name: names.state,
      label: 'State',
      autoComplete: 'address-level1',
      required,
    },
    {
      className: 'col-6 col-md-4',
      name: names.zipCode,
      label: 'Zip code',
      autoComplete: 'postal-code',
      required,
    },
  ];
}

type GuardianKeys = 'pog1FirstName' | 'pog1LastName' | 'pog1Email' | 'pog1Phone';
type SecondGuardianKeys = 'pog2FirstName' | 'pog2LastName' | 'pog2Email' | 'pog2Phone';
type EmergencyKeys =
  | 'emergencyContactFirstName'
  | 'emergencyContactLastName'
  | 'emergencyContactPhone'
  | 'emergencyContactRelationship';

/** The first parent or guardian (`pog1*`): the signed-in family, so the browser may fill it in. */
export function guardianFields<T extends Record<GuardianKeys, unknown>>(
  emailHelp?: string,
): TextFieldProps<T>[] {
  return [
    ...nameFields<T>('pog1FirstName' as Path<T>, 'pog1LastName' as Path<T>, ['given-name', 'family-name']),
    {
      className: half,
      name: 'pog1Email' as Path<T>,
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      help: emailHelp,
      required,
    },
    {
      className: half,
      name: 'pog1Phone' as Path<T>,
      label: 'Phone',
      type: 'tel',
      autoComplete: 'tel',
      required,
    },
  ];
}

/** 'Pat Parker' → Pat / Parker; a single word is a first name; an e-mail address is no name. */
function splitName(name: string | undefined): { first: string; last: string } {
  const clean = (name ?? '').trim();
  if (!clean || clean.includes('@')) return { first: '', last: '' };
  const space = clean.lastIndexOf(' ');
  if (space < 0) return { first: clean.slice(0, limits.pog1FirstName), last: '' };
  return {
    first: clean.slice(0, space).slice(0, limits.pog1FirstName),
    last: clean.slice(space + 1).slice(0, limits.pog1LastName),
  };
}

/**
 * The first guardian as the signed-in account names them: its name split in two and its e-mail
 * (left empty when longer than the field takes). The camp form and the household start from it.
 */
export function guardianFromAccount(user: Pick<AuthUser, 'name' | 'email'> | null | undefined) {
  const { first, last } = splitName(user?.name);
  const email = user?.email && user.email.length <= limits.pog1Email ? user.email : '';
  return { pog1FirstName: first, pog1LastName: last, pog1Email: email };
}

/** The second parent or guardian (`pog2*`), all optional. */
export function secondGuardianFields<
  T extends Partial<Record<SecondGuardianKeys, unknown>>,
>(): TextFieldProps<T>[] {
  return [
    ...nameFields<T>('pog2FirstName' as Path<T>, 'pog2LastName' as Path<T>, ['off', 'off']).map((f) => ({
      ...f,
      required: false,
    })),
    { className: half, name: 'pog2Email' as Path<T>, label: 'Email', type: 'email', autoComplete: 'off' },
    { className: half, name: 'pog2Phone' as Path<T>, label: 'Phone', type: 'tel', autoComplete: 'off' },
  ];
}

/** The emergency contact: someone other than the family, so nothing is filled in by the browser. */
export function emergencyContactFields<T extends Record<EmergencyKeys, unknown>>(): TextFieldProps<T>[] {
  return [
    ...nameFields<T>('emergencyContactFirstName' as Path<T>, 'emergencyContactLastName' as Path<T>, [
      'off',
      'off',
    ]),
    {
      className: half,
      name: 'emergencyContactPhone' as Path<T>,
      label: 'Phone',
      type: 'tel',
      autoComplete: 'off',
      required,
    },
    {
      className: half,
      name: 'emergencyContactRelationship' as Path<T>,
      label: 'Relationship to player',
      placeholder: 'Grandparent, neighbor…',
      required,
    },
  ];
}
