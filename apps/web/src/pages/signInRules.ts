/** The sign-in's rules, the server's own (zod), loaded when the form is first used, not with the page. */
export { formInvalid, loginSchema, registerSchema } from '@site/shared';
