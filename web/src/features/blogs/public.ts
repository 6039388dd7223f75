// What the console's blog form shows as its preview: a blog's body as readers see it.
export { BlogBody } from './components/blog-body';
