/** Reset links' queries live in domains/users/repository.ts; this path stays for older imports. */
export {
  consumeResetToken,
  countResetTokensSince,
  findUsableResetToken,
  insertResetToken,
} from '../domains/users/repository.js';
