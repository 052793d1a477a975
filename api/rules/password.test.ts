import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { newPasswordProblem, passwordProblem, problemField } from './password';

describe('password rule', () => {
  it('needs 8 to 128 characters and nothing else', () => {
    expect(passwordProblem('short1!')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('a'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(passwordProblem('harmattan evenings')).toBeNull();
  });
  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('Password123')).toMatch(/too common/);
    expect(passwordProblem('12345678')).toMatch(/too common/);
  });
});

describe('a new password typed twice (change password, reset link)', () => {
  it.each([
    ['two different passwords', 'harmattan evenings', 'harmattan mornings', messages.passwordsDoNotMatch],
    ['a common one', 'password123', 'password123', messages.passwordTooCommon],
    ['a short one', 'short', 'short', 'Password must be at least 8 characters'],
  ])('refuses %s before anything is sent', (_, newPassword, confirmPassword, problem) => {
    expect(newPasswordProblem({ newPassword, confirmPassword })).toBe(problem);
  });

  it('lets a usable password typed twice the same go', () => {
    const chosen = 'harmattan evenings';
    expect(newPasswordProblem({ newPassword: chosen, confirmPassword: chosen })).toBeNull();
  });

  it('puts each refusal beside the box it is about, and the rest above the form', () => {
    expect(problemField(messages.currentPasswordWrong)).toBe('currentPassword');
    expect(problemField(messages.passwordsDoNotMatch)).toBe('confirmPassword');
    expect(problemField(messages.passwordTooCommon)).toBe('newPassword');
    expect(problemField('Password must be at least 8 characters')).toBe('newPassword');
    expect(problemField(messages.tooManyAttempts)).toBeNull();
    expect(problemField(messages.networkError)).toBeNull();
  });
});
