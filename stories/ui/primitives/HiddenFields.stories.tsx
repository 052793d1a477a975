import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { expect } from 'storybook/test';

import { Button, Field, HiddenFields, Input, type HiddenFieldsProps } from '../../../ui';

/**
 * A form around the hidden fields, and under it what pressing its button would send (the story sends nothing):
 * the hidden fields have no look of their own, so this is the only way to see them at work.
 */
function FormShowingWhatItSends({
  fields,
  method,
  action,
  children,
}: HiddenFieldsProps & { method: 'get' | 'post'; action: string; children: ReactNode }) {
  const [sent, setSent] = useState('nothing yet');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    setSent(new URLSearchParams([...data].map(([name, value]) => [name, String(value)])).toString());
  };
  return (
    <div className="grid max-w-md gap-4">
      <form method={method} action={action} onSubmit={submit} className="grid gap-4">
        <HiddenFields fields={fields} />
        {children}
      </form>
      <p className="text-sm text-muted-foreground">
        {method.toUpperCase()} {action} sends:{' '}
        <output className="font-mono text-foreground break-all">{sent}</output>
      </p>
    </div>
  );
}

/**
 * Hidden inputs: the fields a form sends that the person filling it in does not see or change (which button's
 * action it is, which review it is about, the rest of the page's query), so the form works as a plain post or
 * get before the page's scripts run, and without them. A list is the same name repeated
 * (`?category=Oud&category=Floral`).
 *
 * It draws nothing, so its stories show it inside a form with a visible part, and under the form what the form
 * would send.
 *
 * **Use when** a form must carry a value the person does not type: an admin form's `intent`, a row's id, a
 * filter that a search box keeps.
 *
 * **Not when** the person may see or change the value (a Field with its control), or the value is private
 * (a password, an address, a phone: never in a get form's address).
 */
const meta = {
  title: 'Components/Primitives/HiddenFields',
  tags: ['autodocs'],
  component: HiddenFields,
  args: { fields: { intent: 'hide', review: '6b00000000000000beef0042' } },
} satisfies Meta<typeof HiddenFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin button's form: the button is all the owner sees; the hidden fields say what it does and to what. */
export const WithAnAdminButton: Story = {
  render: (args) => (
    <FormShowingWhatItSends {...args} method="post" action="/admin/reviews">
      <p className="text-sm">&ldquo;Lovely oud, it lasts all day.&rdquo; by Adaeze Okafor</p>
      <Button type="submit" variant="outline" className="justify-self-start">
        Hide review
      </Button>
    </FormShowingWhatItSends>
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('two fields, which take no place on the page', async () => {
      const hidden = canvasElement.querySelectorAll('input[type="hidden"]');
      await expect(hidden).toHaveLength(2);
      for (const input of hidden) await expect(input).not.toBeVisible();
      await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    });
    await step('pressing the button sends them with the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide review' }));
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'intent=hide&review=6b00000000000000beef0042',
      );
    });
  },
};

/** A search that keeps the collection's filters: a list goes as the same name repeated, after what was typed. */
export const KeepingTheViewsQuery: Story = {
  args: { fields: { category: ['Oud', 'Floral'], sort: 'price-asc' } },
  render: (args) => (
    <FormShowingWhatItSends {...args} method="get" action="/products">
      <Field label="Search perfumes">
        <Input name="q" type="search" />
      </Field>
      <Button type="submit" className="justify-self-start">
        Search
      </Button>
    </FormShowingWhatItSends>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search perfumes' }), 'oud{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'category=Oud&category=Floral&sort=price-asc&q=oud',
    );
  },
};
