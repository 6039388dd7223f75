// First: DOMPurify must see a standard DOM when it is created (see the module).
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { BlogDetailPage } from './blog-detail-page';

const blog = (id: string, title: string, createdAt: string, extra: object = {}) => ({
  __typename: 'Blog',
  id,
  title,
  imageUrl: `/assets/blogs/${id}.jpg`,
  author: null,
  createdAt,
  subDescription: 'How top squads move on Bermuda.',
  description: 'Rotate along the ridges.\n\nKeep a gloo wall ready.',
  quote: 'Rotate early, fight late.',
  keywords: ['bermuda', 'rotation tips'],
  ...extra,
});

// Newest first, as the gateway answers.
const list = [
  blog('9', 'Season 2 Is Here', '2026-03-12T12:00:00.000Z'),
  blog('5', 'Rotation Tips', '2026-03-10T12:00:00.000Z'),
  blog('4', 'Fair Play Review', '2026-03-06T12:00:00.000Z'),
  blog('2', 'Building a Squad', '2026-03-01T12:00:00.000Z'),
];

function answerWith(detail: ReturnType<typeof blog> | null, seen: string[] = []) {
  server.use(
    graphql.query('BlogDetail', ({ variables }) => {
      seen.push(String(variables.id));
      return HttpResponse.json({ data: { blog: detail, blogs: list } });
    }),
  );
  return seen;
}

const renderDetail = (route = '/blogs/5', path = '/blogs/:blogId') =>
  renderWithProviders(<BlogDetailPage />, { route, path });

describe('BlogDetailPage', () => {
  it('shows the blog: author Agent by default, date, texts, upper-cased quote, tags', async () => {
    const seen = answerWith(list[1]!);
    renderDetail();

    expect(screen.getByText('Loading blog...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rotation Tips' })).toBeVisible();
    expect(seen).toEqual(['5']);
    expect(screen.getByText('By Agent')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('March 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('How top squads move on Bermuda.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rotation Tips' })).toHaveAttribute(
      'src',
      '/assets/blogs/5.jpg',
    );
    expect(screen.getByText('Rotate along the ridges.').tagName).toBe('P');
    expect(screen.getByText('Keep a gloo wall ready.').tagName).toBe('P');
    expect(screen.getByText('ROTATE EARLY, FIGHT LATE.')).toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bermuda', 'rotation tips']);
    const about = screen.getByRole('region', { name: 'About the Author' });
    expect(within(about).getByText('Agent')).toBeInTheDocument();
  });

  it("names the blog's author when it has one", async () => {
    answerWith(blog('5', 'Rotation Tips', '2026-03-10T12:00:00.000Z', { author: 'Rahul Verma' }));
    renderDetail();

    expect(await screen.findByText('By Rahul Verma')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About the Author' });
    expect(within(about).getByText('Rahul Verma')).toBeInTheDocument();
    expect(screen.queryByText('By Agent')).not.toBeInTheDocument();
  });

  it('links the two most recent other blogs to /blog/{id} (singular)', async () => {
    answerWith(list[0]!);
    renderDetail('/blogs/9');

    const recent = await screen.findByRole('region', { name: 'Recent Blogs' });
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/5', '/blog/4']);
    expect(links[0]).toHaveTextContent('Rotation Tips');
    expect(links[1]).toHaveTextContent('Fair Play Review');
    expect(within(recent).queryByText('Season 2 Is Here')).not.toBeInTheDocument();
  });

  it('reads the id from the singular /blog/{id} route too', async () => {
    const seen = answerWith(list[2]!);
    renderDetail('/blog/4', '/blog/:blogId');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fair Play Review' }),
    ).toBeVisible();
    expect(seen).toEqual(['4']);
  });

  it('renders HTML descriptions only after sanitising them', async () => {
    const hostile = [
      '<p>Safe <strong>bold</strong> text</p>',
      '<script>window.__blogScriptRan = true</script>',
      '<img src="x.png" alt="diagram" onerror="window.__blogScriptRan = true">',
      '<a href="javascript:window.__blogScriptRan = true">bad link</a>',
    ].join('');
    answerWith(blog('5', 'Rotation Tips', '2026-03-10T12:00:00.000Z', { description: hostile }));
    const { container } = renderDetail();

    expect(await screen.findByText('bold')).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    const diagram = screen.getByRole('img', { name: 'diagram' });
    expect(diagram).not.toHaveAttribute('onerror');
    expect(diagram).toHaveAttribute('loading', 'lazy');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect((window as { __blogScriptRan?: boolean }).__blogScriptRan).toBeUndefined();
  });

  it("shows 'Blog not found' for an unknown id", async () => {
    answerWith(null);
    renderDetail('/blogs/404');

    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('shows the error', async () => {
    server.use(graphql.query('BlogDetail', () => graphQLError('The platform is unavailable')));
    renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The platform is unavailable',
    );
  });
});
