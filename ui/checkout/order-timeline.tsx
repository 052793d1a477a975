import { type ComponentProps } from 'react';

import type { OrderTimelineStep } from '../../api/rules/order-timeline';
import { cn } from '../lib/cn';
import { formatOrderDate } from './order-format';

type OrderTimelineProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** the order's steps in order (api orderTimeline): placed, paid, shipped, delivered, or ending cancelled */
  steps: readonly OrderTimelineStep[];
};

/**
 * Where an order stands: each step with the day it was reached (Lagos), the steps still to come muted. One row of
 * steps joined by a line, narrow enough for four at 360 px.
 */
function OrderTimeline({ steps, className, ...props }: OrderTimelineProps) {
  return (
    <ol
      data-slot="order-timeline"
      aria-label="Order timeline"
      className={cn('grid auto-cols-fr grid-flow-col', className)}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={step.step}
          data-reached={step.reached || undefined}
          className="relative grid justify-items-center gap-1 px-1 text-center"
        >
          {index > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-[5px] right-1/2 left-[-50%] h-0.5',
                step.reached ? 'bg-primary' : 'bg-border',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'relative z-[1] size-3 rounded-pill border-2',
              !step.reached && 'border-border bg-card',
              step.reached && step.step !== 'cancelled' && 'border-primary bg-primary',
              step.reached && step.step === 'cancelled' && 'border-danger-dot bg-danger-dot',
            )}
          />
          <span
            className={cn('text-sm', step.reached ? 'font-medium text-foreground' : 'text-muted-foreground')}
          >
            {step.label}
          </span>
          {step.at !== undefined ? (
            <time dateTime={new Date(step.at).toISOString()} className="text-xs text-muted-foreground">
              {formatOrderDate(step.at)}
            </time>
          ) : (
            !step.reached && <span className="sr-only">not yet</span>
          )}
        </li>
      ))}
    </ol>
  );
}

export { OrderTimeline, type OrderTimelineProps };
