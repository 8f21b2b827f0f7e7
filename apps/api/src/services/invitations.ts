/** Invitations live in domains/users/use-cases/create-invitation.ts; this path stays for older imports. */
export { NO_PASSWORD_YET, createInvitation } from '../domains/users/use-cases/create-invitation.js';
