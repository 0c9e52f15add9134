import { z } from 'zod';
import {
  passwordProblem,
  ZForgotPasswordBody,
  ZResetPasswordBody,
  ZSetupBody,
  ZSignupBody,
  type TPasswordPolicy,
} from '@serenade/contract';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The site's password policy (shared passwordProblem) plus a matching confirmation. */
export function passwordPairCheck(policy: TPasswordPolicy) {
  return (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    const problem = value.password ? passwordProblem(value.password, policy) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
    }
  };
}

const confirmPassword = { confirmPassword: z.string() };

/** Register modal: the contract's sign-up fields (the name is asked for, as the register page of SPEC 2). */
export function registerSchema(policy: TPasswordPolicy) {
  return ZSignupBody.pick({ name: true, email: true, password: true })
    .extend(confirmPassword)
    .superRefine(passwordPairCheck(policy));
}

/** /setup: the contract's setup body (token comes from the URL) plus confirmation. */
export function setupSchema(policy: TPasswordPolicy) {
  return ZSetupBody.pick({ name: true, email: true, password: true })
    .extend(confirmPassword)
    .superRefine(passwordPairCheck(policy));
}

export function resetPasswordSchema(policy: TPasswordPolicy) {
  return ZResetPasswordBody.pick({ password: true }).extend(confirmPassword).superRefine(passwordPairCheck(policy));
}

export const forgotPasswordSchema = ZForgotPasswordBody;
