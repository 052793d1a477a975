/**
 * A basic {text}@{text}.{text} check, as the specification asks of the checkout and newsletter forms,
 * without loading a schema in the browser. The server's zod check (api/common emailSchema) is stricter.
 */
const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (text: string): boolean => basicEmail.test(text.trim());
