import { shortOrderId, type AuditEntry } from '../../api';
import type { AuditLogLine, NativeSelectOption } from '../../ui';
import { adminPaths, whatWasDone } from './view';

/** The audit log's lines in words: what was changed, and a link to it when it has a page. */

/** What was done, as the filter offers it; '' for anything. */
export const auditActionOptions = [
  { value: '', label: 'Anything' },
  { value: 'order.paid', label: 'Order marked paid' },
  { value: 'order.status', label: 'Order status changed' },
  { value: 'order.note', label: 'Order note written' },
  { value: 'order.delivery-note', label: 'Delivery note sent' },
  { value: 'order.payment', label: 'Part payment recorded' },
  { value: 'order.refund', label: 'Refund recorded' },
  { value: 'account.invite', label: 'Invitation sent' },
  { value: 'account.invite.cancel', label: 'Invitation cancelled' },
  { value: 'account.role', label: 'Joined or removed from the admin' },
  { value: 'account.totp', label: 'Two-step login turned on or off' },
  { value: 'account.recovery-login', label: 'Logged in with a recovery code' },
  { value: 'account.recovery-codes', label: 'New recovery codes made' },
  { value: 'popup.set', label: 'Popup set' },
  { value: 'popup.clear', label: 'Popup removed' },
  { value: 'settings.change', label: 'Settings changed' },
  { value: 'product.create', label: 'Product added' },
  { value: 'product.edit', label: 'Product edited' },
  { value: 'product.archive', label: 'Product archived' },
  { value: 'product.restore', label: 'Product restored' },
  { value: 'review.hide', label: 'Review hidden' },
  { value: 'review.show', label: 'Review shown again' },
  { value: 'message.answered', label: 'Message marked answered' },
  { value: 'message.reply', label: 'Message answered' },
] as const satisfies readonly NativeSelectOption[];

function targetOf(target: string): { target: string; href: string | null } {
  const [kind = '', id = ''] = target.split(':');
  if (kind === 'order') return { target: `Order ${shortOrderId(id)}`, href: adminPaths.order(id) };
  if (kind === 'account') return { target: 'Account', href: null };
  if (kind === 'invitation') return { target: 'Invitation', href: null };
  if (kind === 'popup') return { target: 'Popup', href: adminPaths.popup };
  if (kind === 'settings') return { target: 'Settings', href: adminPaths.settings };
  if (kind === 'product') return { target: 'Product', href: adminPaths.product(id) };
  return { target, href: null };
}

export const auditLineOf = (entry: AuditEntry): AuditLogLine => ({
  at: entry.at,
  who: entry.actor,
  what: whatWasDone(entry),
  ...targetOf(entry.target),
});
