import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { emptyAddress, messages, type Address } from '../../../api';
import { DeliveryForm } from '../../../ui/checkout';
import { withOwnedValues } from '../../harness/owned-values';
import { atDesktop, atMobile } from '../primitives/play-helpers';

const adaeze: Address = {
  ...emptyAddress,
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze.okafor@example.ng',
  street: '14 Awolowo Avenue, Bodija',
  city: 'Ibadan',
  state: 'Oyo',
  area: 'Ibadan North',
  zipcode: '200284',
  country: 'Nigeria',
  phone: '0803 123 4567',
};

/** What the shop offers (api's nigerianStates and the delivery rule's areas); a few are enough here. */
const choices = {
  state: ['Lagos', 'Ogun', 'Oyo', 'FCT (Abuja)'],
  area: ['Ibadan', 'Ibadan North', 'Akinyele', 'Elsewhere in Nigeria'],
};
const areaHint = 'Decides the delivery fee: Ibadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00';

/** The checkout owns the values, as the checkout machine does. */
const CheckoutAddress = withOwnedValues(DeliveryForm);

/**
 * DELIVERY INFORMATION: first and last name, email, street, city, state and delivery area (NativeSelects),
 * zipcode, country and phone, controlled by the checkout, each with its error under it. It is a section, not
 * a form, so the checkout wraps one form around it, the payment choice and PLACE ORDER. A value the shopper
 * brought that is not one of the choices is kept, never dropped.
 *
 * **Use when** the checkout asks where the order goes.
 *
 * **Not when** editing an account's details (the shop keeps none beyond name, email and password).
 */
const meta = {
  title: 'Components/Checkout/DeliveryForm',
  tags: ['autodocs'],
  component: DeliveryForm,
  render: (args) => <CheckoutAddress {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  args: { values: emptyAddress, onChange: fn(), choices, hints: { area: areaHint } },
} satisfies Meta<typeof DeliveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('every field is labelled, with the autocomplete a phone fills from', async () => {
      await expect(canvas.getByRole('heading', { name: 'DELIVERY INFORMATION' })).toBeVisible();
      const expected = {
        'First Name': 'given-name',
        'Last Name': 'family-name',
        Email: 'email',
        Street: 'street-address',
        City: 'address-level2',
        Zipcode: 'postal-code',
        Country: 'country-name',
        Phone: 'tel',
      };
      for (const [label, autocomplete] of Object.entries(expected)) {
        await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute(
          'autocomplete',
          autocomplete,
        );
      }
    });
    await step(
      'State and Delivery area are chosen from lists, and the area says it decides the fee',
      async () => {
        const state = canvas.getByRole('combobox', { name: 'State' });
        await expect(state).toHaveAttribute('autocomplete', 'address-level1');
        await expect(state).toHaveDisplayValue('Choose your state');
        const area = canvas.getByRole('combobox', { name: 'Delivery area (optional)' });
        await expect(area).toHaveAccessibleDescription(areaHint);
        await expect(
          within(area)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Choose your area', ...choices.area]);
      },
    );
    await step('required fields are marked, State among them; Delivery area is optional', async () => {
      await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-required', 'true');
      await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-required', 'true');
      await expect(canvas.getByRole('combobox', { name: 'Delivery area (optional)' })).not.toHaveAttribute(
        'aria-required',
      );
    });
    await step('email, phone and zipcode bring the right keyboard', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
      await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
      const zipcode = canvas.getByRole('textbox', { name: 'Zipcode' });
      await expect(zipcode).toHaveAttribute('inputmode', 'numeric');
      await expect(zipcode).toHaveAttribute('pattern', '[0-9]*');
    });
    await step('typing reports each field and its value; Tab walks the fields in order', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
      await userEvent.keyboard('Tunde');
      await expect(args.onChange).toHaveBeenLastCalledWith('firstName', 'Tunde');
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
    });
    await step('choosing an area reports it to the checkout', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Delivery area/ }), 'Akinyele');
      await expect(args.onChange).toHaveBeenLastCalledWith('area', 'Akinyele');
    });
  },
};

export const Filled: Story = {
  args: { values: adaeze },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('14 Awolowo Avenue, Bodija');
    await expect(canvas.getByRole('combobox', { name: /^State/ })).toHaveValue('Oyo');
    await expect(canvas.getByRole('combobox', { name: /^Delivery area/ })).toHaveValue('Ibadan North');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** What the checkout passes after a failed PLACE ORDER (api validateAddress). */
export const WithErrors: Story = {
  args: {
    values: { ...adaeze, city: '', phone: '', email: 'adaeze.okafor' },
    message: 'Please fill in all required fields: City, Phone',
    errors: {
      city: 'City is required',
      phone: 'Phone is required',
      email: 'Please enter a valid email address',
    },
  },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the form says what is missing, and each field says why', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Please fill in all required fields: City, Phone',
      );
      const city = canvas.getByRole('textbox', { name: 'City' });
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await expect(city).toHaveAccessibleDescription('City is required');
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      await expect(canvas.getByRole('textbox', { name: 'Street' })).not.toHaveAttribute('aria-invalid');
    });
    await step('typing into a field with an error reports it to the checkout', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Lagos');
      await expect(args.onChange).toHaveBeenLastCalledWith('city', 'Lagos');
      await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Lagos');
      // back to the state the story is named for: the checkout, not the form, clears an error
      await userEvent.clear(canvas.getByRole('textbox', { name: 'City' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('city', '');
    });
  },
};

/**
 * A place the shop does not list, as a form posted without scripts can bring it ('Lagoss'): the State says so
 * beside it, in the shop's words (api validateAddress), and what was typed stays chosen.
 */
export const StateNotListed: Story = {
  args: {
    values: { ...adaeze, city: 'Ikeja, Lagos', state: 'Lagoss', area: 'Ibadan North', country: 'Ghana' },
    errors: { state: messages.unlistedState },
  },
  play: async ({ canvas }) => {
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveDisplayValue('Lagoss');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription(messages.unlistedState);
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue('Ghana');
  },
};

/** A last order's state typed before the State select existed stays chosen, not silently blanked. */
export const StateFromBefore: Story = {
  args: { values: { ...adaeze, state: 'Oyo State, Nigeria' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^State/ })).toHaveDisplayValue('Oyo State, Nigeria');
  },
};

export const Disabled: Story = {
  args: { values: adaeze, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  },
};

export const Mobile: Story = { args: WithErrors.args, globals: atMobile };
export const Desktop: Story = { args: Filled.args, globals: atDesktop };
