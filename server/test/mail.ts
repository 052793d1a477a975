/** A mail as written to the outbox, decoded enough to read: quoted-printable soft breaks and bytes undone. */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
