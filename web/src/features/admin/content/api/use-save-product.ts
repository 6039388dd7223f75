import {
  type ProductInput,
  useCreateProductMutation,
  useUpdateProductMutation,
} from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { SAVE_FAILED } from '../utils/content-texts';

/** Lists a new product (no id) or saves the changes to one. */
export function useSaveProduct(productId: string | null) {
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  return (input: ProductInput) =>
    sendOrganiserChange(async () => {
      if (productId) {
        return (await updateProduct({ variables: { id: productId, input } })).data?.updateProduct;
      }
      return (await createProduct({ variables: { input } })).data?.createProduct;
    }, SAVE_FAILED);
}
