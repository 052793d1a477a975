import type { ActionFunctionArgs } from 'react-router-dom';
import { isFailure } from '../../api';
import type { ContactFormField, ContactFormValues } from '../../ui/marketing/contact-form';
import { contactSent } from '../content/contact';
import { apiFrom } from '../data/api';
import { contactProblems } from '../screens/contact/contact-message';
import { done, field, refused } from './answer';

/** The contact form as the server shows it again: what was typed, and what is wrong. */
export interface ContactProblem {
  values: ContactFormValues;
  errors: Partial<Record<ContactFormField, string>>;
  message: string;
}

/** The contact form without JavaScript: the same checks as in the browser, then /api/contact. */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values: ContactFormValues = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    phone: field(form, 'phone'),
    subject: field(form, 'subject'),
    message: field(form, 'message'),
  };
  const errors = contactProblems(values);
  const [first] = Object.values(errors);
  if (first) return refused<ContactProblem>({ values, errors, message: first });
  const answer = await apiFrom(context).contact(values);
  if (isFailure(answer))
    return refused<ContactProblem>({ values, errors: {}, message: answer.message }, answer.status);
  return done('/contact', contactSent);
}
