import type { KeyboardEvent } from 'react';

/**
 * For the browser's own radios and checkboxes: Enter neither chooses nor submits the form around them (the
 * checkout would place the order), as WAI-ARIA radio groups and checkboxes behave. Space still chooses.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}
