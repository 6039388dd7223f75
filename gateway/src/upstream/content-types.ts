/** The upstream's JSON of the site's content (SPEC §3). */

export interface UpstreamBlog {
  id: number;
  title: string;
  imageLink?: string | null;
  author?: string | null;
  createdDate: string;
  subDescription?: string | null;
  description?: string | null;
  quote?: string | null;
  keyword?: string | null;
}

export interface UpstreamProduct {
  id: number;
  name: string;
  image?: string | null;
  price: number | string;
}
