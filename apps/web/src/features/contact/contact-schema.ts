/** The contact form's rules, loaded when the form first validates (zod comes with them). */
export { contactMessageRequestSchema } from '@soccer/contracts';
