import { Suspense, lazy } from 'react';
import { useAnnouncement } from '../providers/popup';
import { useNeeded } from '../../ui/lib/use-needed';

// The dialog's code is fetched only when there is an announcement to show.
const AnnouncementDialog = lazy(async () => ({
  default: (await import('../../ui/storefront/announcement-dialog')).AnnouncementDialog,
}));

/** The shop's announcement popup (specification: Announcement popup), run by the popup machine. */
export function Announcement() {
  const { open, message, dismiss } = useAnnouncement();
  if (!useNeeded(open)) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog open={open} message={message} onClose={dismiss} onContinue={dismiss} />
    </Suspense>
  );
}
