import { tshirtSizeLabels, tshirtSizes } from '@soccer/contracts';

/** The choices of the selects several forms share (team members, household players, the camp form). */
export const genderOptions = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
] as const;

/** The sizes as printed on the shirts, so families choose what staff order and hand out. */
export const tshirtSizeOptions = tshirtSizes.map((size) => ({ value: size, label: tshirtSizeLabels[size] }));
