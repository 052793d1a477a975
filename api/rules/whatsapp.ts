/** Nigeria's country code: a number written the local way ('0803 ...') is dialled as '234803 ...'. */
const NIGERIA = '234';

/** The digits wa.me wants: no '+', spaces or dashes, and a local leading 0 turned into the country code. */
function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `${NIGERIA}${digits.slice(1)}` : digits;
}

/** A chat with the shop that opens with `message` typed in, ready to send. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(message)}`;
}
