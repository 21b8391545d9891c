import { z } from 'zod';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { msg } from '../domain/validation';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE } from './limits';

/**
 * The one rule for a staff password, wherever one is set: the set-password form and its API (through
 * `staffPassword`), the command line and any direct change (through `passwordProblem`). Length
 * alone let twelve spaces or "password1234" through; zxcvbn (with its list of commonly used
 * passwords, keyboard walks, repeats and dates) scores what an attacker's guessing would find first.
 */
export interface PasswordProblem {
  /** A key of the validation namespace. */
  key: 'passwordBlank' | 'tooShort' | 'tooLong' | 'passwordCommon';
  params?: Record<string, unknown>;
}

// Built on first use: the dictionaries take a moment to index, and most requests never need them.
let estimator: ZxcvbnFactory | null = null;
function strength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

/** Why a password is refused, or null when it may be used. The cheap checks come first. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.trim() === '') return { key: 'passwordBlank' };
  if (password.length < MIN_PASSWORD_LENGTH) return { key: 'tooShort', params: { min: MIN_PASSWORD_LENGTH } };
  if (password.length > MAX_PASSWORD_LENGTH) return { key: 'tooLong', params: { max: MAX_PASSWORD_LENGTH } };
  if (strength(password) < MIN_PASSWORD_SCORE) return { key: 'passwordCommon' };
  return null;
}

/** A new staff password in a zod schema: one reason at a time, in the reader's language. */
export const staffPassword = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: msg(problem.key, problem.params) });
});
