import { useState } from 'react';
import { useActionData } from 'react-router-dom';
import type { ContactProblem } from '../../actions/contact';
import {
  ContactForm,
  type ContactFormResult,
  type ContactFormValues,
} from '../../../ui/marketing/contact-form';
import { MarketingSection } from '../../../ui/marketing/marketing-section';
import { contactFormHeading, contactSent } from '../../content/contact';
import { browserApi } from '../../data/api';
import { contactProblems, emptyMessage } from './contact-message';

/**
 * The contact form (docs/decisions/035-contact-form-and-newsletter.md): checked here, posted to /api/contact, and
 * answered in place with the shop's result. A sent message empties the form; a refused one keeps it, so nothing
 * typed is lost.
 */
export function ContactFormSection() {
  // a post the server refused (without the page's scripts) comes back with what was typed
  const refused = useActionData<ContactProblem>();
  const [values, setValues] = useState<ContactFormValues>(refused?.values ?? emptyMessage);
  const [errors, setErrors] = useState<ReturnType<typeof contactProblems>>(refused?.errors ?? {});
  const [submitting, setSubmitting] = useState(false);
  // the server's refusal names the first field's problem, which the summary already lists beside the others
  const [result, setResult] = useState<ContactFormResult | null>(
    refused && Object.keys(refused.errors).length === 0 ? { tone: 'error', message: refused.message } : null,
  );

  async function send(message: ContactFormValues) {
    const problems = contactProblems(message);
    setErrors(problems);
    setResult(null);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    const answer = await browserApi().contact(message);
    setSubmitting(false);
    if (answer.success) {
      setValues(emptyMessage);
      setResult({ tone: 'success', message: contactSent });
    } else {
      setResult({ tone: 'error', message: answer.message });
    }
  }

  return (
    <MarketingSection heading={contactFormHeading} tone="surface">
      <ContactForm
        className="mx-auto max-w-3xl"
        method="post"
        action="/contact"
        values={values}
        errors={errors}
        submitting={submitting}
        result={result}
        onValueChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors(({ [field]: _fixed, ...rest }) => rest);
        }}
        onSubmit={(message) => void send(message)}
      />
    </MarketingSection>
  );
}
