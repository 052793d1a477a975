import { useState } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { IconButton } from '../primitives/icon-button';
import { Input, type InputProps } from '../primitives/input';
import { Icon } from '../primitives/icon';

type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** The eye's name; give each box on a form its own ('Show new password'). */
  toggleLabel?: string;
};

/**
 * A password box with a show/hide eye: on a phone keyboard a typo is easy and invisible. Takes the id and aria-*
 * props a Field hands it, like an Input. The eye needs the page's scripts: until they run it keeps its place
 * unseen (visibility), so it is never shown ready to take a tap it would ignore.
 */
function PasswordInput({ toggleLabel = 'Show password', className, disabled, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div data-slot="password-input" className="relative">
      <Input
        type={shown ? 'text' : 'password'}
        className={cn('pr-14', className)}
        disabled={disabled}
        {...props}
      />
      <IconButton
        // One name with a pressed state, so a screen reader hears 'Show password, toggle, pressed'.
        label={toggleLabel}
        aria-pressed={shown}
        disabled={disabled}
        onClick={() => setShown(!shown)}
        className={cn(
          'absolute top-1/2 right-1 -translate-y-1/2 text-muted-foreground',
          !hydrated && 'invisible',
        )}
      >
        {shown ? <Icon name="eye-off" /> : <Icon name="eye" />}
      </IconButton>
    </div>
  );
}

export { PasswordInput, type PasswordInputProps };
