// The shop owner's admin: its frame, Today's tiles, the order list, an order's forms and history, and
// the bank statement's form, matches and unmatched credits, and the announcement popup's form and preview.
export { AdminFrame, type AdminFrameProps, type AdminNavItem } from './admin-frame';
export { AdminOrderList, type AdminOrderListProps, type AdminOrderSummary } from './admin-order-list';
export { CustomerList, type CustomerListProps, type CustomerRow } from './customer-list';
export { CustomerContact, type CustomerContactProps } from './customer-contact';
export { ToShipList, type PackingLine, type ToShipListProps, type ToShipOrder } from './to-ship-list';
export { AdminProductList, type AdminProductListProps, type AdminProductSummary } from './admin-product-list';
export {
  draftFromForm,
  emptyProductDraft,
  linesOf,
  previewOf,
  sizesOf,
  type ProductDraft,
  type ProductPreviewData,
  type UnitPriceOf,
} from './product-draft';
export { ProductForm, productFormFields, type ProductFormField, type ProductFormProps } from './product-form';
export { ProductPreview, type ProductPreviewProps } from './product-preview';
export { type FormAs } from './form-as';
export {
  AuditFilterForm,
  AuditOlderForm,
  type AuditFilterField,
  type AuditFilterFormProps,
  type AuditFilterValues,
  type AuditOlderFormProps,
} from './audit-filter-form';
export { AuditLogList, type AuditLogLine, type AuditLogListProps } from './audit-log-list';
export { AcceptInvitationForm, type AcceptInvitationFormProps } from './accept-invitation-form';
export { InviteStaffForm, type InviteStaffFormProps } from './invite-staff-form';
export {
  RecoveryCodesPanel,
  RecoveryCodesShown,
  type RecoveryCodesPanelProps,
  type RecoveryCodesShownProps,
} from './recovery-codes-panel';
export {
  SecondFactorPanel,
  type SecondFactorPanelProps,
  type SecondFactorState,
} from './second-factor-panel';
export {
  PendingInvitationList,
  StaffList,
  type PendingInvitationListProps,
  type PendingInvitationRow,
  type StaffListProps,
  type StaffRow,
} from './staff-list';
export {
  ContactMessageList,
  messageStandings,
  type ContactMessageListProps,
  type ContactMessageSummary,
  type MessageStanding,
} from './contact-message-list';
export { FilterTabs, type FilterTab, type FilterTabsProps } from './filter-tabs';
export { ReplyForm, type ReplyFormProps } from './reply-form';
export {
  ReviewModerationList,
  type ModeratedReview,
  type ReviewModerationListProps,
} from './review-moderation-list';
export { SubscriberList, type SubscriberListProps, type SubscriberRow } from './subscriber-list';
export { MarkPaidForm, type MarkPaidFormProps } from './mark-paid-form';
export { MoneyForm, type MoneyField, type MoneyFormProps } from './money-form';
export {
  NewOrderForm,
  type NewOrderDraft,
  type NewOrderField,
  type NewOrderFormProps,
} from './new-order-form';
export { OrderMoneySummary, type OrderMoneySummaryProps } from './order-money-summary';
export { RefundForm, type RefundFormProps } from './refund-form';
export { OrderNoteForm, type OrderNoteFormProps } from './order-note-form';
export { DeliveryNoteForm, type DeliveryNoteFormProps } from './delivery-note-form';
export { OrderHistory, type OrderHistoryEntry, type OrderHistoryProps } from './order-history';
export { PaymentBadge, type PaymentBadgeProps } from './payment-badge';
export { PopupForm, type PopupFormProps } from './popup-form';
export {
  SettingsForm,
  settingsFieldLabels,
  type SettingsFormField,
  type SettingsFormProps,
  type SettingsFormValues,
} from './settings-form';
export { OrderStatusForm, type OrderStatusFormProps } from './order-status-form';
export {
  OrdersFilterForm,
  type OrdersFilterField,
  type OrdersFilterFormProps,
  type OrdersFilterValues,
} from './orders-filter-form';
export { StatementForm, type StatementFormField, type StatementFormProps } from './statement-form';
export {
  StatementMatchList,
  type StatementMatchListProps,
  type StatementMatchRow,
} from './statement-match-list';
export {
  LowStockList,
  TodayTile,
  todayTileVariants,
  type LowStockItem,
  type TodayTileProps,
} from './today-tile';
export {
  UnmatchedCreditList,
  type UnmatchedCredit,
  type UnmatchedCreditListProps,
} from './unmatched-credit-list';
export { OlderPageForm, type OlderPageFormProps } from './older-page-form';
export { AccountantExportForm, type AccountantExportFormProps } from './accountant-export-form';
export { TakingsChart, type TakingsBar, type TakingsChartProps } from './takings-chart';
export {
  FigureList,
  RankedList,
  type Figure,
  type FigureListProps,
  type RankedItem,
  type RankedListProps,
} from './figure-list';
