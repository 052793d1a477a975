import { assign, setup } from 'xstate';
import { notProvided, machineTypes } from './effects';

export interface PopupContext {
  text: string;
  /** the last text the shopper dismissed, kept on this device */
  dismissed: string | null;
}

export type PopupEvent = { type: 'popup.routeChanged' } | { type: 'popup.dismiss' };

/** The announcement: fetched on load and on every route change, shown until dismissed. */
export const popupMachine = setup({
  types: machineTypes<{ context: PopupContext; events: PopupEvent; input: { dismissed?: string | null } }>(),
  actors: {
    /** the announcement text, '' when there is none */
    fetchPopup: notProvided<string>('fetchPopup'),
  },
  actions: {
    storeDismissed: (_, _params: { text: string }) => {},
    /** a failed fetch is only logged: the shop works without it */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    /** `text` is what the fetch answered */
    isNewAnnouncement: ({ context }, params: { text?: string }) => {
      const text = params.text?.trim() ?? '';
      return text !== '' && text !== context.dismissed;
    },
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ text: '', dismissed: input.dismissed ?? null }),
  initial: 'loading',
  on: { 'popup.routeChanged': { target: '.loading', reenter: true } },
  states: {
    loading: {
      invoke: {
        id: 'fetchPopup',
        src: 'fetchPopup',
        onDone: [
          {
            guard: { type: 'isNewAnnouncement', params: ({ event }) => ({ text: event.output }) },
            target: 'shown',
            actions: assign({ text: ({ event }) => event.output.trim() }),
          },
          { target: 'hidden' },
        ],
        onError: {
          target: 'hidden',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      on: {
        'popup.dismiss': {
          target: 'hidden',
          actions: [
            assign({ dismissed: ({ context }) => context.text }),
            { type: 'storeDismissed', params: ({ context }) => ({ text: context.text }) },
          ],
        },
      },
    },
    hidden: {},
  },
});
