import { Suspense } from 'react';
import { useAnnouncement } from '../features/popup';
import { lazyPart } from '../../ui/lib/lazy-part';
import { useNeeded } from '../../ui/lib/use-needed';

// The dialog's code is fetched only when there is an announcement to show (and if it cannot be, none shows).
const AnnouncementDialog = lazyPart(
  async () => (await import('../../ui/storefront/announcement-dialog')).AnnouncementDialog,
);

/** The shop's announcement popup, run by the popup machine. */
export function Announcement() {
  const { open, message, dismiss } = useAnnouncement();
  if (!useNeeded(open)) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog open={open} message={message} onClose={dismiss} onContinue={dismiss} />
    </Suspense>
  );
}
