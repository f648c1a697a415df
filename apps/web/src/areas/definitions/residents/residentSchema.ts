// The resident form's rules (phone, TC and e-mail checks) in their own chunk, loaded when a panel opens.
export { residentSchema } from '@site/shared';
