import { Form, Formik } from 'formik';
import { useNavigate, useParams } from 'react-router';
import { productFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type AdminProductFieldsFragment,
  type ProductInput,
  useAdminProductsQuery,
} from '../../../../generated/admin';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { useSaveProduct } from '../api/use-save-product';
import { useContentSave } from './use-content-save';
import './content.css';

// The price is a number input: formik keeps a number, or '' while it is empty.
type Values = { name: string; imageUrl: string; price: number | '' };
const FIELDS = ['name', 'imageUrl', 'price'] as const;

const valuesOf = (product: AdminProductFieldsFragment | null): Values => ({
  name: product?.name ?? '',
  imageUrl: product?.imageUrl ?? '',
  price: product ? Number(product.price.rupees) : '',
});

function inputOf(values: Values): ProductInput {
  const clean = productFormSchema.cast(values);
  return { name: clean.name, imageUrl: clean.imageUrl ?? '', price: String(clean.price) };
}

/** /admin/content/products/new and /admin/content/products/:productId. */
export function ProductFormPage() {
  const { productId } = useParams();
  useDocumentTitle(productId ? 'Edit product' : 'New product');
  return productId ? <EditProduct id={productId} /> : <ProductForm product={null} />;
}

/** There is no product-by-id query: the product is found in the list. */
function EditProduct({ id }: { id: string }) {
  const { data, loading, error } = useAdminProductsQuery({ fetchPolicy: 'network-only' });
  if (loading) return <Loader label="Loading the product..." />;
  if (error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the product'}
      </StatusMessage>
    );
  }
  const product = data?.products.find((item) => item.id === id);
  if (!product) return <StatusMessage>There is no product #{id}.</StatusMessage>;
  return <ProductForm product={product} />;
}

function ProductForm({ product }: { product: AdminProductFieldsFragment | null }) {
  const navigate = useNavigate();
  const saveProduct = useSaveProduct(product?.id ?? null);
  const { save, failure } = useContentSave<Values>(FIELDS);
  const done = () => navigate(`${PATHS.adminContent}?tab=products`);

  return (
    <>
      <h1 className="console-title">{product ? 'Edit product' : 'New product'}</h1>
      <Formik
        initialValues={valuesOf(product)}
        validationSchema={productFormSchema}
        onSubmit={(values, formik) => {
          const input = inputOf(values);
          return save(
            formik,
            () => saveProduct(input),
            product ? 'Product saved' : 'Product listed',
            done,
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form content-form" noValidate>
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="imageUrl" label="Image URL" type="url" inputMode="url" />
            <TextField
              name="price"
              label="Price (₹)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
            />
            <FormError message={failure} />
            <SubmitButton busy={isSubmitting}>
              {product ? 'Save product' : 'List product'}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </>
  );
}
