import { looksLikeHtml, sanitizeHtml, withoutTags } from '../utils/sanitize-html';
// The body brings its styles to every page that shows it, the console's preview too.
import './blogs.css';

/**
 * A blog's description: HTML is shown only after sanitising (no script from content ever runs);
 * plain text becomes one paragraph per blank-line-separated block.
 */
export function BlogBody({ text }: { text: string }) {
  const isHtml = looksLikeHtml(text);
  const safeHtml = isHtml ? sanitizeHtml(text) : null;
  if (safeHtml !== null) {
    return <div className="blog-body" dangerouslySetInnerHTML={{ __html: safeHtml }} />;
  }
  const paragraphs = (isHtml ? withoutTags(text) : text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="blog-body blog-body--text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
