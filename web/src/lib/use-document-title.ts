import { useEffect } from 'react';
import { SITE_NAME } from './site-info';

/** Names the browser tab (and what a screen reader announces on arrival) after the page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
