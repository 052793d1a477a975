import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { popupMachine } from './popup';
import { fakeCall, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage, uncovered } from './testing/transition-coverage';

const sale = 'Harmattan sale: 10% off every oud this week';

describe('popup machine: every state and transition, walked', () => {
  it('reaches every state and takes every transition of the machine through the model', async () => {
    const walk = await walkEveryPath(popupMachine, {
      input: { dismissed: null },
      events: [
        { type: 'popup.routeChanged' },
        { type: 'popup.dismiss' },
        { type: 'xstate.done.actor.fetchPopup', output: sale },
        { type: 'xstate.done.actor.fetchPopup', output: '' },
        { type: 'xstate.error.actor.fetchPopup', error: new Error('offline') },
      ],
    });
    expect(walk.reached).toEqual(statesOf(popupMachine));
    expect(uncovered(await recordCoverage(popupMachine, walk))).toEqual([]);
  });
});

function startPopup(texts: string[], dismissed: string | null = null) {
  const storeDismissed = vi.fn();
  const logError = vi.fn();
  const fetchPopup = fakeCall<string, void>(async () => {
    const next = texts.shift();
    if (next === undefined) throw new Error('offline');
    return next;
  });
  const actor = createActor(
    popupMachine.provide({
      actions: {
        storeDismissed: (_, params) => storeDismissed(params.text),
        logError: (_, params) => logError(params.error),
      },
      actors: { fetchPopup: fetchPopup.logic },
    }),
    { input: { dismissed } },
  ).start();
  return { actor, storeDismissed, logError, fetchPopup };
}

describe('popup machine', () => {
  it('shows a new announcement; dismissing stores its text and hides it', async () => {
    const { actor, storeDismissed } = startPopup([sale]);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.text).toBe(sale);
    actor.send({ type: 'popup.dismiss' });
    expect(storeDismissed).toHaveBeenCalledWith(sale);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('fetches again on every route change and stays hidden for the dismissed text', async () => {
    const { actor, fetchPopup } = startPopup([sale, sale, 'New: Oba Oud in 100ml']);
    await settle();
    actor.send({ type: 'popup.dismiss' });
    actor.send({ type: 'popup.routeChanged' });
    await settle();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'popup.routeChanged' });
    await settle();
    expect(fetchPopup.inputs).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('shows nothing for an empty text or the text dismissed on an earlier visit', async () => {
    for (const [texts, dismissed] of [
      [['  '], null],
      [[sale], sale],
    ] as const) {
      const { actor } = startPopup([...texts], dismissed);
      await settle();
      expect(actor.getSnapshot().value).toBe('hidden');
    }
  });

  it('only logs a failed fetch', async () => {
    const { actor, logError } = startPopup([]);
    await settle();
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
