import { type Address, CONFIRMATIONS, VALIDATION } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import { useAddresses } from '@atelier/api-client/swr';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickWhatCovers, findDialog } from '../../../stories/support';
import {
  backend,
  expectErrorToast,
  expectToast,
  startOwnBackend,
} from '../../checkout/testing/storySupport';
import { AddressBook, type AddressBookProps } from './AddressBook';

type Canvas = ReturnType<typeof within>;

const { shopper, secondShopper } = fixtures.users;

/** Every address write that reaches the mock backend, by method and path. */
const addressWrites = fn<(request: string) => void>().mockName('address write');

function spyOnAddressWrites({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  addressWrites.mockClear();
  msw.use(
    http.all('*/api/shop/address/*', ({ request }) => {
      if (request.method !== 'GET') {
        addressWrites(`${request.method} ${new URL(request.url).pathname}`);
      }
      // Returning nothing passes the request on to the mock backend.
    }),
  );
}

/**
 * Client-side refusals send nothing: no write so far, and the count after the next real write
 * (exactly that one) proves no refused request arrived late.
 */
async function expectNoAddressWrite() {
  await expect(addressWrites).not.toHaveBeenCalled();
}

async function cardsOf(canvas: Canvas, count: number) {
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(count), {
    timeout: 4000,
  });
  return canvas.getAllByRole('article');
}

const NEW_ADDRESS = {
  Address: '221B Residency Road',
  City: 'Kochi',
  Pincode: '682011',
  Phone: '9000012345',
  Notes: 'Leave at the reception.',
};

