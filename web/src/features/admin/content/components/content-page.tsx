import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { Tabs } from '../../../../components/tabs/tabs';
import { useContentListsQuery } from '../../../../generated/admin';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { type ContentItem, type ContentKind, NOUN, itemsOf } from '../utils/content-items';
import { DeleteContentDialog } from './delete-content-dialog';
import './content.css';

const TABS = [
  { key: 'blogs', label: 'Blogs', render: () => <ContentList kind="blogs" /> },
  { key: 'products', label: 'Products', render: () => <ContentList kind="products" /> },
] as const;

/** /admin/content: blogs and products (`?tab=products`), each to edit or delete. */
export function ContentPage() {
  useDocumentTitle('Content');
  const [params, setParams] = useSearchParams();
  const tab: ContentKind = params.get('tab') === 'products' ? 'products' : 'blogs';
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

function ContentList({ kind }: { kind: ContentKind }) {
  const { data, error } = useContentListsQuery({ fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
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
      {deleting && (
        <DeleteContentDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}
