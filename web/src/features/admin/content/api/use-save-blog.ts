import {
  type BlogInput,
  useCreateBlogMutation,
  useUpdateBlogMutation,
} from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { SAVE_FAILED } from '../utils/content-texts';

/** Publishes a new blog (no id) or saves the changes to one. */
export function useSaveBlog(blogId: string | null) {
  const [createBlog] = useCreateBlogMutation();
  const [updateBlog] = useUpdateBlogMutation();
  return (input: BlogInput) =>
    sendOrganiserChange(async () => {
      if (blogId) return (await updateBlog({ variables: { id: blogId, input } })).data?.updateBlog;
      return (await createBlog({ variables: { input } })).data?.createBlog;
    }, SAVE_FAILED);
}
