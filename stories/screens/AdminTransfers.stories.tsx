import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { noCreditColumn } from '../../api';
import { shopOwner, type MockShop } from '../../mocks/state';
import { nothingToMatch } from '../../store/actions/admin-statements';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop, seedOrder } from './scenes';

/**
 * Bank transfers, at `/admin/transfers`: the owner uploads or pastes the bank's statement, sees each credit
 * matched to an order awaiting payment (or not), and confirms the ticked ones in one step. States: Empty;
 * Matched; Confirmed; UploadedAgain (credits confirmed before are counted and listed apart, each with its order);
 * UploadedAgainAllConfirmed (nothing new); TwoTransfersForOneOrder (two credits naming one order, together paying
 * it: both ticked, kept as a part payment and then the payment); NoCreditColumn (a file the
 * shop cannot read, refused without scripts); NothingTicked; NothingMatched. Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Transfers',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const ids = {
  adaeze: '6b000000000000002a535483',
  kemi: '6b00000000000000c0ffee12',
  tunde: '6b00000000000000beadfeed',
} as const;

/** Three orders awaiting their transfer, each with a total of its own (an amount alone names only one). */
function awaitingTransfers(shop: MockShop) {
  const awaiting = (id: string, firstName: string, lastName: string, amount: number, day: number) => {
    const order = seedOrder(shop, { status: 'pending', payment: false, date: Date.UTC(2026, 10, day, 9) });
    order._id = id;
    order.amount = amount;
    order.address = { ...order.address, firstName, lastName };
  };
  awaiting(ids.adaeze, 'Adaeze', 'Okafor', 137_000, 25);
  awaiting(ids.kemi, 'Kemi', 'Balogun', 27_500, 24);
  awaiting(ids.tunde, 'Tunde', 'Bakare', 52_000, 23);
}

const owner = { shopper: shopOwner, seed: awaitingTransfers } as const;
const path = '/admin/transfers';

/**
 * A GTBank-style export: a line about the account above the header, a debit, then credits that name an order and
 * pay its total, name one and pay part, pay one's total without naming it, and name nothing.
 */
const statement = [
  'Account Statement,Oorun Fragrances,0123456789',
  'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
  '24-Nov-2026,24-Nov-2026,POS PURCHASE SHOPRITE IBADAN,5000.00,,120000.00',
  '24-Nov-2026,24-Nov-2026,NIP TRANSFER FROM TUNDE,,52000.00,172000.00',
  '25-Nov-2026,25-Nov-2026,TRF FROM ADAEZE OKAFOR #2a535483,,"137,000.00",309000.00',
  '25-Nov-2026,25-Nov-2026,KEMI B c0ffee12 part,,20000.00,329000.00',
  '25-Nov-2026,25-Nov-2026,GIFT FROM AUNTY,,15000.00,344000.00',
].join('\n');

