import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminProduct } from '../../api';
import {
  AdminProductList,
  Button,
  EmptyState,
  Field,
  FormMessage,
  Input,
  ShopLink,
  type AdminProductSummary,
} from '../../ui';
import type { ProductsSearchAnswer } from '../actions/admin-products';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths } from './view';

/**
 * /admin/products: every perfume, on sale first and archived ones apart, with a search (posted: it is a form
 * like the orders' filter) and the way to add a perfume.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminProducts({}));
  return answer.ok ? { products: answer.data.products } : null;
}

export const meta: MetaFunction = () => ({ title: 'Products', noindex: true });

function stockLabel(product: AdminProduct): string {
  if (!product.inStock) return 'Out of stock';
  return product.stock === undefined ? 'In stock (no count)' : `In stock: ${product.stock}`;
}

const summaryOf = (product: AdminProduct): AdminProductSummary => ({
  productId: product._id,
  href: adminPaths.product(product._id),
  name: product.name,
  category: product.category,
  price: product.basePrice,
  image: product.image[0],
  stockLabel: stockLabel(product),
  bestseller: product.bestseller,
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const found = useActionData<ProductsSearchAnswer | { message: string }>();
  const navigation = useNavigation();
  if (!loaded) return null;
  const searched = found && 'products' in found ? found : null;
  const products = searched?.products ?? loaded.products;
  const onSale = products.filter((product) => !product.archived);
  const archived = products.filter((product) => product.archived);
  const searching = navigation.state === 'submitting' && navigation.formAction === adminPaths.products;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-display-sm">Products</h1>
        <Button asChild>
          <ShopLink href={adminPaths.newProduct}>Add a perfume</ShopLink>
        </Button>
      </div>
      <Form method="post" action={adminPaths.products} className="flex flex-wrap items-end gap-3">
        <Field label="Search" hint="A name or a category" className="min-w-0 flex-1 sm:max-w-sm">
          <Input name="search" type="search" defaultValue={searched?.search ?? ''} autoComplete="off" />
        </Field>
        <Button type="submit" variant="outline" busy={searching} busyLabel="Searching...">
          Search
        </Button>
      </Form>
      {found && 'message' in found && <FormMessage>{found.message}</FormMessage>}
      {onSale.length > 0 ? (
        <section aria-labelledby="on-sale" className="grid gap-3">
          <h2 id="on-sale" className="font-display text-xl">
            On the storefront ({onSale.length})
          </h2>
          <AdminProductList products={onSale.map(summaryOf)} />
        </section>
      ) : (
        <EmptyState title={searched ? 'No perfume found' : 'No perfumes yet'} titleAs="h2">
          {searched
            ? 'No perfume on sale has that name or category.'
            : 'Add your first perfume: shoppers see it at once.'}
        </EmptyState>
      )}
      {archived.length > 0 && (
        <section aria-labelledby="archived" className="grid gap-3">
          <h2 id="archived" className="font-display text-xl">
            Archived ({archived.length})
          </h2>
          <p className="text-sm text-muted-foreground">
            Not on the storefront; the orders that name them keep them.
          </p>
          <AdminProductList products={archived.map(summaryOf)} />
        </section>
      )}
    </>
  );
}
