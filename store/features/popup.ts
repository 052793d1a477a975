import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { unwrap } from '../../machines/effects';
import { popupMachine } from '../../machines/popup';
import { browserApi } from '../data/api';
import { readStored, storageKeys, writeStored } from '../data/storage';

const livePopupMachine = () =>
  popupMachine.provide({
    actors: {
      fetchPopup: fromPromise<string, void>(
        async ({ signal }) => unwrap(await browserApi().popup(undefined, { signal })).popup,
      ),
    },
    actions: {
      storeDismissed: (_, { text }) => writeStored(storageKeys.dismissedPopup, text),
      // a popup that cannot be fetched is only logged: the shop works without it
      logError: (_, { error }) => console.warn('The announcement could not be loaded:', error),
    },
  });

export interface Announcement {
  open: boolean;
  message: string;
  dismiss(): void;
}

/**
 * The shop's announcement with its real effects: fetched when the app loads and on every page change, shown when
 * its text differs from the one last dismissed on this device (localStorage 'dismissedPopup'). The machine starts
 * in the browser only, so the server renders no popup.
 */
export function useAnnouncement(): Announcement {
  const [machine] = useState(livePopupMachine);
  const actor = useActorRef(machine, {
    input: { dismissed: readStored(storageKeys.dismissedPopup) },
  });
  const open = useSelector(actor, (snapshot) => snapshot.matches('shown'));
  const message = useSelector(actor, (snapshot) => snapshot.context.text);

  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    // the machine fetched once as it started; each later page fetches again
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    actor.send({ type: 'popup.routeChanged' });
  }, [actor, pathname]);

  return { open, message, dismiss: () => actor.send({ type: 'popup.dismiss' }) };
}
