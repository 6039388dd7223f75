import { Form, Formik } from 'formik';
import { useNavigate, useParams } from 'react-router';
import { BLOG_LIMITS, blogFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type AdminBlogFieldsFragment,
  type BlogInput,
  useAdminBlogQuery,
} from '../../../../generated/admin';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { BlogBody } from '../../../blogs/public';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { useSaveBlog } from '../api/use-save-blog';
import { useContentSave } from './use-content-save';
import './content.css';

type Values = {
  title: string;
  imageUrl: string;
  author: string;
  subDescription: string;
  description: string;
  quote: string;
  keyword: string;
};
const FIELDS = [
  'title',
  'imageUrl',
  'author',
  'subDescription',
  'description',
  'quote',
  'keyword',
] as const;

const valuesOf = (blog: AdminBlogFieldsFragment | null): Values => ({
  title: blog?.title ?? '',
  imageUrl: blog?.imageUrl ?? '',
  author: blog?.author ?? '',
  subDescription: blog?.subDescription ?? '',
  description: blog?.description ?? '',
  quote: blog?.quote ?? '',
  keyword: blog?.keywords.join(', ') ?? '',
});

/** Every field is sent, so clearing one clears it; no author is null (the site says 'Agent'). */
function inputOf(values: Values): BlogInput {
  const clean = blogFormSchema.cast(values);
  return {
    title: clean.title,
    imageUrl: clean.imageUrl ?? '',
    author: clean.author || null,
    subDescription: clean.subDescription ?? '',
    description: clean.description ?? '',
    quote: clean.quote ?? '',
    keyword: clean.keyword ?? '',
  };
}

/** /admin/content/blogs/new and /admin/content/blogs/:blogId. */
export function BlogFormPage() {
  const { blogId } = useParams();
  useDocumentTitle(blogId ? 'Edit blog' : 'New blog');
  return blogId ? <EditBlog id={blogId} /> : <BlogForm blog={null} />;
}

function EditBlog({ id }: { id: string }) {
  const { data, loading, error } = useAdminBlogQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Loader label="Loading the blog..." />;
  if (error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the blog'}
      </StatusMessage>
    );
  }
  if (!data?.blog) return <StatusMessage>There is no blog #{id}.</StatusMessage>;
  return <BlogForm blog={data.blog} />;
}

function BlogForm({ blog }: { blog: AdminBlogFieldsFragment | null }) {
  const navigate = useNavigate();
  const saveBlog = useSaveBlog(blog?.id ?? null);
  const { save, failure } = useContentSave<Values>(FIELDS);
  const done = () => navigate(PATHS.adminContent);

  return (
    <>
      <h1 className="console-title">{blog ? 'Edit blog' : 'New blog'}</h1>
      <Formik
        initialValues={valuesOf(blog)}
        validationSchema={blogFormSchema}
        onSubmit={(values, formik) => {
          const input = inputOf(values);
          return save(formik, () => saveBlog(input), blog ? 'Blog saved' : 'Blog published', done);
        }}
      >
        {({ values, isSubmitting }) => (
          <div className="content-editor">
            <Form className="form content-form" noValidate>
              <TextField name="title" label="Title" maxLength={BLOG_LIMITS.title} />
              <TextField name="imageUrl" label="Image URL" type="url" inputMode="url" />
              <TextField name="author" label="Author" autoComplete="off" />
              <TextField name="subDescription" label="Sub-description" rows={3} />
              <TextField name="description" label="Description (text or HTML)" rows={10} />
              <TextField name="quote" label="Quote" rows={2} />
              <TextField name="keyword" label="Keywords (comma-separated)" autoComplete="off" />
              <FormError message={failure} />
              <SubmitButton busy={isSubmitting}>{blog ? 'Save blog' : 'Publish blog'}</SubmitButton>
            </Form>
            <section className="console-card content-preview" aria-labelledby="blog-preview">
              <h2 id="blog-preview" className="console-section__title">
                Preview
              </h2>
              <p className="console-card__meta">
                The description as the blog page shows it: anything unsafe is removed.
              </p>
              {values.title.trim() && <h3 className="content-preview__title">{values.title}</h3>}
              {values.description.trim() ? (
                <BlogBody text={values.description} />
              ) : (
                <p className="console-card__meta">Nothing to preview yet.</p>
              )}
            </section>
          </div>
        )}
      </Formik>
    </>
  );
}
