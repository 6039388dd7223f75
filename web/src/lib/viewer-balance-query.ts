/**
 * The header's balance query, by name: a form that moves money asks it again after a request,
 * so the header shows the new sum. A name, not the document, because the query belongs to the
 * app's layout, which no feature may import.
 */
export const BALANCE_QUERY = 'ViewerBalance';
