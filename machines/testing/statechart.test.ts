import { describe, expect, it } from 'vitest';
import { cartMachine } from '../cart';
import { checkoutMachine } from '../checkout';
import { popupMachine } from '../popup';
import { eventLabel, statechart } from './statechart';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('statechart: the Mermaid text of a machine, from its definition', () => {
  it('draws every state and transition of the popup, marking the one the walk does not take', () => {
    const text = statechart(popupMachine, {
      untested: (t) => t.event === 'xstate.done.actor.fetchPopup' && t.to === 'hidden',
    });
    expect(text).toBe(
      [
        '---',
        'config:',
        '  layout: elk',
        '---',
        'stateDiagram-v2',
        '  [*] --> s_loading',
        '  state "loading" as s_loading',
        '  state "shown" as s_shown',
        '  state "hidden" as s_hidden',
        '  state "(any state)" as any_state',
        '  any_state --> s_loading : popup.routeChanged',
        `  s_loading --> s_shown : ${nbsp('fetchPopup done [isNewAnnouncement]')}`,
        `  s_loading --> s_hidden : ${nbsp('fetchPopup done (untested)')}<br>${nbsp('fetchPopup failed')}`,
        `  s_shown --> s_hidden : popup.dismiss`,
        '  classDef stays fill:#fffbe6,stroke:#a08a2e',
        '  class any_state stays',
        '',
      ].join('\n'),
    );
  });

  it("draws the cart's parallel regions side by side and what keeps it in guest inside guest", () => {
    const text = statechart(cartMachine);
    expect(text).toContain('state "cart (parallel)" as machine_root {');
    expect(text).toMatch(/ {4}}\n {4}--\n {4}state "catalogue" as s_catalogue \{/);
    expect(text).toContain('state "while in guest" as s_session_guest_stays');
    expect(text).toContain(`s_session_guest_stays : ${nbsp('cart.update [leavesCartAsIs]')}`);
    expect(text).toContain(
      `s_catalogue_waiting --> s_catalogue_fetching : ${nbsp('always [namesAnUnknownProduct]')}`,
    );
  });

  it('puts what a parallel state keeps to itself beside it, not in a region of its own', () => {
    const text = statechart(checkoutMachine);
    const parallel = text.slice(text.indexOf('state "reviewCheck (parallel)"'));
    const closing = parallel.indexOf('\n  }\n');
    expect(parallel.indexOf('state "while in reviewCheck"')).toBeGreaterThan(closing);
    expect(text).toContain(
      `s_reviewCheck --> s_editing : ${nbsp('all done')}<br>${nbsp('always [isGuest]')}`,
    );
  });

  it("reads an actor's answers and a parallel state's end in words", () => {
    expect(eventLabel('xstate.done.actor.syncAdd')).toBe('syncAdd done');
    expect(eventLabel('xstate.error.actor.syncAdd')).toBe('syncAdd failed');
    expect(eventLabel('xstate.done.state.checkout.reviewCheck')).toBe('all done');
    expect(eventLabel('cart.add')).toBe('cart.add');
  });
});
