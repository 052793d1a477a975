/**
 * Control characters (C0 but tab and line feed, DEL, C1) and the bidirectional overrides: an escape sequence in
 * a name or an email printed to a terminal can clear it, set its title or hide what follows; an override can
 * make a line read backwards.
 */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text as it may reach the shop owner's terminal: its control characters removed, lines kept. */
export const printable = (text: string): string => text.replace(CONTROLS, '');

/** Text as it may stand in a mail header: one line, without control characters. */
export const headerText = (text: string): string => printable(text).replace(/[\t\n]+/g, ' ');