const matchRows = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('listitem', { name: /^Match for #/ }, { timeout: 15_000 });

/**
 * A file chosen as the browser's own picker chooses it: user-event's upload only pretends (FormData, which the
 * form's post is built from, reads the box's real files).
 */
function chooseFile(box: HTMLElement, file: File) {
  const chosen = new DataTransfer();
  chosen.items.add(file);
  (box as HTMLInputElement).files = chosen.files;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

const orderOf = (id: string) => mockShop.orders.find((order) => order._id === id);

export const Empty: Story = {
  ...shopScene({ path: '/admin/transfers', ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Transfers marks this page", async () => {
      await findPage(canvasElement, 'Bank transfers');
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Transfers' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('a file or the pasted text, posted as a form the server takes', async () => {
      const file = canvas.getByLabelText('Statement file');
      await expect(file).toHaveAttribute('accept', '.csv,text/csv');
      await expect(file.closest('form')).toHaveAttribute('enctype', 'multipart/form-data');
      await expect(file.closest('form')).toHaveAttribute('action', path);
      await expect(canvas.queryByRole('heading', { name: 'Matched to orders' })).toBeNull();
    });
    await step('neither: the summary leads to the file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
      const summary = await expectErrorSummaryFocused(canvasElement);
      await userEvent.click(within(summary).getByRole('link', { name: nothingToMatch }));
      await expect(canvas.getByLabelText('Statement file')).toHaveFocus();
    });
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** Pasted: the three kinds of match, only the sure one ticked, and the credit that matched nothing. */
export const Matched: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Or paste the statement' }));
    await userEvent.paste(statement);
    await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
    const [tunde, adaeze, kemi] = await matchRows(canvasElement);
    await step('in the file’s order, each with its credit, order, shopper and how it matched', async () => {
      await expect(
        canvas.getByText(/^4 credits read: 3 matched to an order, 1 matched nothing/),
      ).toBeVisible();
      await expect(adaeze).toHaveTextContent('TRF FROM ADAEZE OKAFOR #2a535483');
      await expect(adaeze).toHaveTextContent('₦137,000.00');
      await expect(adaeze).toHaveTextContent('Adaeze Okafor');
      await expect(adaeze).toHaveTextContent('Reference and amount');
      await expect(within(adaeze!).getByRole('link', { name: '#2a535483' })).toHaveAttribute(
        'href',
        `/admin/orders/${ids.adaeze}`,
      );
      await expect(kemi).toHaveTextContent('Reference only');
      await expect(kemi).toHaveTextContent('paid ₦20,000.00 of ₦27,500.00');
      await expect(tunde).toHaveTextContent('Amount only');
      await expect(tunde).toHaveTextContent('Tunde Bakare');
    });
    await step('only the match by reference and amount comes ticked', async () => {
      await expect(within(adaeze!).getByRole('checkbox', { name: 'Mark #2a535483 paid' })).toBeChecked();
      await expect(within(kemi!).getByRole('checkbox', { name: 'Mark #c0ffee12 paid' })).not.toBeChecked();
      await expect(within(tunde!).getByRole('checkbox', { name: 'Mark #beadfeed paid' })).not.toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Confirm 1 payment' })).toBeVisible();
    });
    await step('the gift matched nothing, and the debit is no credit', async () => {
      const nothing = canvas.getByRole('region', { name: 'Matched nothing' });
      await expect(within(nothing).getByRole('listitem', { name: 'Line 7' })).toHaveTextContent(
        'no order awaiting payment names this reference or comes to this amount',
      );
      await expect(canvas.queryByText('POS PURCHASE SHOPRITE IBADAN')).toBeNull();
    });
    await expect(orderOf(ids.adaeze)?.payment).toBe(false);
  },
};

export const MatchedOnAPhone: Story = { ...Matched, globals: atMobile };

/**
 * Uploaded as a file; the owner ticks the amount-only match too and confirms both, while someone else has marked
 * Kemi's order paid meanwhile: the sentence, and the refusal listed.
 */
export const Confirmed: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await step('the file is read and matched', async () => {
      const file = new File([statement], 'gtbank-november.csv', { type: 'text/csv' });
      chooseFile(canvas.getByLabelText('Statement file'), file);
      await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
      await matchRows(canvasElement);
    });
    await step('two more ticked, one of them paid meanwhile', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Mark #beadfeed paid' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Mark #c0ffee12 paid' }));
      orderOf(ids.kemi)!.payment = true;
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm 3 payments' }));
    });
    await step('marked paid: the sentence, the refusal, and the list gone', async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        '2 orders marked paid. 1 order refused.',
      );
      await expect(canvas.getByRole('list', { name: 'Refused' })).toHaveTextContent(
        'Order #c0ffee12 was already paid: nothing changed.',
      );
      await expect(canvas.queryByRole('heading', { name: 'Matched to orders' })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: 'Or paste the statement' })).toHaveValue('');
      await expect(orderOf(ids.adaeze)).toMatchObject({ payment: true, status: 'processing' });
      await expect(orderOf(ids.tunde)).toMatchObject({ payment: true, status: 'processing' });
      // the narration is the transfer's reference in the order's history
      const tundePaid = mockShop.audit.find((entry) => entry.target === `order:${ids.tunde}`);
      await expect(tundePaid?.after).toMatchObject({ reference: 'NIP TRANSFER FROM TUNDE' });
    });
  },
};

