// The storefront's shop pieces: header, footer, collection and product page parts. Presentational only.
export { AccountMenu, type AccountMenuProps } from './account-menu';
export { AddToCartConfirmDialog, type AddToCartConfirmDialogProps } from './add-to-cart-confirm-dialog';
export {
  AnnouncementDialog,
  AnnouncementPreview,
  type AnnouncementDialogProps,
  type AnnouncementPreviewProps,
} from './announcement-dialog';
export { CategoryFilter, type CategoryFilterProps } from './category-filter';
export { DeliveryInfo, type DeliveryFees, type DeliveryInfoProps } from './delivery-info';
export {
  defaultBusinessHours,
  defaultFooterLinks,
  Footer,
  type BusinessHours,
  type FooterLinks,
  type FooterProps,
  type SocialLinks,
} from './footer';
export { Header, type HeaderProps } from './header';
export { LoginToReview, type LoginToReviewProps } from './login-to-review';
export { MissingSelectionDialog, type MissingSelectionDialogProps } from './missing-selection-dialog';
export { MobileMenu, type MobileMenuProps } from './mobile-menu';
export { isCurrentLink, mainLinks } from './nav-links';
export {
  NewsletterForm,
  newsletterStatuses,
  type NewsletterFormProps,
  type NewsletterStatus,
} from './newsletter-form';
export { OutOfStockPrice, type OutOfStockPriceProps } from './out-of-stock-price';
export { ProductCard, type ProductCardData, type ProductCardProps } from './product-card';
export { ProductGallery, type ProductGalleryProps } from './product-gallery';
export {
  ProductGrid,
  productGridVariants,
  type ProductGridCard,
  type ProductGridProps,
} from './product-grid';
export { PLACEHOLDER_IMAGE, ProductImage, type ProductImageProps } from './product-image';
export { PromiseList, type DeliveryTimes, type PromiseListProps } from './promise-list';
export { PurchaseBar, type PurchaseBarProps } from './purchase-bar';
export { ReviewForm, type ReviewFormProps } from './review-form';
export { ReviewList, type ReviewListItem, type ReviewListProps } from './review-list';
export { ReviewSummary, type ReviewSummaryProps } from './review-summary';
export { SearchBar, type SearchBarProps } from './search-bar';
export { SortSelect, sortOptions, type SortOrder, type SortSelectProps } from './sort-select';
export {
  VariationSelectors,
  type VariationErrors,
  type VariationSelectorsProps,
} from './variation-selectors';
