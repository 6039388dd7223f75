import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { userError } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { blogFixture, contentLists, contentPayload } from '../test/content-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './blog-form-page';

function answerSave(name: 'CreateBlog' | 'UpdateBlog', errors: unknown[] = []) {
  const sent: Record<string, unknown>[] = [];
  const field = name === 'CreateBlog' ? 'createBlog' : 'updateBlog';
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return contentPayload(field, 'BlogPayload', {
        errors,
        blog: errors.length
          ? null
          : blogFixture('9', String((variables.input as { title: string }).title)),
      });
    }),
    graphql.query('ContentLists', () => contentLists([], [])),
  );
  return sent;
}

const openForm = (route: string) => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

type User = ReturnType<typeof openForm>['user'];
const publish = () => screen.getByRole('button', { name: 'Publish blog' });

async function fill(user: User, label: string, text: string) {
  // The form's page may still be loading when a test starts filling it in.
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  // user.type reads braces and brackets as keys; paste puts the markup as it is.
  await user.click(field);
  await user.paste(text);
}

describe('the blog form', () => {
  it("checks the title and each field's length, with the platform's messages, before sending", async () => {
    const sent = answerSave('CreateBlog');
    const { user } = openForm('/admin/content/blogs/new');
    await user.click(await screen.findByRole('button', { name: 'Publish blog' }));
    expect(await screen.findByText('Title is required')).toBeVisible();

    await fill(user, 'Author', 'a'.repeat(101));
    await fill(user, 'Quote', 'q'.repeat(501));
    await user.click(publish());
    expect(await screen.findByText('Must be at most 100 characters')).toBeVisible();
    expect(screen.getByText('Must be at most 500 characters')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('previews the description sanitised as the blog page shows it', async () => {
    answerSave('CreateBlog');
    const { user } = openForm('/admin/content/blogs/new');
    await fill(
      user,
      'Description (text or HTML)',
      '<p>Drop <strong>hot</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('hot').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(preview).not.toHaveTextContent('alert(2)');
  });

  it('publishes a new blog with every field and goes back to the list', async () => {
    const sent = answerSave('CreateBlog');
    const { user, router } = openForm('/admin/content/blogs/new');
    await fill(user, 'Title', '  Season finals recap ');
    await fill(user, 'Image URL', 'https://example.com/finals.jpg');
    await fill(user, 'Sub-description', 'Who won and how');
    await fill(user, 'Description (text or HTML)', 'Team Alpha took it.');
    await fill(user, 'Keywords (comma-separated)', 'finals, recap');
    await user.click(publish());

    expect(await screen.findByText('Blog published')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          title: 'Season finals recap',
          imageUrl: 'https://example.com/finals.jpg',
          author: null,
          subDescription: 'Who won and how',
          description: 'Team Alpha took it.',
          quote: '',
          keyword: 'finals, recap',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    // The list's answer has come: the test does not end with its request in flight.
    expect(await screen.findByText('No blogs yet.')).toBeInTheDocument();
  });

  it('edits a blog with its fields filled in, and puts a refusal on its field', async () => {
    server.use(
      graphql.query('AdminBlog', ({ variables }) =>
        HttpResponse.json({
          data: {
            blog: { ...blogFixture(String(variables.id), 'Booyah tips'), keywords: ['ff', 'tips'] },
          },
        }),
      ),
    );
    const sent = answerSave('UpdateBlog', [userError('Title is taken', 'INVALID', 'title')]);
    const { user } = openForm('/admin/content/blogs/1');

    expect(await screen.findByLabelText('Title')).toHaveValue('Booyah tips');
    expect(screen.getByLabelText('Author')).toHaveValue('Team CCL');
    expect(screen.getByLabelText('Keywords (comma-separated)')).toHaveValue('ff, tips');
    await user.click(screen.getByRole('button', { name: 'Save blog' }));

    expect(await screen.findByText('Title is taken')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: '1', input: { title: 'Booyah tips', author: 'Team CCL' } });
  });
});
