import createDOMPurify from 'dompurify';

type DomWindow = Parameters<typeof createDOMPurify>[0];

/**
 * Blog descriptions may be HTML written by organisers; it is rendered only through this module.
 * DOMPurify drops scripts, event-handler attributes and `javascript:` URLs, so nothing in the
 * content can run. A private instance keeps the hook below from touching other users of
 * DOMPurify.
 */
function purifierOf(window: DomWindow) {
  const purifier = createDOMPurify(window);
  // Pictures inside an article load only when scrolled to: readers are on slow mobile data.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

let purifier = typeof window === 'undefined' ? undefined : purifierOf(window);

/**
 * The server render has no window: it lends DOMPurify a DOM of its own (jsdom, as DOMPurify's
 * README advises for Node), so a blog's HTML is sanitised there exactly as in the browser.
 */
export function sanitizeWithWindow(window: DomWindow): void {
  purifier = purifierOf(window);
}

const CONFIG = {
  USE_PROFILES: { html: true },
  // Inline styles and forms would break the dark layout or imitate the app's own forms.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

/**
 * Safe HTML for `dangerouslySetInnerHTML`, or null where DOMPurify cannot run (it would then
 * hand the input back untouched), so the caller shows text instead: fail closed.
 */
export const sanitizeHtml = (html: string): string | null =>
  purifier?.isSupported ? purifier.sanitize(html, CONFIG) : null;

const TAG = /<\/?[a-z][^>]*>/gi;

/** True when the text holds markup (a tag), false for plain text with blank-line paragraphs. */
export const looksLikeHtml = (text: string): boolean => new RegExp(TAG.source, 'i').test(text);

/** The text without its tags, for display only: React escapes it, so this is not a sanitiser. */
export const withoutTags = (text: string): string => text.replace(TAG, ' ');
