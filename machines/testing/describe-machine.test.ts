import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../cart';
import { checkoutMachine } from '../checkout';
import { paymentVerificationMachine } from '../payment-verification';
import { popupMachine } from '../popup';
import { productOptionsMachine } from '../product-options';
import { ANY_STATE, describeMachine, guardName, transitionKey, transitionsOf } from './describe-machine';
import { settle } from './effects';

const brief = (machine: Parameters<typeof transitionsOf>[0]) =>
  transitionsOf(machine).map(({ from, event, to, guard }) => ({ from, event, to, guard }));

describe('describeMachine: what a machine is made of, from its definition', () => {
  it("lists every transition: the machine's own, an actor's answers and the guarded choices between them", () => {
    expect(brief(popupMachine)).toEqual([
      { from: ANY_STATE, event: 'popup.routeChanged', to: 'loading', guard: null },
      { from: 'loading', event: 'xstate.done.actor.fetchPopup', to: 'shown', guard: 'isNewAnnouncement' },
      { from: 'loading', event: 'xstate.done.actor.fetchPopup', to: 'hidden', guard: null },
      { from: 'loading', event: 'xstate.error.actor.fetchPopup', to: 'hidden', guard: null },
      { from: 'shown', event: 'popup.dismiss', to: 'hidden', guard: null },
    ]);
  });

  it('names eventless and delayed transitions, negated and parameterised guards, and the nested states', () => {
    const verification = brief(paymentVerificationMachine);
    expect(verification).toContainEqual({
      from: 'pending',
      event: 'always',
      to: 'failed',
      guard: 'hasBadParams',
    });
    expect(verification).toContainEqual({
      from: 'success',
      event: 'after redirectToOrders',
      to: 'redirected',
      guard: null,
    });
    expect(brief(productOptionsMachine)).toContainEqual({
      from: 'choosing',
      event: 'options.add',
      to: null,
      guard: '!isInStock',
    });
    expect(brief(cartMachine)).toContainEqual({
      from: 'session.loggedIn.idle',
      event: 'cart.mirrorNext',
      to: 'session.loggedIn.mirroring.clearing',
      guard: 'nextIs(clear)',
    });
    expect(brief(checkoutMachine)).toContainEqual({
      from: 'reviewCheck',
      event: 'xstate.done.state.checkout.reviewCheck',
      to: 'editing',
      guard: null,
    });
    expect(transitionsOf(cartMachine)).toHaveLength(51);
  });

  it('names a guard whose params are read from the event by its type alone, as those change at every event', () => {
    expect(
      guardName({ type: 'hasOrders', params: ({ event }: { event: { output: unknown[] } }) => event.output }),
    ).toBe('hasOrders');
    expect(guardName({ type: 'nextIs', params: 'add' })).toBe('nextIs(add)');
  });

  it('sorts the names the machine gives: events from outside, guards, effects to provide, actors and delays', () => {
    const popup = describeMachine(popupMachine);
    expect(popup.states.map((state) => state.path)).toEqual(['loading', 'shown', 'hidden']);
    expect(popup.states[0]).toMatchObject({ invokes: ['fetchPopup'], type: 'atomic' });
    expect(popup.events).toEqual(['popup.routeChanged', 'popup.dismiss']);
    expect(popup.guards).toEqual(['isNewAnnouncement']);
    expect(popup.actions).toEqual([
      { name: 'storeDismissed', kind: 'effect' },
      { name: 'logError', kind: 'effect' },
    ]);
    const cart = describeMachine(cartMachine);
    expect(cart.actions).toContainEqual({ name: 'applyLocally', kind: 'context' });
    expect(cart.actions).toContainEqual({ name: 'mirrorNext', kind: 'raise' });
    expect(cart.states.find((state) => state.path === 'session.guest.loading')?.tags).toEqual([
      'fetchingCart',
    ]);
    expect(describeMachine(paymentVerificationMachine).delays).toEqual([
      { name: 'redirectToOrders', ms: 5000 },
    ]);
  });

  it("keys a running actor's transitions as the definition's, so a walk can say which it took", async () => {
    const taken: string[] = [];
    const actor = createActor(
      popupMachine.provide({ actors: { fetchPopup: fromPromise(async () => 'Harmattan sale') } }),
      {
        input: {},
        inspect: (event) => {
          if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(transitionKey));
        },
      },
    ).start();
    await settle();
    actor.send({ type: 'popup.dismiss' });
    const named = new Map(transitionsOf(popupMachine).map((t) => [t.key, `${t.from} ${t.event} ${t.to}`]));
    expect(taken.map((key) => named.get(key))).toEqual([
      'loading xstate.done.actor.fetchPopup shown',
      'shown popup.dismiss hidden',
    ]);
  });
});
