import type * as z from 'zod';

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * One readable sentence for a rejected request: the first problem, with the field it concerns.
 * Unknown fields and wrong types are named plainly so a developer calling the API knows what to fix.
 */
export function describeProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = fieldName(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const where = field ? ` in ${field}` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}${where}: ${issue.keys.join(', ')}.`;
  }
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    const expected = issue.expected === 'object' && !field ? 'a JSON object' : `a ${issue.expected}`;
    return field ? `${field} must be ${expected}.` : `The request body must be ${expected}.`;
  }
  if (issue.message.startsWith('Invalid') && field) return `${field}: ${issue.message}.`;
  return issue.message;
}
