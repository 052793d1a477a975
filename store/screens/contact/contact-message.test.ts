import { describe, expect, it } from 'vitest';
import { contactProblems, emptyMessage } from './contact-message';

const complete = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone: '',
  subject: 'A wedding order',
  message: 'Do you make miniatures for guests?',
};

describe('the contact form checks', () => {
  it('names every required field left empty, and not the optional phone', () => {
    expect(contactProblems(emptyMessage)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('refuses an address that is not an email', () => {
    expect(contactProblems({ ...complete, email: 'adaeze at example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('lets a complete message go, blank phone included', () => {
    expect(contactProblems(complete)).toEqual({});
    expect(contactProblems({ ...complete, name: '   ' })).toEqual({ name: 'Name is required' });
  });
});
