import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import { controlVariants } from './input';

type TextareaProps = ComponentProps<'textarea'>;

/** Several lines of text (a review, a delivery note). Put it inside a Field for its label and messages. */
function Textarea({ className, rows = 4, ref, ...props }: TextareaProps) {
  const boxRef = useTypedBeforeHydration(props, ref);
  return (
    <textarea
      ref={boxRef}
      data-slot="textarea"
      rows={rows}
      className={cn(controlVariants(), 'h-auto min-h-28 resize-y px-4 py-3 leading-relaxed', className)}
      {...props}
    />
  );
}

export { Textarea, type TextareaProps };
