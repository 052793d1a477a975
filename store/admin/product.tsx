import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { productSavedSentence, unitPrice } from '../../api';
import { Badge, Button, emptyProductDraft, FormMessage, OrderHistory, ProductForm } from '../../ui';
import { draftOf, type ProductFormAnswer } from '../actions/admin-products';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths, historyOf } from './view';

/**
 * /admin/products/new and /admin/products/:productId: a perfume's form with its preview, and for a saved one,
 * archive or restore, and what the shop has done to it. The categories the catalogue has are offered as the
 * category is typed.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const list = adminAnswer(await api.adminProducts({}));
  if (!list.ok) return null;
  const { categories } = list.data;
  if (!params.productId) return { categories, product: null, history: [] };
  const { product, history } = orThrow(await api.adminProduct({ productId: params.productId }));
  return { categories, product, history };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data?.product ? data.product.name : 'Add a perfume',
  noindex: true,
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<ProductFormAnswer>();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  if (!loaded) return null;
  const { product, categories, history } = loaded;
  const sending = navigation.state === 'submitting' && navigation.formAction === pathname;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const kept = answer && 'draft' in answer ? answer : null;
  const refusal = kept && 'errors' in kept ? kept : null;
  const added = product && new URLSearchParams(search).has('added');
  return (
    <>
      <div className="grid gap-2">
        <p>
          <a href={adminPaths.products} className="text-sm text-primary underline underline-offset-4">
            All products
          </a>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-display-sm">{product ? product.name : 'Add a perfume'}</h1>
          {product?.archived && <Badge tone="out-of-stock">Archived</Badge>}
        </div>
        {added && navigation.state === 'idle' && !answer && (
          <FormMessage tone="success">{productSavedSentence(product.name, true)}</FormMessage>
        )}
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {kept && 'previewed' in kept && navigation.state === 'idle' && (
          <FormMessage tone="success">
            Preview below: nothing is saved until you press {product ? 'Save changes' : 'Add the perfume'}.
          </FormMessage>
        )}
      </div>
      <ProductForm
        // a saved change starts the form afresh from it
        key={product ? JSON.stringify(product) : 'new'}
        action={pathname}
        formAs={Form}
        draft={kept?.draft ?? (product ? draftOf(product) : emptyProductDraft)}
        categories={categories}
        errors={refusal?.errors}
        formError={refusal && Object.keys(refusal.errors).length === 0 ? refusal.message : undefined}
        busy={intent === 'save' || intent === 'preview' ? intent : null}
        productHref={product && !product.archived ? `/product/${product._id}` : undefined}
        saveLabel={product ? 'Save changes' : 'Add the perfume'}
        unitPrice={unitPrice}
      />
      {product && (
        <Form
          method="post"
          action={pathname}
          className="grid max-w-prose gap-3 rounded-xl border border-border p-4"
        >
          <h2 className="font-display text-xl">{product.archived ? 'Archived' : 'Archive'}</h2>
          <p className="text-sm text-muted-foreground">
            {product.archived
              ? 'Shoppers do not see this perfume. Its orders keep it. Restoring puts it back on the storefront.'
              : 'Takes the perfume off the storefront: lists, search and its page. Its orders keep it; you can restore it.'}
          </p>
          <Button
            type="submit"
            name="intent"
            value={product.archived ? 'restore' : 'archive'}
            variant="outline"
            wrap
            className="w-fit"
            busy={intent === 'archive' || intent === 'restore'}
            busyLabel={product.archived ? 'Restoring...' : 'Archiving...'}
          >
            {product.archived ? 'Restore to the storefront' : 'Archive'}
          </Button>
        </Form>
      )}
      {product && (
        <section aria-labelledby="history" className="grid max-w-prose gap-3">
          <h2 id="history" className="font-display text-xl">
            History
          </h2>
          <OrderHistory entries={historyOf(history)} />
        </section>
      )}
    </>
  );
}
