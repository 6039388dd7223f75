/** How many recent blogs the detail page's sidebar shows (SPEC §9). */
export const RECENT_BLOGS_SHOWN = 2;

/**
 * The most recent blogs other than the one being read. The gateway answers blogs newest first,
 * so the first ones are the most recent.
 */
export function recentBlogsBesides<T extends { id: string }>(blogs: readonly T[], id: string): T[] {
  return blogs.filter((blog) => blog.id !== id).slice(0, RECENT_BLOGS_SHOWN);
}
