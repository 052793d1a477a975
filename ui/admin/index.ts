// The shop owner's admin (issue 18): its frame, Today's tiles, the order list, an order's forms and history, and
// the bank statement's form, matches and unmatched credits, and the announcement popup's form and preview.
export { AdminFrame, type AdminFrameProps, type AdminNavItem } from './admin-frame';
export { AdminOrderList, type AdminOrderListProps, type AdminOrderSummary } from './admin-order-list';
export { type FormAs } from './form-as';
export { MarkPaidForm, type MarkPaidFormProps } from './mark-paid-form';
export { OrderHistory, type OrderHistoryEntry, type OrderHistoryProps } from './order-history';
export { PopupForm, type PopupFormProps } from './popup-form';
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
