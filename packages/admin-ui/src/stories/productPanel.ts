// Play-function steps shared by the products screen's story files; not part of the package.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from './support';

type Canvas = ReturnType<typeof within>;

export async function openAddPanel(canvas: Canvas) {
  await canvas.findByRole('grid', { name: 'Products' });
  await userEvent.click(canvas.getByRole('button', { name: 'Add New Product' }));
  return within(await findDialog('Add New Product'));
}

/** Types the title into the search (the demo shop has more than a page), then finds its card. */
export async function findCard(canvas: Canvas, title: string) {
  await canvas.findByRole('grid', { name: 'Products' });
  const search = canvas.getByRole('searchbox', { name: 'Search products' });
  // Focus may wait for a closing panel to let go of the page.
  await waitFor(() => {
    search.focus();
    expect(search).toHaveFocus();
  });
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.paste(title);
  return canvas.findByRole('row', { name: title }, { timeout: 4000 });
}

export async function openEditPanel(canvas: Canvas, title: string) {
  const card = await findCard(canvas, title);
  await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  return within(await findDialog('Edit Product'));
}