export const ConfirmedOnAPhone: Story = { ...Confirmed, globals: atMobile };

/** Kemi paid her ₦27,500 in two transfers, both naming her order: ₦27,000 and the ₦500 she was short. */
const twoTransfers = [
  'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
  '25-Nov-2026,25-Nov-2026,KEMI B c0ffee12,,27000.00,147000.00',
  '26-Nov-2026,26-Nov-2026,KEMI B c0ffee12 BALANCE,,500.00,147500.00',
].join('\n');

export const TwoTransfersForOneOrder: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await step('both transfers are matched to her order, together paying its total, and ticked', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Or paste the statement' }));
      await userEvent.paste(twoTransfers);
      await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
      const rows = await matchRows(canvasElement);
      await expect(rows).toHaveLength(2);
      await expect(rows[0]).toHaveAccessibleName('Match for #c0ffee12: ₦27,000.00');
      await expect(rows[0]).toHaveTextContent('with line 3, names #c0ffee12 and pays its total');
      await expect(canvas.getByRole('checkbox', { name: 'Record #c0ffee12: ₦500.00' })).toBeChecked();
    });
    await step('confirmed: one part payment, then the order paid', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm 2 payments' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        '1 order marked paid. Recorded ₦27,000.00 on order #c0ffee12; ₦500.00 still owed.',
      );
      await expect(orderOf(ids.kemi)).toMatchObject({ payment: true, status: 'processing' });
      await expect(orderOf(ids.kemi)?.payments).toHaveLength(2);
    });
  },
};

export const TwoTransfersForOneOrderOnAPhone: Story = { ...TwoTransfersForOneOrder, globals: atMobile };

/** Adaeze's transfer was confirmed from last week's upload: her order is paid, her narration kept in its history. */
function confirmedBefore(shop: MockShop) {
  awaitingTransfers(shop);
  const adaeze = shop.orders.find((order) => order._id === ids.adaeze)!;
  adaeze.payment = true;
  adaeze.status = 'processing';
  shop.audit.push({
    at: Date.UTC(2026, 10, 26, 9),
    actor: shopOwner.email,
    action: 'order.paid',
    target: `order:${ids.adaeze}`,
    before: { payment: false, status: 'pending' },
    after: { payment: true, status: 'processing', reference: 'TRF FROM ADAEZE OKAFOR #2a535483' },
  });
}

/**
 * The same statement uploaded again after Adaeze's payment was confirmed: her credit is not money to look into but
 * one confirmed already, and says for which order; the others match as before.
 */
export const UploadedAgain: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: confirmedBefore }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Or paste the statement' }));
    await userEvent.paste(statement);
    await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
    await step(
      'the summary counts her credit as confirmed already, not as money that matched nothing',
      async () => {
        await expect(await matchRows(canvasElement)).toHaveLength(2);
        await expect(
          canvas.getByText('4 credits read: 2 matched to an order, 1 already confirmed, 1 matched nothing.'),
        ).toBeVisible();
      },
    );
    await step('her credit is listed under its own heading, with its order', async () => {
      const confirmed = canvas.getByRole('region', { name: 'Already confirmed' });
      await expect(within(confirmed).getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
      await expect(within(confirmed).getAllByRole('listitem')).toHaveLength(1);
      await expect(within(confirmed).getByRole('listitem', { name: 'Line 5' })).toHaveTextContent(
        'already confirmed as the payment of #2a535483',
      );
      await expect(canvas.queryByRole('checkbox', { name: 'Mark #2a535483 paid' })).toBeNull();
    });
    await step('only the gift is left under Matched nothing', async () => {
      const nothing = canvas.getByRole('region', { name: 'Matched nothing' });
      await expect(within(nothing).getByRole('heading', { name: 'Matched nothing' })).toBeVisible();
      await expect(within(nothing).getAllByRole('listitem')).toHaveLength(1);
      await expect(within(nothing).getByRole('listitem', { name: 'Line 7' })).toHaveTextContent(
        'GIFT FROM AUNTY',
      );
    });
  },
};

