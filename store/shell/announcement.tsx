import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui';
import { browserApi } from '../data/api';
import { readStored, storageKeys, writeStored } from '../data/storage';

/**
 * The shop's announcement (specification section 4): fetched when the app loads and on every page change,
 * shown when its text differs from the one the shopper last closed, which is remembered on this device.
 * A failed fetch is only logged. Runs in the browser only; the server renders no popup.
 */
function useAnnouncement() {
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    browserApi()
      .popup(undefined, { signal: controller.signal })
      .then((answer) => {
        if (answer.success) setText(answer.popup.trim());
        else console.warn('The announcement could not be loaded:', answer.message);
      })
      .catch(() => {
        // aborted: the shopper moved on before it arrived
      });
    return () => controller.abort();
  }, [pathname]);

  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = text !== '' && text !== (dismissed ?? readStored(storageKeys.dismissedPopup));
  const dismiss = () => {
    writeStored(storageKeys.dismissedPopup, text);
    setDismissed(text);
  };
  return { text, open, dismiss };
}

export function Announcement() {
  const { text, open, dismiss } = useAnnouncement();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent closeLabel="Close announcement">
        <DialogHeader>
          <DialogTitle>Announcement</DialogTitle>
          <DialogDescription className="whitespace-pre-line text-base text-foreground">
            {text}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Continue to Site</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
