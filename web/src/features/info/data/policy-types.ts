/** A section of a static policy page: paragraphs, then an optional bulleted list. */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** A static policy page (Refund Policy, Terms and Conditions, Privacy Policy). */
export interface PolicyDocument {
  title: string;
  summary: string;
  sections: readonly PolicySection[];
}
