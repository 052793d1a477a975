import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { Icon } from '../primitives/icon';

/** The way back from the password screens. */
function BackToLogin({ href = '/login' }: { href?: string }) {
  return (
    <Button asChild variant="link">
      <ShopLink href={href}>
        <Icon name="arrow-left" />
        Back to Login
      </ShopLink>
    </Button>
  );
}

export { BackToLogin };
