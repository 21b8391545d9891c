import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_SCORE } from '#src/admin/limits';
import { passwordShapeProblem, type PasswordProblem } from '#src/admin/password-rule';

/**
 * The whole rule for a staff password, wherever one is set (the set-password API after its schema,
 * the command line, any direct change): its shape, then whether guessing would find it early.
 * Length alone let twelve spaces or "password1234" through; zxcvbn (with its list of commonly used
 * passwords, keyboard walks, repeats and dates) scores what an attacker's guessing tries first.
 */

// Built on first use: the dictionaries take a moment to index, and most requests never need them.
let estimator: ZxcvbnFactory | null = null;
function strength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

/** Why a password is refused, or null when it may be used. The cheap checks come first. */
export function passwordProblem(password: string): PasswordProblem | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  if (strength(password) < MIN_PASSWORD_SCORE) return { key: 'passwordCommon' };
  return null;
}
