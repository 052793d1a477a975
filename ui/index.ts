// The design system's public surface. Import from 'ui' (this file), not from the files behind it.
// Tokens and global styles: ui/theme.css (imported once by the app and by .storybook/preview.tsx).

// ---- Helpers ----
export { cn } from './lib/cn';
export { ShopLink, ShopLinkProvider, type ShopLinkProps } from './lib/link';
export { formatPrice } from './lib/money';
export { tones, type Tone } from './lib/tones';
export { useControllableState } from './lib/use-controllable-state';
export { useHydrated } from './lib/use-hydrated';
export { usePrefersReducedMotion } from './lib/use-prefers-reduced-motion';

// ---- Primitives ----
export { Badge, badgeVariants, type BadgeProps } from './primitives/badge';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './primitives/breadcrumbs';
export { Button, buttonVariants, type ButtonProps } from './primitives/button';
export { CarouselDots, CarouselNext, CarouselPrevious, CarouselSlides } from './primitives/carousel';
export { Checkbox, type CheckboxProps } from './primitives/checkbox';
export { HiddenFields, type HiddenFieldsProps } from './primitives/hidden-fields';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './primitives/dialog';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state';
export {
  ErrorSummary,
  errorSummaryItems,
  useFieldIds,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './primitives/error-summary';
export { FadeCarousel, type FadeCarouselProps } from './primitives/fade-carousel';
export { Field, type FieldProps } from './primitives/field';
export { Icon, type IconName, type IconProps } from './primitives/icon';
export { IconButton, iconButtonVariants, type IconButtonProps } from './primitives/icon-button';
export { controlVariants, Input, type InputProps } from './primitives/input';
export { Price, type PriceProps } from './primitives/price';
export { QuantityStepper, type QuantityStepperProps } from './primitives/quantity-stepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './primitives/radio-group';
export { Select, type SelectOption, type SelectProps } from './primitives/select';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './primitives/sheet';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './primitives/native-select';
export { Skeleton, type SkeletonProps } from './primitives/skeleton';
export { Spinner, SpinnerIcon } from './primitives/spinner';
export { StarRating, type StarRatingProps } from './primitives/star-rating';
export { StarRatingInput, type StarRatingInputProps } from './primitives/star-rating-input';
export { StatusDot, type StatusDotProps } from './primitives/status-dot';
export { Textarea, type TextareaProps } from './primitives/textarea';
export { Toaster } from './primitives/toast';
export {
  PlainToaster,
  toastTones,
  type ToasterProps,
  type ToastMessage,
  type ToastTone,
} from './primitives/toast-card';
export { WrapCarousel, type WrapCarouselProps } from './primitives/wrap-carousel';

// ---- Shop pieces ----
export * from './checkout';
export * from './storefront';
export * from './marketing';
export * from './admin';
