import { EMPTY_STATES, VALIDATION } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminStorySetup,
  alertSpy,
  clearSpokenAnnouncements,
  dropFiles,
  expectErrorToast,
  expectNoSidewaysScroll,
  expectToast,
  failOnce,
  findDialog,
  imageFile,
  onAPhone,
  textFile,
} from '../../stories/support';
import { FeaturesScreen } from './FeaturesScreen';

type Canvas = ReturnType<typeof within>;

const COUNT = fixtures.featureImages.length;

const meta = {
  title: 'Admin/Features/FeaturesScreen',
  component: FeaturesScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof FeaturesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvas: Canvas) =>
  canvas
    .getByRole('group', { name: 'Upload Image' })
    .querySelector('input[type="file"]') as HTMLElement;
const zone = (canvas: Canvas) => canvas.getByText('Drag and drop an image here, or choose one.');
const anyFile = userEvent.setup({ applyAccept: false });

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feature Images' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Feature images' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(COUNT);
    await expect(canvas.getByRole('img', { name: `Feature image 1 of ${COUNT}` })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Delete Feature image 1 of ${COUNT}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: EMPTY_STATES.featureImages }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'features'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In the carousel').nextElementSibling).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce('*/api/common/feature/get'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load feature images. Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Feature images' })).toBeVisible();
  },
};

export const AddAnImage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature images' });
    await userEvent.upload(picker(canvas), imageFile('banner.png'));
    await expect(await canvas.findByRole('img', { name: 'The new feature image' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to homepage' }));
    await expectToast('Feature image added successfully');
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: /^Feature image \d+ of/ })).toHaveLength(COUNT + 1),
    );
    // The form is ready for the next one.
    await expect(canvas.queryByRole('img', { name: 'The new feature image' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeDisabled();
  },
};

export const AddByDrop: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature images' });
    dropFiles(zone(canvas), [imageFile('banner.png')]);
    await expect(await canvas.findByRole('img', { name: 'The new feature image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeEnabled();
  },
};

export const WrongFileTypeByPicker: Story = {
  play: async ({ canvas }) => {
    await anyFile.upload(picker(canvas), textFile());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.invalidImagePicked));
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeDisabled();
  },
};

export const WrongFileTypeByDrop: Story = {
  play: async ({ canvas }) => {
    dropFiles(zone(canvas), [textFile()]);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.invalidImageDropped));
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeDisabled();
  },
};

export const UploadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'adminProducts'));
  },
  play: async ({ canvas }) => {
    await userEvent.upload(picker(canvas), imageFile());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.imageUploadFailed));
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeDisabled();
  },
};

export const AddFailureKeepsTheImage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/common/feature/add', () =>
        HttpResponse.json(
          { success: false, message: 'image must be an http(s) URL' },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature images' });
    await userEvent.upload(picker(canvas), imageFile());
    await canvas.findByRole('img', { name: 'The new feature image' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to homepage' }));
    await expectErrorToast('image must be an http(s) URL');
    await expect(canvas.getByRole('img', { name: 'The new feature image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to homepage' })).toBeEnabled();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature images' });
    await userEvent.click(
      canvas.getByRole('button', { name: `Delete Feature image 2 of ${COUNT}` }),
    );
    const dialog = within(await findDialog('Delete this feature image?'));
    await expect(
      dialog.getByText(`Feature image 2 of ${COUNT} leaves the homepage carousel.`),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Feature image deleted successfully');
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: /^Feature image \d+ of/ })).toHaveLength(COUNT - 1),
    );
    clearSpokenAnnouncements();
  },
};

export const SmallScreen: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature images' });
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
