// Kept only while the console's last importer moves to the shared module.
export * from '../../../lib/blog-author';