async function fillForm(canvas: Canvas, values: Partial<typeof NEW_ADDRESS>) {
  for (const [label, value] of Object.entries(values)) {
    const field = canvas.getByRole('textbox', { name: label });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** Opens the add form, which waits behind its button while there are addresses. */
async function openAddForm(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
  await expect(canvas.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
}

/** The form's own submit button ('Add' or 'Edit'); the cards have Edit buttons too. */
const submitButton = (canvas: Canvas, name: 'Add' | 'Edit') =>
  within(canvas.getByRole('form')).getByRole('button', { name });

const meta = {
  title: 'Screens/Address/AddressBook',
  component: AddressBook,
  parameters: { session: 'shopper' },
  args: { userId: shopper.id },
  beforeEach: spyOnAddressWrites,
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const [home] = await cardsOf(canvas, 2);
    if (!home) throw new Error('no card');
    const address = fixtures.addresses.find((entry) => entry.userId === shopper.id);
    await expect(home).toHaveTextContent(`${address?.address}, ${address?.city}`);
    await expect(home).toHaveTextContent(address?.pincode ?? '');
    await expect(home).toHaveTextContent(address?.phone ?? '');
    await expect(home).toHaveTextContent(address?.notes ?? '');
    await expect(within(home).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(home).getByRole('button', { name: 'Delete' })).toBeVisible();
    // The form opens on demand, so the saved addresses are what the first screen shows.
    await expect(canvas.queryByRole('form')).toBeNull();
    await openAddForm(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await expect(submitButton(canvas, 'Add')).toBeVisible();
    // Cancel closes it again.
    await userEvent.click(within(canvas.getByRole('form')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'addresses'));
  },
  play: async ({ canvas }) => {
    const status = await canvas.findByText('Loading addresses');
    await expect(status.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No saved addresses yet.')).toBeVisible();
    // With nothing to choose from, the form is open at once and has nothing to cancel.
    await expect(canvas.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'addresses'));
  },
  play: async ({ canvas }) => {
    // A failed list load leaves the list empty; the form still works.
    await expect(await canvas.findByText('No saved addresses yet.')).toBeVisible();
  },
};

export const AddWithValidation: Story = {
  play: async ({ canvas }) => {
    await cardsOf(canvas, 2);
    await openAddForm(canvas);
    await userEvent.click(submitButton(canvas, 'Add'));
    for (const label of Object.keys(NEW_ADDRESS)) {
      const field = canvas.getByRole('textbox', { name: label });
      await expect(field).toBeInvalid();
      await expect(field).toHaveAccessibleDescription(`${label} is required`);
    }
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await expectNoAddressWrite();

    // Blank after trimming is still blank.
    await fillForm(canvas, { ...NEW_ADDRESS, Notes: '   ' });
    await userEvent.click(submitButton(canvas, 'Add'));
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription(
      'Notes is required',
    );
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeValid();
    await expectNoAddressWrite();

    await fillForm(canvas, { Notes: NEW_ADDRESS.Notes });
    await userEvent.click(submitButton(canvas, 'Add'));
    await expectToast(CONFIRMATIONS.addressAdded);
    const cards = await cardsOf(canvas, 3);
    await expect(cards[2]).toHaveTextContent(`${NEW_ADDRESS.Address}, ${NEW_ADDRESS.City}`);
    await expect(addressWrites).toHaveBeenCalledTimes(1);
    // Saved: the form closes, and the way to add another is back.
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvas }) => {
    const [home] = await cardsOf(canvas, 2);
    if (!home) throw new Error('no card');
    await userEvent.click(within(home).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    const city = canvas.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveValue('Bengaluru');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();

    // Cancel leaves the address as it was, and closes the form.
    await userEvent.click(within(canvas.getByRole('form')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Bengaluru');

    await userEvent.click(within(home).getByRole('button', { name: 'Edit' }));
    await fillForm(canvas, { City: 'Bangalore' });
    await userEvent.click(submitButton(canvas, 'Edit'));
    await expectToast(CONFIRMATIONS.addressUpdated);
    await waitFor(() => expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Bangalore'));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A card's Delete asks first, naming the address; only 'Delete Address' deletes. */
async function deleteAndConfirm(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  const question = within(await findDialog('Delete this address?'));
  await userEvent.click(question.getByRole('button', { name: 'Delete Address' }));
}

/** Mounts the book once its addresses are read, as checkout does after the session check. */
function OnceRead(props: AddressBookProps) {
  const { data } = useAddresses(props.userId);
  return data ? <AddressBook {...props} /> : null;
}

/** The page opens with the keyboard where the browser put it, not on 'Add New Address'. */
export const OpensWithoutTakingFocus: Story = {
  render: (args) => <OnceRead {...args} />,
  play: async ({ canvas }) => {
    await cardsOf(canvas, 2);
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).not.toHaveFocus();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const Delete: Story = {
  beforeEach: (context) => {
    startOwnBackend(context, 'shopper');
  },
  play: async ({ canvas }) => {
    const [home] = await cardsOf(canvas, 2);
    if (!home) throw new Error('no card');
    await deleteAndConfirm(home);
    await expectToast(CONFIRMATIONS.addressDeleted);
    await expect(await cardsOf(canvas, 1)).toHaveLength(1);
    await expect(backend().addresses.filter((entry) => entry.userId === shopper.id)).toHaveLength(
      1,
    );
  },
};

/** Delete, then Escape: the address stays and nothing is sent. */
export const DeleteKept: Story = {
  beforeEach: (context) => {
    startOwnBackend(context, 'shopper');
    spyOnAddressWrites(context);
  },
  play: async ({ canvas }) => {
    const [home] = await cardsOf(canvas, 2);
    if (!home) throw new Error('no card');
    await userEvent.click(within(home).getByRole('button', { name: 'Delete' }));
    const question = await findDialog('Delete this address?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expectNoAddressWrite();
  },
};

export const LimitOfThree: Story = {
  parameters: { session: 'guest' },
  args: { userId: secondShopper.id },
  beforeEach: (context) => {
    // Rahul already has the maximum of three addresses.
    startOwnBackend(context, secondShopper.id);
    spyOnAddressWrites(context);
  },
  play: async ({ canvas }) => {
    await cardsOf(canvas, 3);
    // A fourth is refused at once: the form does not even open.
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    await expectErrorToast(VALIDATION.addressLimit);
    await expectErrorToast('You can add max 3 addresses');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expectNoAddressWrite();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // Editing an existing address is still allowed at the limit.
    const first = canvas.getAllByRole('article')[0];
    if (!first) throw new Error('no card');
    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    await fillForm(canvas, { Notes: 'Ring the bell once.' });
    await userEvent.click(submitButton(canvas, 'Edit'));
    await expectToast(CONFIRMATIONS.addressUpdated);
    await expect(addressWrites).toHaveBeenCalledTimes(1);
  },
};

export const AddFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/shop/address/add', () =>
        HttpResponse.json(
          { success: false, message: 'Pincode is not serviceable' },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await cardsOf(canvas, 2);
    await openAddForm(canvas);
    await fillForm(canvas, NEW_ADDRESS);
    await userEvent.click(submitButton(canvas, 'Add'));
    await expectErrorToast('Pincode is not serviceable');
    // The shopper's input stays so they can correct it.
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue(NEW_ADDRESS.City);
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('*/api/shop/address/delete/*', () =>
        HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const [home] = await cardsOf(canvas, 2);
    if (!home) throw new Error('no card');
    await deleteAndConfirm(home);
    await expectErrorToast('Internal server error');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** How checkout uses the book: the shopper chooses one address. */
function SelectableBook(props: AddressBookProps) {
  const [selected, setSelected] = useState<Address | null>(null);
  return (
    <>
      <AddressBook {...props} selectable selectedId={selected?._id} onSelect={setSelected} />
      <p>Delivering to: {selected ? selected.city : 'nobody yet'}</p>
    </>
  );
}

export const Selectable: Story = {
  render: (args) => <SelectableBook {...args} />,
  play: async ({ canvas }) => {
    await cardsOf(canvas, 2);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a delivery address' });
    const [home, office] = within(group).getAllByRole('radio');
    if (!home || !office) throw new Error('no radios');
    await expect(home).not.toBeChecked();
    await userEvent.click(office);
    await expect(office).toBeChecked();
    await expect(canvas.getByText('Delivering to: Gurugram')).toBeVisible();
    // Arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowUp}');
    await expect(home).toBeChecked();
    await expect(canvas.getByText('Delivering to: Bengaluru')).toBeVisible();
  },
};

/** A press anywhere on a card chooses it, not only on the radio's dot and label. */
export const WholeCardSelects: Story = {
  render: (args) => <SelectableBook {...args} />,
  play: async ({ canvas }) => {
    const [, officeCard] = await cardsOf(canvas, 2);
    if (!officeCard) throw new Error('no card');
    // The notes line, well away from the radio.
    const notes = within(officeCard).getByText(
      fixtures.addresses.filter((entry) => entry.userId === shopper.id)[1]?.notes ?? '',
    );
    await clickWhatCovers(notes);
    await expect(within(officeCard).getByRole('radio')).toBeChecked();
    await expect(canvas.getByText('Delivering to: Gurugram')).toBeVisible();
    // The card's own buttons keep their own job.
    await userEvent.click(within(officeCard).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  },
};
