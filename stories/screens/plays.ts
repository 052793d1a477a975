// Steps the checkout screen stories and the flow stories share. Not a story file.
import { expect, within, type userEvent } from 'storybook/test';
import { addressFields, type Address } from '../../api';

type StoryUserEvent = ReturnType<typeof userEvent.setup>;

/** DELIVERY INFORMATION alone (the footer has an email field too). */
export function deliveryForm(canvasElement: HTMLElement) {
  const section = canvasElement.querySelector<HTMLElement>('[data-slot="delivery-form"]');
  if (!section) throw new Error('No delivery form on this page');
  return within(section);
}

/**
 * The pointer comes to rest on the home page's hero, which holds its slide while it is there: a story on the home
 * page then ends on the first slide however long its play and checks take (the hero turns every five seconds).
 */
export async function restOnTheHero(canvasElement: HTMLElement, user: StoryUserEvent) {
  await user.hover(
    await within(canvasElement).findByRole('region', { name: 'Highlights of Òórùn' }, { timeout: 15_000 }),
  );
}

/**
 * Fills DELIVERY INFORMATION the way a shopper on a keyboard does: into the first field, then from field to
 * field with Tab, replacing what each holds (Country starts as 'Nigeria'), choosing State and Delivery area.
 */
export async function fillDelivery(canvasElement: HTMLElement, user: StoryUserEvent, address: Address) {
  const canvas = deliveryForm(canvasElement);
  await user.click(canvas.getByLabelText(/^First Name/));
  for (const [index, field] of addressFields.entries()) {
    const { name, label } = field;
    const control = canvas.getByLabelText(new RegExp(`^${label}`));
    await expect(control).toHaveFocus();
    if ('choice' in field) await user.selectOptions(control, address[name]);
    else {
      await user.keyboard('{Control>}a{/Control}{Backspace}');
      // pasted rather than typed key by key: the same events for the form, a fraction of the time
      if (address[name]) await user.paste(address[name]);
    }
    if (index < addressFields.length - 1) await user.tab();
  }
}
