import { AnnouncementDialog } from '../../ui/storefront/announcement-dialog';
import { useAnnouncement } from '../providers/popup';

/** The shop's announcement popup (specification: Announcement popup), run by the popup machine. */
export function Announcement() {
  const { open, message, dismiss } = useAnnouncement();
  return <AnnouncementDialog open={open} message={message} onClose={dismiss} onContinue={dismiss} />;
}
