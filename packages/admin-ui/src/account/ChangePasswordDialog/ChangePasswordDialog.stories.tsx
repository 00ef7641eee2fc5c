import { SERVER_MESSAGES, VALIDATION } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminStorySetup,
  clearSpokenAnnouncements,
  expectErrorToast,
  expectToast,
  findDialog,
} from '../../stories/support';
import { CURRENT_PASSWORD_REQUIRED } from '../ChangePasswordForm';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const M = SERVER_MESSAGES.adminAccount;
/** The demo admin's password in the mock backend. */
const CURRENT = 'Admin1234';

const meta = {
  title: 'Admin/Account/ChangePasswordDialog',
  component: ChangePasswordDialog,
  parameters: { session: 'admin', layout: 'centered' },
  beforeEach: adminStorySetup,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(values: { current?: string; next?: string; confirm?: string }) {
  const dialog = within(await findDialog('Change password'));
  const type = async (label: string, value?: string) => {
    if (value) await userEvent.type(dialog.getByLabelText(label), value);
  };
  await type('Current Password', values.current);
  await type('New Password', values.next);
  await type('Confirm Password', values.confirm);
  return dialog;
}

/** The dialog as it opens: three empty password fields and the button. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await findDialog('Change password'));
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      await expect(dialog.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(dialog.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  },
};

/** Sent empty: each field says what it needs, and nothing is sent. */
export const NothingEntered: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Change password'));
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(await dialog.findByText(CURRENT_PASSWORD_REQUIRED)).toBeVisible();
    await expect(dialog.getByText(VALIDATION.password)).toBeVisible();
    await expect(dialog.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A new password typed differently the second time, by keyboard alone. */
export const PasswordsDoNotMatch: Story = {
  play: async () => {
    const dialog = await fill({ current: CURRENT, next: 'Fresh5678', confirm: 'Fresh5679' });
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText(VALIDATION.passwordsMismatch)).toBeVisible();
    await expect(dialog.queryByText(VALIDATION.password)).toBeNull();
  },
};

/** The change goes through: the server's message in a toast, and the dialog closes. */
export const Changed: Story = {
  play: async ({ args }) => {
    const dialog = await fill({ current: CURRENT, next: 'Fresh5678', confirm: 'Fresh5678' });
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expectToast(M.passwordChanged);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    clearSpokenAnnouncements();
  },
};

/** A wrong current password: the server's refusal in a toast, the form kept as typed. */
export const WrongCurrentPassword: Story = {
  play: async ({ args }) => {
    const dialog = await fill({ current: 'Guess1234', next: 'Fresh5678', confirm: 'Fresh5678' });
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expectErrorToast(M.currentPasswordWrong);
    await expect(dialog.getByLabelText('New Password')).toHaveValue('Fresh5678');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A backend that does not offer the change (plain contract): its refusal, then the fallback. */
export const BackendWithoutIt: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/admin/account/password', () => new HttpResponse(null, { status: 404 })),
    );
  },
  play: async () => {
    const dialog = await fill({ current: CURRENT, next: 'Fresh5678', confirm: 'Fresh5678' });
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expectErrorToast('Failed to change password');
  },
};
