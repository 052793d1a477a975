/*
 * The admin's products without zod: the limits, the sentences and the pictures' sizes that the
 * server's schemas, the admin's form (checked by hand, as api/'s schemas stay out of the pages' scripts) and
 * the mocks share.
 */

/** The largest picture the shop takes: a phone's photo is 2 to 6 MB. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The storefront's picture (a 4:5 card and the product page) and its sharp screens' twice as large. */
export const pictureSizes = {
  card: { width: 480, height: 600 },
  sharp: { width: 960, height: 1200 },
} as const satisfies Record<string, { width: number; height: number }>;

/** Where the server keeps uploaded pictures, by content hash: `/pictures/<hash>-480.webp` and `-960.webp`. */
export const PICTURES_PATH = '/pictures';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const PRODUCT_CATEGORY_MAX = 60;
export const PRODUCT_OPTION_MAX = 60;
export const PRODUCT_MAX_IMAGES = 8;
export const PRODUCT_MAX_SIZES = 10;
export const PRODUCT_MAX_OPTIONS = 20;
export const PRODUCT_MAX_STOCK = 100_000;

export const productWords = {
  nameMissing: 'Give the perfume a name',
  nameTooLong: `Keep the name to ${PRODUCT_NAME_MAX} characters or fewer`,
  descriptionTooLong: `Keep the description to ${PRODUCT_DESCRIPTION_MAX} characters or fewer`,
  categoryMissing: 'Choose or type a category',
  categoryTooLong: `Keep the category to ${PRODUCT_CATEGORY_MAX} characters or fewer`,
  priceMissing: 'Enter the price in naira, for example 45000',
  stockNotCount: 'Enter the stock as a whole number (0 or more), or choose "No count"',
  sizeMissing: 'Name each size (50ml) or leave its row empty',
  sizePriceMissing: 'Give each size its price in naira',
  sizesRepeated: 'Each size can be listed once',
  wrapPriceMissing: 'Give the price of a gift-wrapped bottle in naira',
  optionTooLong: `Keep each option to ${PRODUCT_OPTION_MAX} characters or fewer`,
  tooManyImages: `A perfume shows at most ${PRODUCT_MAX_IMAGES} pictures`,
  pictureNotOurs: 'A picture must be one uploaded to the shop',
  pictureMissing: 'Choose a picture to upload',
  pictureTooLarge: 'That picture is larger than 10 MB: choose a smaller one',
  pictureNotImage: 'That file is not a picture the shop can read: choose a JPEG, PNG or WebP photo',
  productNotFound: 'That perfume is not in the catalogue',
} as const;

/** The sentence after a save or an archive, by the server and the mock alike. */
export const productSavedSentence = (name: string, created: boolean) =>
  created ? `${name} is added: shoppers can see it now.` : `${name} is saved.`;

export const productArchivedSentence = (name: string, archived: boolean) =>
  archived
    ? `${name} is archived: shoppers no longer see it; its orders keep it.`
    : `${name} is back on the storefront.`;

/** The sharp screens' picture beside a card-sized one of ours; none for other pictures (the seeded ones). */
export function sharpPictureOf(url: string): string | null {
  const match = /^\/pictures\/([0-9a-f]{16,64})-480\.webp$/.exec(url);
  return match ? `${PICTURES_PATH}/${match[1]}-960.webp` : null;
}
