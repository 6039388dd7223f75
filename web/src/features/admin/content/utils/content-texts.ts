/** What a blog or product form says when the platform could not be asked or gave no reason. */
export const SAVE_FAILED = 'Nothing was saved. Try again.';
