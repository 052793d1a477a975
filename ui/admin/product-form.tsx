import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { Icon } from '../primitives/icon';
import { Input } from '../primitives/input';
import { Textarea } from '../primitives/textarea';
import { ProductImage } from '../storefront/product-image';
import { type FormAs } from './form-as';
import {
  choicePricesOf,
  draftFromForm,
  previewOf,
  wrapPriceWarningOf,
  type ProductDraft,
  type UnitPriceOf,
} from './product-draft';
import { ProductPreview } from './product-preview';

/** The fields a message can be about, in the form's order. */
const productFormFields = [
  'name',
  'category',
  'price',
  'description',
  'stock',
  'sizes',
  'wrapPrice',
  'baseOptions',
  'sideOptions',
  'picture',
] as const;
type ProductFormField = (typeof productFormFields)[number];

type ProductFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where the form posts (/admin/products/new, /admin/products/<id>); `intent` is 'save' or 'preview'. */
  action: string;
  /** What the boxes hold: the saved perfume, or what was typed when the server previewed or refused it. */
  draft: ProductDraft;
  /** The categories the catalogue has, offered as the category is typed. */
  categories?: readonly string[];
  errors?: Partial<Record<ProductFormField, string>>;
  /** Why the whole form failed (the session ended). */
  formError?: string;
  /** Which button was pressed while the post is on its way. */
  busy?: 'save' | 'preview' | null;
  /** The saved product's page, for the preview's card. */
  productHref?: string;
  /** The button's words: 'Add the perfume' or 'Save changes'. */
  saveLabel?: string;
  /** The storefront's price of a choice (api's unitPrice): what shoppers pay is shown beside the wrap's price. */
  unitPrice: UnitPriceOf;
  formAs?: FormAs;
};

/** A file chosen on the phone, shown in the preview before it is uploaded (the pages' CSP lets in data: images). */
function useChosenPicture() {
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file || !file.type.startsWith('image/')) return setChosen(null);
    const reader = new FileReader();
    reader.onload = () => setChosen(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return [chosen, choose] as const;
}

/**
 * A perfume's form in the admin: its name, category, price, description, stock, sizes, wrap, base and side
 * options and pictures (uploaded from the phone), beside a preview of its card and page. With the page's scripts
 * the preview follows the typing; without them, 'Preview' posts the form and the page comes back with the
 * preview and every value kept.
 */
