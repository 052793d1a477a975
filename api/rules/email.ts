/**
 * A basic {text}@{text}.{text} check, all the checkout and newsletter forms ever asked of an email, without
 * loading a schema in the browser. The server's zod check (api/common emailSchema) is stricter.
 */
const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (text: string): boolean => basicEmail.test(text.trim());
