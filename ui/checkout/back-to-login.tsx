import { ArrowLeft } from 'lucide-react';

import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';

/** The way back from the password screens. */
function BackToLogin({ href = '/login' }: { href?: string }) {
  return (
    <Button asChild variant="link">
      <ShopLink href={href}>
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </ShopLink>
    </Button>
  );
}

export { BackToLogin };
