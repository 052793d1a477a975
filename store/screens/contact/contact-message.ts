import { looksLikeEmail, messages } from '../../../api';
import type { ContactFormField, ContactFormValues } from '../../../ui/marketing/contact-form';

export const emptyMessage: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const required: { field: ContactFormField; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'subject', label: 'Subject' },
  { field: 'message', label: 'Message' },
];

/**
 * The contact form's checks before it is sent, in the words the server would use (api/contact.ts): each
 * required field, then the email's form. An empty object when the message can go.
 */
export function contactProblems(values: ContactFormValues): Partial<Record<ContactFormField, string>> {
  const problems: Partial<Record<ContactFormField, string>> = {};
  for (const { field, label } of required) {
    if (!values[field].trim()) problems[field] = `${label} is required`;
  }
  if (!problems.email && !looksLikeEmail(values.email)) problems.email = messages.invalidEmail;
  return problems;
}
