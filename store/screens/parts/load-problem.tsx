import { useRevalidator } from 'react-router-dom';
import { Button } from '../../../ui/primitives/button';
import { EmptyState } from '../../../ui/primitives/empty-state';
import { Icon } from '../../../ui/primitives/icon';

/** A list that could not be read: the shop's sentence and a way to try again. */
export function LoadProblem({ message, titleAs = 'h2' }: { message: string; titleAs?: 'h2' | 'h3' }) {
  const revalidator = useRevalidator();
  return (
    <EmptyState
      icon={<Icon name="cloud-off" />}
      title="We could not load the perfumes"
      titleAs={titleAs}
      action={
        <Button
          variant="outline"
          busy={revalidator.state === 'loading'}
          busyLabel="Trying again..."
          onClick={() => void revalidator.revalidate()}
        >
          Try again
        </Button>
      }
    >
      <span role="alert">{message}</span>
    </EmptyState>
  );
}
