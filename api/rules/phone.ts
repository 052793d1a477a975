/**
 * A Nigerian mobile number as shoppers write it: 0803 123 4567, 0703-123-4567, +234 803 123 4567,
 * 234 803 123 4567, +234 (0) 803 123 4567. The courier rings it and the shop answers on WhatsApp, so it is a
 * mobile line: 070, 080, 081, 090 or 091 and eight more digits. Written by hand rather than with
 * libphonenumber-js, whose metadata would add tens of KB to the checkout's bundle for one country's one rule.
 */
const nigerianMobile = /^(?:0|(?:\+|00)?234(?:0)?)[789][01]\d{8}$/;

/** Spaces, dashes, dots and brackets only help the eye. */
const separators = /[\s\-.()]/g;

export const isNigerianPhone = (text: string): boolean => nigerianMobile.test(text.replace(separators, ''));
