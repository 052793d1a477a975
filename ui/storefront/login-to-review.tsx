import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { Icon } from '../primitives/icon';

type LoginToReviewProps = ComponentProps<'div'> & { loginHref?: string };

/** Shown instead of the review form to a guest: only a logged-in shopper reviews. */
function LoginToReview({ loginHref = '/login', className, ...props }: LoginToReviewProps) {
  return (
    <div
      data-slot="login-to-review"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg bg-surface p-5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      {...props}
    >
      <p className="text-base text-foreground">Please login to submit a review</p>
      <Button asChild variant="outline" size="sm">
        <ShopLink href={loginHref}>
          <Icon name="log-in" />
          Login
        </ShopLink>
      </Button>
    </div>
  );
}

export { LoginToReview, type LoginToReviewProps };
