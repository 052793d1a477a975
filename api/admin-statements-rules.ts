/*
 * The words of a bank statement's rows that match no order, as plain data: the admin's page shows them, so they
 * stay out of api/admin-statements.ts, whose schemas would bring zod into the page's scripts
 * (docs/decisions/041-zod-stays-out-of-the-browser.md).
 */

/**
 * Why a row of the statement is offered for no order: a credit confirmed before (a statement uploaded again:
 * nothing to look into), a credit no order fits, or a row whose amount could not be read.
 */
export const statementUnmatchedKinds = ['already-confirmed', 'matched-nothing', 'unreadable'] as const;
export type StatementUnmatchedKind = (typeof statementUnmatchedKinds)[number];

/**
 * The heading each kind is listed under, on the admin's page and in the CLI, in the order they are listed: what
 * to look into first; the credits confirmed before last, as they need nothing done.
 */
export const statementUnmatchedHeadings = {
  'matched-nothing': 'Matched nothing',
  unreadable: 'Could not be read',
  'already-confirmed': 'Already confirmed',
} as const satisfies Record<StatementUnmatchedKind, string>;
