// @ts-nocheck
// What other modules may use from auth besides its service: password hashing and the password-changed notice
// (the account settings change passwords too).
export { passwordChangedMail } from './auth-mail.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
