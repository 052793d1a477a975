import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { QuantityStepper } from '../../../ui';
import { forgetServerHtml, serverHtml } from '../../harness/server-html';

/**
 * Controlled by a parent, as the cart line owns its quantity. With `onPost` it is a form the server answers (a
 * cart line before the page's scripts): the steps post `stepName`, and `onPost` hears what the browser would send.
 */
function Stepper({
  initial = 1,
  max,
  disabled,
  stepName,
  onValueChange,
  onExceedMax,
  onPost,
}: {
  initial?: number;
  max?: number;
  disabled?: boolean;
  stepName?: string;
  onValueChange: (quantity: number) => void;
  onExceedMax?: (attempted: number) => void;
  onPost?: (fields: Record<string, FormDataEntryValue>) => void;
}) {
  const [quantity, setQuantity] = useState(initial);
  const stepper = (
    <QuantityStepper
      value={quantity}
      max={max}
      disabled={disabled}
      onExceedMax={onExceedMax}
      name={onPost && 'quantity'}
      stepName={stepName}
      onValueChange={
        onPost
          ? undefined
          : (next) => {
              setQuantity(next);
              onValueChange(next);
            }
      }
    />
  );
  if (!onPost) return stepper;
  return (
    <form
      method="post"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onPost(Object.fromEntries(new FormData(event.currentTarget, submitter)));
        // the story's page stays; a browser would post here
        event.preventDefault();
      }}
    >
      {stepper}
    </form>
  );
}

/**
 * − [ 2 ] +: buttons step by one, the box takes a typed number, and the arrow keys step inside it. A typed 0,
 * less, or nothing is ignored, and the last good quantity comes back on blur; more than `max` (the stock) is
 * refused through `onExceedMax`, and the box shows the quantity it holds at once. In a form (`stepName`) the steps are submit buttons, so a cart line
 * works before the page's scripts run. The story wraps it to show its value.
 *
 * **Use when** a shopper sets how many of a perfume: the product page, a cart line.
 *
 * **Not when** the number is not a count from 1 up in small steps (an Input).
 */
const meta = {
  title: 'Components/Primitives/QuantityStepper',
  tags: ['autodocs'],
  component: Stepper,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });

    await step('it starts at 1 and will not go below', async () => {
      await expect(input).toHaveValue('1');
      await expect(decrease).toBeDisabled();
    });
    await step('the keyboard steps it: Tab to +, Enter; arrow keys in the box', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.tab();
      await expect(increase).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveValue('2');
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
      await expect(input).toHaveValue('3');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    });
    await step('− steps down to 1 and no further', async () => {
      await userEvent.click(decrease);
      await userEvent.click(decrease);
      await expect(input).toHaveValue('1');
      await expect(decrease).toBeDisabled();
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveValue('1');
      await expect(args.onValueChange).not.toHaveBeenCalledWith(0);
    });
  },
};

export const TypedValues: Story = {
  args: { initial: 4 },
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await step('a typed 12 is taken', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '12');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    });
    await step(
      '0, a negative number or letters are ignored; the last good quantity returns on blur',
      async () => {
        await userEvent.clear(input);
        await userEvent.type(input, '0');
        await userEvent.clear(input);
        await userEvent.type(input, '-3');
        await userEvent.clear(input);
        await userEvent.type(input, 'abc');
        await userEvent.tab();
        await expect(input).toHaveValue('12');
        for (const [quantity] of (args.onValueChange as ReturnType<typeof fn>).mock.calls) {
          await expect(quantity).toBeGreaterThanOrEqual(1);
        }
      },
    );
  },
};

export const AtStockLimit: Story = {
  args: { initial: 3, max: 3, onExceedMax: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await expect(args.onExceedMax).toHaveBeenLastCalledWith(9);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // the box shows what the cart holds at once, not the refused 9 beside a total for 3
    await expect(input).toHaveValue('3');
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { initial: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

/** In a form of its own (`stepName`), the steps are submit buttons that post the new quantity. */
export const StepsPost: Story = {
  args: { initial: 2, max: 3, stepName: 'setQuantity', onPost: fn() },
  play: async ({ args, canvas, userEvent, step }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await step('each step is a submit button carrying the quantity it leads to', async () => {
      for (const [button, value] of [
        [decrease, '1'],
        [increase, '3'],
      ] as const) {
        await expect(button).toHaveAttribute('type', 'submit');
        await expect(button).toHaveAttribute('name', 'setQuantity');
        await expect(button).toHaveAttribute('value', value);
      }
    });
    await step('a press is not held back: the form posts it', async () => {
      await userEvent.click(increase);
      await expect(args.onPost).toHaveBeenLastCalledWith({ quantity: '2', setQuantity: '3' });
      await userEvent.click(decrease);
      await expect(args.onPost).toHaveBeenLastCalledWith({ quantity: '2', setQuantity: '1' });
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
  },
};

/** A step the stock does not allow is not offered in a form either. */
export const StepsPostAtStockLimit: Story = {
  args: { initial: 3, max: 3, stepName: 'setQuantity', onPost: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('value', '2');
  },
};

/**
 * In the server's HTML and while the page hydrates, steps that need the page's scripts show disabled (a tap
 * would be lost); steps that post (`stepName`) work from the start.
 */
export const BeforeHydration: Story = {
  // drawn by its play function: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement, step }) => {
    const host = within(canvasElement).getByTestId('server-html');
    const page = within(host);
    const stepper = <QuantityStepper value={2} onValueChange={() => {}} />;
    const server = serverHtml(host, stepper);

    await step('steps without a form of their own are disabled in the server HTML', async () => {
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    });
    await step('hydrated, they are ready', async () => {
      const { problems } = server.hydrate();
      await waitFor(() => expect(page.getByRole('button', { name: 'Increase quantity' })).toBeEnabled());
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
      await expect(problems).toEqual([]);
    });
    await step('steps that post are ready in the server HTML', async () => {
      forgetServerHtml();
      serverHtml(
        host,
        <form method="post">
          <QuantityStepper value={2} stepName="setQuantity" />
        </form>,
      );
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    });
  },
};
