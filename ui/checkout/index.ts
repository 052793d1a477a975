// The shop's cart, checkout, orders, account and payment pieces. The lead re-exports this from ui/index.ts.
export { AuthForm, type AuthField, type AuthFormProps, type AuthMode, type AuthValues } from './auth-form';
export { BankTransferDetails, type BankTransferDetailsProps } from './bank-transfer-details';
export { CartLine, type CartLineProduct, type CartLineProps } from './cart-line';
export { CartTotals, type CartTotalsProps } from './cart-totals';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './change-password-form';
export { CheckoutLines, type CheckoutLineItem, type CheckoutLinesProps } from './checkout-lines';
export { CheckoutSummary, type CheckoutSummaryProps } from './checkout-summary';
export { CheckoutUnavailable, type CheckoutUnavailableProps } from './checkout-unavailable';
export { CopyButton, type CopyButtonProps } from './copy-button';
export { DeliveryForm, type DeliveryField, type DeliveryFormProps } from './delivery-form';
export { CodeField, type CodeFieldProps } from './code-field';
export { EmailField, type EmailFieldProps } from './email-field';
export { CartEmpty, OrdersEmpty, type ShopEmptyProps } from './empty-states';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form';
export { LoginCodeForm, type LoginCodeFormProps } from './login-code-form';
export { RecoveryCodeForm, type RecoveryCodeFormProps } from './recovery-code-form';
export { FormCard, type FormCardProps } from './form-card';
export { FormMessage, type FormMessageProps, type FormResult } from './form-message';
export { OrderCard, type OrderCardItem, type OrderCardProps } from './order-card';
export { OrderTimeline, type OrderTimelineProps } from './order-timeline';
export { LogoutEverywhereForm, type LogoutEverywhereFormProps } from './logout-everywhere-form';
export { formatOrderDate, shortOrderId } from './order-format';
export { OrderReference, type OrderReferenceProps } from './order-reference';
export { OrderLookupForm, type OrderLookupFormProps } from './order-lookup-form';
export { PasswordInput, type PasswordInputProps } from './password-input';
export {
  PaymentMethodPicker,
  paymentMethodLabels,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './payment-method-picker';
export { PayNowForm, type PayNowFormProps } from './pay-now-form';
export { PlaceOrderButton, type PlaceOrderButtonProps } from './place-order-button';
export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';
export { BlockHeading, type BlockHeadingProps } from './block-heading';
export { ShopReviewDialog, type ShopReviewDialogProps } from './shop-review-dialog';
export { ShopReviewStep, type ShopReviewStepProps } from './shop-review-step';
export { VerifyResult, type VerifyResultProps, type VerifyState } from './verify-result';
