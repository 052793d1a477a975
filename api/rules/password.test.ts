import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

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
