import { NEW_REVIEW_DAYS } from '../../api';
import { LowStockList, TodayTile } from '../../ui';
import type { MetaFunction } from '../seo/route-meta';
import { KeyInOrderLink } from './key-in-link';
import { useAdminToday } from './shell';
import { adminPaths, testPaymentsToShipWarning } from './view';

/** /admin: what needs the shop today. Its numbers come with the admin's frame (shell.tsx's loader). */
export const meta: MetaFunction = () => ({ title: 'Today', noindex: true });

export function Component() {
  const today = useAdminToday();
  if (!today) return null;
  const firstName = today.you.name.split(' ')[0] || today.you.name;
  return (
    <>
      <div className="grid gap-1">
        <h1 className="font-display text-display-sm">Today</h1>
        <p className="text-muted-foreground">Welcome, {firstName}.</p>
      </div>
      <KeyInOrderLink />
      <div className="grid gap-4 md:grid-cols-3">
        <TodayTile
          title="Awaiting payment"
          count={today.awaitingPayment}
          tone={today.awaitingPayment > 0 ? 'attention' : 'calm'}
          link={[
            { href: adminPaths.awaitingPayment, label: 'See the orders awaiting payment' },
            { href: adminPaths.transfers, label: 'Match a bank statement' },
          ]}
        />
        <TodayTile
          title="To ship"
          count={today.toShip}
          tone={today.toShip > 0 ? 'attention' : 'calm'}
          link={{ href: adminPaths.toShip, label: 'See the orders to ship' }}
        >
          {today.testPaymentsToShip > 0 && (
            <p className="text-sm font-medium text-warning">
              {testPaymentsToShipWarning(today.testPaymentsToShip)}
            </p>
          )}
        </TodayTile>
        <TodayTile title="Low stock" tone={today.lowStock.length > 0 ? 'attention' : 'calm'}>
          <LowStockList items={today.lowStock.map(({ _id, name, stock }) => ({ id: _id, name, stock }))} />
        </TodayTile>
        <TodayTile
          // written or edited in the last NEW_REVIEW_DAYS days, and still shown
          title={`New reviews (${NEW_REVIEW_DAYS} days)`}
          count={today.newReviews}
          tone={today.newReviews > 0 ? 'attention' : 'calm'}
          link={{ href: adminPaths.reviews, label: 'Look over the newest reviews' }}
        />
        <TodayTile
          title="Unread messages"
          count={today.unreadMessages}
          tone={today.unreadMessages > 0 ? 'attention' : 'calm'}
          link={{ href: adminPaths.newMessages, label: 'Read the new messages' }}
        />
        <TodayTile title="Takings" link={{ href: adminPaths.business, label: 'See what came in' }}>
          <p className="text-sm text-muted-foreground">
            Payments confirmed by day, week or month, and what sold.
          </p>
        </TodayTile>
      </div>
    </>
  );
}
