import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { Tabs } from '../../../../components/tabs/tabs';
import {
  type ContentListsQuery,
  useContentListsQuery,
  useDeleteBlogMutation,
  useDeleteProductMutation,
} from '../../../../generated/admin';
import { formatLongDate } from '../../../../lib/format-date';
import { PATHS, adminEditBlogPath, adminEditProductPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../entries/utils/server-message';
import { authorOf } from '../../../blogs/utils/blog-author';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { sendOrganiserChange } from '../../shell/utils/organiser-change';
import './content.css';

type TabKey = 'blogs' | 'products';

const TABS = [
  { key: 'blogs', label: 'Blogs', render: () => <ContentList kind="blogs" /> },
  { key: 'products', label: 'Products', render: () => <ContentList kind="products" /> },
] as const;

/** /admin/content: blogs and products (`?tab=products`), each to edit or delete. */
export function ContentPage() {
  useDocumentTitle('Content');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'products' ? 'products' : 'blogs';
  return (
    <>
      <h1 className="console-title">Content</h1>
      <Tabs
        label="Content"
        tabs={TABS}
        selected={tab}
        onSelect={(key) => setParams(key === 'products' ? { tab: key } : {}, { replace: true })}
      />
    </>
  );
}

type Item = { id: string; title: string; meta: string; editPath: string };

const itemsOf = (data: ContentListsQuery, kind: TabKey): Item[] =>
  kind === 'blogs'
    ? data.blogs.map((blog) => ({
        id: blog.id,
        title: blog.title,
        meta: `${authorOf(blog.author)} · ${formatLongDate(blog.createdAt)}`,
        editPath: adminEditBlogPath(blog.id),
      }))
    : data.products.map((product) => ({
        id: product.id,
        title: product.name,
        meta: product.price.formatted,
        editPath: adminEditProductPath(product.id),
      }));

const NOUN = { blogs: 'blog', products: 'product' } as const;

function ContentList({ kind }: { kind: TabKey }) {
  const { data, error } = useContentListsQuery({ fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const noun = NOUN[kind];

  if (!data && error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the content'}
      </StatusMessage>
    );
  }
  if (!data) return <Loader label={`Loading ${kind}...`} />;
  const items = itemsOf(data, kind);
  return (
    <>
      <div className="console-actions content-new">
        <Link
          className="button button--primary"
          to={kind === 'blogs' ? PATHS.adminNewBlog : PATHS.adminNewProduct}
        >
          New {noun}
        </Link>
      </div>
      {items.length === 0 ? (
        <StatusMessage>No {kind} yet.</StatusMessage>
      ) : (
        <ul
          className="console-list console-cards"
          aria-label={kind === 'blogs' ? 'Blogs' : 'Products'}
        >
          {items.map((item) => (
            <li key={item.id} className="console-card" aria-label={item.title}>
              <p className="content-item__title">{item.title}</p>
              <p className="console-card__meta">{item.meta}</p>
              <div className="console-actions">
                <Link className="button" to={item.editPath} aria-label={`Edit ${item.title}`}>
                  Edit
                </Link>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Delete ${item.title}`}
                  onClick={() => setDeleting(item)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && <DeleteDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** Deleting takes the item off the site at once: asked once more, by name. */
function DeleteDialog({ kind, item, onClose }: { kind: TabKey; item: Item; onClose: () => void }) {
  const [deleteBlog] = useDeleteBlogMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noun = NOUN[kind];
  const typename = kind === 'blogs' ? 'Blog' : 'Product';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const variables = { id: item.id };
    // Removed from the cache too, so every list that showed it drops it.
    const update = (cache: ApolloCache<unknown>) => {
      cache.evict({ id: cache.identify({ __typename: typename, id: item.id }) });
      cache.gc();
    };
    const outcome = await sendOrganiserChange(async () => {
      if (kind === 'blogs') {
        const { data } = await deleteBlog({
          variables,
          update: (cache, { data: answer }) => {
            if (answer?.deleteBlog.errors.length === 0) update(cache);
          },
        });
        return data?.deleteBlog;
      }
      const { data } = await deleteProduct({
        variables,
        update: (cache, { data: answer }) => {
          if (answer?.deleteProduct.errors.length === 0) update(cache);
        },
      });
      return data?.deleteProduct;
    }, `The ${noun} was not deleted. Try again.`);
    setBusy(false);
    if (outcome.ok) {
      toast.success(`Deleted “${item.title}”`);
      onClose();
    } else {
      setError(outcome.message);
    }
  };

  return (
    <ConfirmDialog
      title={`Delete ${noun}`}
      confirmLabel={`Delete ${noun}`}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>
        Delete “{item.title}”? It leaves the site at once{kind === 'blogs' ? '' : ' and the shop'}.
      </p>
    </ConfirmDialog>
  );
}
