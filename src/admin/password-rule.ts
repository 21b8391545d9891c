import { z } from 'zod';
import { msg } from '../domain/validation';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

/**
 * The shape of a staff password, checked by the set-password form and its API alike (through
 * `staffPassword`): not blank, within the lengths. Whether it is commonly used is the server's
 * check (server/admin/password-strength.ts), because its dictionaries would add hundreds of
 * kilobytes to the back office's script; the form shows that refusal on the field like any other.
 */
export interface PasswordProblem {
  /** A key of the validation namespace. */
  key: 'passwordBlank' | 'tooShort' | 'tooLong' | 'passwordCommon';
  params?: Record<string, unknown>;
}

/** Why a password's shape is refused, or null. Twelve spaces are blank, not long enough. */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  if (password.trim() === '') return { key: 'passwordBlank' };
  if (password.length < MIN_PASSWORD_LENGTH) return { key: 'tooShort', params: { min: MIN_PASSWORD_LENGTH } };
  if (password.length > MAX_PASSWORD_LENGTH) return { key: 'tooLong', params: { max: MAX_PASSWORD_LENGTH } };
  return null;
}

/** A new staff password in a zod schema: one reason at a time, in the reader's language. */
export const staffPassword = z.string().superRefine((password, ctx) => {
  const problem = passwordShapeProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: msg(problem.key, problem.params) });
});
