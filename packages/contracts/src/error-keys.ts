// The capitalised error keys of the public forms, apart from their zod schemas (requests.ts) so
// the forms' pages can name them without loading zod.

/** Server error keys for the contact form are capitalised (spec §5). */
export const contactErrorKeys = {
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  telephone: 'Telephone',
  subject: 'Subject',
  message: 'Message',
  RecaptchaValue: 'RecaptchaValue',
} as const;

/** Server error keys of the party inquiry (spec §5; `zipCode` → `Zipcode`). */
export const fieldRentalErrorKeys = {
  fullName: 'FullName',
  streetAddress1: 'StreetAddress1',
  streetAddress2: 'StreetAddress2',
  city: 'City',
  state: 'State',
  zipCode: 'Zipcode',
  email: 'Email',
  telephone: 'Telephone',
  datePreferred: 'DatePreferred',
  timePreferred: 'TimePreferred',
  numberOfHours: 'NumberOfHours',
  numberOfFields: 'NumberOfFields',
  message: 'Message',
  location: 'Location',
  numberOfChildren: 'NumberOfChildren',
  childAge: 'ChildAge',
  RecaptchaValue: 'RecaptchaValue',
  operationId: 'OperationId',
} as const;
