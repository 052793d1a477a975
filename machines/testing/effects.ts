import { vi } from 'vitest';
import { fromPromise } from 'xstate';

/** Spies for the notification actions every machine names, already shaped as action implementations. */
export function notices() {
  const success = vi.fn<(message: string) => void>();
  const error = vi.fn<(message: string) => void>();
  return {
    success,
    error,
    actions: {
      notifySuccess: (_: unknown, params: { message: string }) => success(params.message),
      notifyError: (_: unknown, params: { message: string }) => error(params.message),
    },
  };
}

/** A fake effect that records its inputs and answers with `answer`. */
export function fakeCall<TOutput, TInput = unknown>(answer: (input: TInput) => Promise<TOutput>) {
  const inputs: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    inputs.push(input);
    return answer(input);
  });
  return { logic, inputs };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