export const UploadedAgainOnAPhone: Story = { ...UploadedAgain, globals: atMobile };

/** Only Adaeze's credit, uploaded again: nothing is new, and the page says so rather than that nothing matched. */
export const UploadedAgainAllConfirmed: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: confirmedBefore }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Or paste the statement' }));
    await userEvent.paste(
      [
        'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
        '25-Nov-2026,25-Nov-2026,TRF FROM ADAEZE OKAFOR #2a535483,,"137,000.00",309000.00',
      ].join('\n'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing new to confirm' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText('1 credit read: 0 matched to an order, 1 already confirmed.'),
    ).toBeVisible();
    const confirmed = canvas.getByRole('region', { name: 'Already confirmed' });
    await expect(within(confirmed).getByRole('listitem', { name: 'Line 2' })).toHaveTextContent(
      'already confirmed as the payment of #2a535483',
    );
    await expect(canvas.queryByRole('heading', { name: 'No credit matched an order' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Matched nothing' })).toBeNull();
  },
};

/** Posted without scripts and refused: the page again, the summary first, the pasted text kept. */
export const NoCreditColumn: Story = {
  ...shopScene({
    path,
    ...owner,
    post: { intent: 'match', csv: 'Date,Narration,Balance\n25-Nov-2026,TRF #2a535483,309000.00' },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(noCreditColumn);
    await userEvent.click(within(summary).getByRole('link', { name: noCreditColumn }));
    const pasted = canvas.getByRole('textbox', { name: 'Or paste the statement' });
    await expect(pasted).toHaveFocus();
    await expect(pasted).toHaveValue('Date,Narration,Balance\n25-Nov-2026,TRF #2a535483,309000.00');
    await expect(canvas.queryByRole('heading', { name: 'Matched to orders' })).toBeNull();
  },
};

export const NoCreditColumnOnAPhone: Story = { ...NoCreditColumn, globals: atMobile };

/** Nothing ticked, posted without scripts: the list again as it was, and what to do. */
export const NothingTicked: Story = {
  ...shopScene({ path, ...owner, post: { intent: 'confirm', csv: statement } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Tick at least one payment to confirm');
    await expect(await matchRows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Mark #2a535483 paid' })).toBeChecked();
    await expect(orderOf(ids.adaeze)?.payment).toBe(false);
  },
};

export const NothingTickedOnAPhone: Story = { ...NothingTicked, globals: atMobile };

/** Every credit names no order awaiting payment and comes to no order's total. */
export const NothingMatched: Story = {
  ...shopScene({ path, ...owner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Bank transfers');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Or paste the statement' }));
    await userEvent.paste(
      [
        'Date,Description,Credit',
        '25-Nov-2026,GIFT FROM AUNTY,15000.00',
        '25-Nov-2026,REFUND FROM DSTV,4200.00',
      ].join('\n'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Match payments' }));
    await expect(
      await canvas.findByRole('heading', { name: 'No credit matched an order' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    const nothing = canvas.getByRole('region', { name: 'Matched nothing' });
    await waitFor(() => expect(within(nothing).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(nothing).getByRole('listitem', { name: 'Line 3' })).toHaveTextContent(
      'REFUND FROM DSTV',
    );
  },
};

export const NothingMatchedOnAPhone: Story = { ...NothingMatched, globals: atMobile };