function ProductForm({
  action,
  draft,
  categories = [],
  errors = {},
  formError,
  busy = null,
  productHref,
  saveLabel = 'Save',
  unitPrice,
  formAs: Form = 'form',
  className,
  ...props
}: ProductFormProps) {
  const ids = useFieldIds([...productFormFields, 'title', 'categories', 'inStock']);
  // the fields' box: its form is the router's or the browser's, whichever drew it
  const fields = useRef<HTMLDivElement>(null);
  // null until the page's scripts run: the server's HTML previews the draft it was given
  const [typed, setTyped] = useState<ProductDraft | null>(null);
  const [chosen, choosePicture] = useChosenPicture();
  const readForm = () => {
    const form = fields.current?.closest('form');
    if (form) setTyped(draftFromForm(new FormData(form)));
  };
  const picture = useRef<HTMLInputElement>(null);
  const answered = JSON.stringify(draft);
  const firstAnswer = useRef(answered);
  useEffect(() => {
    // the server's answer (a preview, a refusal) holds the chosen photo among the pictures, uploaded: emptied,
    // its box would not send it again with the next press (one upload, one picture)
    if (answered !== firstAnswer.current && picture.current) {
      picture.current.value = '';
      choosePicture(undefined);
    }
    // what the boxes hold: once the scripts run (a value typed before them included), and after each answer
    readForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's content, not each render's copy of it
  }, [answered]);
  const shown = typed ?? draft;
  const preview = previewOf({ ...shown, images: chosen ? [...shown.images, chosen] : shown.images });
  const wrapWarning = wrapPriceWarningOf(shown);
  const working = busy !== null;
  const shownErrors = working ? {} : errors;
  const error = (field: ProductFormField) => shownErrors[field];

  return (
    <div
      data-slot="product-form"
      className={cn('grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start', className)}
      {...props}
    >
      <section
        aria-labelledby={ids.title}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
      >
        <h2 id={ids.title} className="font-display text-xl text-foreground">
          The perfume
        </h2>
        <Form method="post" action={action} encType="multipart/form-data" noValidate className="grid gap-4">
          <div
            ref={fields}
            className="contents"
            onChange={(event: FormEvent<HTMLDivElement>) => {
              const { target } = event;
              if (target instanceof HTMLInputElement && target.name === 'picture')
                choosePicture(target.files?.[0]);
              readForm();
            }}
          >
            <ErrorSummary
              titleAs="h3"
              errors={errorSummaryItems(
                working ? undefined : formError,
                productFormFields.map((field) => [ids[field], shownErrors[field]] as const),
              )}
            />
            <Field id={ids.name} label="Name" error={error('name')} required>
              <Input name="name" defaultValue={draft.name} autoComplete="off" />
            </Field>
            <Field
              id={ids.category}
              label="Category"
              hint="Oud, Floral, Musk..."
              error={error('category')}
              required
            >
              <Input name="category" defaultValue={draft.category} list={ids.categories} autoComplete="off" />
            </Field>
            <datalist id={ids.categories}>
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <Field
              id={ids.price}
              label="Price (₦)"
              hint="Shown on the card; a size's own price replaces it"
              error={error('price')}
              required
            >
              <Input name="price" defaultValue={draft.price} inputMode="decimal" autoComplete="off" />
            </Field>
            <Field id={ids.description} label="Description" error={error('description')}>
              <Textarea name="description" rows={5} defaultValue={draft.description} />
            </Field>
            <Checkbox
              name="bestseller"
              defaultChecked={draft.bestseller}
              label="Bestseller"
              description="Shown with the Bestseller badge and among the customer favourites"
            />
            <Field
              id={ids.stock}
              label="Stock"
              hint="How many you have; leave empty when you keep no count"
              error={error('stock')}
            >
              <Input
                name="stock"
                defaultValue={draft.stock}
                inputMode="numeric"
                autoComplete="off"
                className="max-w-40"
              />
            </Field>
            <Checkbox
              id={ids.inStock}
              name="inStock"
              defaultChecked={draft.inStock}
              label="In stock"
              description="Without a count, whether shoppers can buy it; with one, the count decides"
            />
            <Field
              id={ids.sizes}
              label="Sizes"
              hint="One a line, with its price: 50ml: 45000"
              error={error('sizes')}
            >
              <Textarea name="sizes" rows={3} defaultValue={draft.sizes} />
            </Field>
            <Checkbox
              name="wrap"
              defaultChecked={draft.wrap}
              label="Gift wrap offered"
              description="Shoppers choose a size or gift wrap"
            />
            <Field
              id={ids.wrapPrice}
              label="Gift-wrapped price (₦)"
              hint={
                <>
                  The whole price of a wrapped bottle: shoppers pay it instead of a size&apos;s price, not on
                  top of it.
                  <span className="mt-1 block text-foreground">{choicePricesOf(shown, unitPrice)}</span>
                  {wrapWarning && (
                    <span className="mt-1 flex items-start gap-1.5 font-medium text-warning">
                      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
                      <span>{wrapWarning}</span>
                    </span>
                  )}
                </>
              }
              error={error('wrapPrice')}
            >
              <Input
                name="wrapPrice"
                defaultValue={draft.wrapPrice}
                inputMode="decimal"
                autoComplete="off"
                className="max-w-40"
              />
            </Field>
            <fieldset className="grid gap-3">
              <legend className="mb-2 font-medium text-foreground">Choices shoppers make</legend>
              <Field id={`${ids.baseOptions}-name`} label="First choice's name">
                <Input name="baseName" defaultValue={draft.baseName} autoComplete="off" />
              </Field>
              <Field
                id={ids.baseOptions}
                label="Its options"
                hint="One a line; none: no choice"
                error={error('baseOptions')}
              >
                <Textarea name="baseOptions" rows={3} defaultValue={draft.baseOptions} />
              </Field>
              <Field id={`${ids.sideOptions}-name`} label="Second choice's name">
                <Input name="sideName" defaultValue={draft.sideName} autoComplete="off" />
              </Field>
              <Field
                id={ids.sideOptions}
                label="Its options"
                hint="One a line; none: no choice"
                error={error('sideOptions')}
              >
                <Textarea name="sideOptions" rows={3} defaultValue={draft.sideOptions} />
              </Field>
            </fieldset>
            <fieldset className="grid gap-3">
              <legend className="mb-2 font-medium text-foreground">Pictures</legend>
              {draft.images.length > 0 && (
                <ul aria-label="Pictures" className="flex flex-wrap gap-3">
                  {draft.images.map((image, position) => (
                    <li key={image} className="grid w-24 gap-1">
                      <input type="hidden" name="image" value={image} />
                      <div className="aspect-4/5 overflow-hidden rounded-md">
                        <ProductImage src={image} alt={`Picture ${position + 1}`} />
                      </div>
                      <Checkbox name="removeImage" value={image} label="Remove" />
                    </li>
                  ))}
                </ul>
              )}
              <Field
                id={ids.picture}
                label="Add a picture"
                hint="A photo from your phone or computer (at most 10 MB); it is cropped to the storefront's 4:5"
                error={error('picture')}
              >
                <input
                  ref={picture}
                  type="file"
                  name="picture"
                  accept="image/*"
                  className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-2"
                />
              </Field>
            </fieldset>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="save"
              busy={busy === 'save'}
              busyLabel="Saving..."
              disabled={working}
            >
              {saveLabel}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="preview"
              variant="outline"
              busy={busy === 'preview'}
              busyLabel="Previewing..."
              disabled={working}
            >
              Preview
            </Button>
          </div>
        </Form>
      </section>
      <ProductPreview product={preview} href={productHref} className="xl:sticky xl:top-6" />
    </div>
  );
}

export { ProductForm, productFormFields, type ProductFormField, type ProductFormProps };
