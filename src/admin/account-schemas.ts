import { z } from 'zod';
import { msg } from '../domain/validation';
import { MAX_PASSWORD_LENGTH } from './limits';
import { staffPassword } from './password-rule';

/**
 * A member's own account (the account screen and server/admin/own-account.ts): every change asks
 * for the current password again, so a session left open on a shared computer is not enough.
 */
const currentPassword = z
  .string()
  .min(1, msg('required'))
  .max(MAX_PASSWORD_LENGTH, msg('tooLong', { max: MAX_PASSWORD_LENGTH }));

export const changePasswordSchema = z
  .object({
    currentPassword,
    password: staffPassword,
  })
  .refine((input) => input.password !== input.currentPassword, {
    message: msg('passwordUnchanged'),
    path: ['password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const newRecoveryCodesSchema = z.object({ currentPassword });
