import { useEffect, useState } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { Button, type ButtonProps } from '../primitives/button';
import { Icon } from '../primitives/icon';

type CopyState = 'idle' | 'copied' | 'failed';

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string;
  /** What is copied, for screen readers ('Copy account number'). */
  label: string;
  /** How to copy; the system clipboard by default (a story passes a spy). */
  copy?: (text: string) => Promise<void>;
};

/**
 * Copies a value (an account number) and says 'Copied' for a moment, or how to copy by hand if it could not.
 * Until the page's scripts run it keeps its place unseen (visibility): the value beside it can be selected.
 */
function CopyButton({ text, label, copy = writeToClipboard, className, ...props }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const hydrated = useHydrated();

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const onClick = () => {
    copy(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={label}
        onClick={onClick}
        className={cn('px-3', !hydrated && 'invisible', className)}
        {...props}
      >
        {state === 'copied' ? <Icon name="check" /> : <Icon name="copy" />}
        Copy
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {state === 'copied' && 'Copied'}
        {state === 'failed' && 'Could not copy: please note it down'}
      </span>
    </span>
  );
}

export { CopyButton, type CopyButtonProps };
