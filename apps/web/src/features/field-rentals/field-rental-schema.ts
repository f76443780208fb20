/** The party inquiry's rules, loaded when the form first validates (zod comes with them). */
export { fieldRentalRequestSchema } from '@soccer/contracts';
