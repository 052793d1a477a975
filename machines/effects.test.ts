import { describe, expect, it } from 'vitest';
import { type ApiFailure, messages } from '../api';
import { failureText } from './effects';

const refused: ApiFailure = { success: false, message: 'Already subscribed', status: 409 };
const refusedWithoutWords: ApiFailure = { success: false, message: ' ', status: 500 };
const offline: ApiFailure = { success: false, message: messages.networkError, status: 0 };
const thrown = new Error('The connection was reset');

describe('failureText: what a form says when its call fails', () => {
  it("tells the shop's refusal in its own words, else the form's own sentence for a refusal", () => {
    const texts = { refused: messages.subscriptionFailed, unanswered: messages.networkError };
    expect(failureText(refused, texts)).toBe('Already subscribed');
    expect(failureText(refusedWithoutWords, texts)).toBe(messages.subscriptionFailed);
  });

  it('says the sentence for a call that got no answer, whatever the network or an error on the way said', () => {
    const texts = { refused: messages.resetEmailFailed, unanswered: messages.somethingWentWrongBang };
    for (const failure of [offline, thrown, undefined, 'timeout'])
      expect(failureText(failure, texts)).toBe(messages.somethingWentWrongBang);
  });

  it('without a sentence for no answer, tells any failure in its own words, else "Something went wrong"', () => {
    expect(failureText(refused)).toBe('Already subscribed');
    expect(failureText(offline)).toBe(messages.networkError);
    expect(failureText(thrown)).toBe('The connection was reset');
    expect(failureText(refusedWithoutWords)).toBe(messages.somethingWentWrongTryAgain);
    expect(failureText(undefined)).toBe(messages.somethingWentWrongTryAgain);
  });
});
