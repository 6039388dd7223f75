import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { userError } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { blogFixture, contentLists, contentPayload, product } from '../test/content-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './content-page';

function answerLists() {
  server.use(
    graphql.query('ContentLists', () =>
      contentLists(
        [blogFixture('1', 'Booyah tips'), { ...blogFixture('2', 'Patch notes'), author: null }],
        [product('3', 'Team jersey', 49_900)],
      ),
    ),
  );
}

function answerDelete(name: 'DeleteBlog' | 'DeleteProduct', errors: unknown[] = []) {
  const sent: unknown[] = [];
  const field = name === 'DeleteBlog' ? 'deleteBlog' : 'deleteProduct';
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return contentPayload(field, 'MessagePayload', { errors });
    }),
  );
  return sent;
}

const openContent = (route = '/admin/content') => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

describe('the content screen', () => {
  it('lists blogs with edit links, and products on their tab', async () => {
    answerLists();
    const { user, router } = openContent();
    const blogs = await screen.findByRole('list', { name: 'Blogs' });
    const [first, second] = within(blogs).getAllByRole('listitem');
    expect(first).toHaveTextContent('Booyah tips');
    expect(first).toHaveTextContent('Team CCL');
    expect(second).toHaveTextContent('Agent');
    expect(within(first!).getByRole('link', { name: 'Edit Booyah tips' })).toHaveAttribute(
      'href',
      '/admin/content/blogs/1',
    );
    expect(screen.getByRole('link', { name: 'New blog' })).toHaveAttribute(
      'href',
      '/admin/content/blogs/new',
    );

    await user.click(screen.getByRole('tab', { name: 'Products' }));
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(products).toHaveTextContent('Team jersey');
    expect(products).toHaveTextContent('₹499');
    expect(router.state.location.search).toBe('?tab=products');
    expect(within(products).getByRole('link', { name: 'Edit Team jersey' })).toHaveAttribute(
      'href',
      '/admin/content/products/3',
    );
  });

  it('deletes a blog only on Confirm, and drops it from the list', async () => {
    answerLists();
    const sent = answerDelete('DeleteBlog');
    const { user } = openContent();
    await user.click(await screen.findByRole('button', { name: 'Delete Booyah tips' }));

    let dialog = screen.getByRole('dialog', { name: 'Delete blog' });
    expect(dialog).toHaveTextContent('Delete “Booyah tips”? It leaves the site at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Booyah tips' }));
    dialog = screen.getByRole('dialog', { name: 'Delete blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete blog' }));

    expect(await screen.findByText('Deleted “Booyah tips”')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '1' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Booyah tips' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Patch notes' })).toBeVisible();
  });

  it("deletes a product only on Confirm, and shows the platform's refusal in the dialog", async () => {
    answerLists();
    const sent = answerDelete('DeleteProduct', [userError('Product not found', 'NOT_FOUND')]);
    const { user } = openContent('/admin/content?tab=products');
    await user.click(await screen.findByRole('button', { name: 'Delete Team jersey' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent('It leaves the site at once and the shop.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Product not found');
    expect(sent).toEqual([{ id: '3' }]);
    expect(screen.getByRole('listitem', { name: 'Team jersey' })).toBeInTheDocument();
  });
});
