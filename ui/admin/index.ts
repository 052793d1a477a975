// The shop owner's admin (issue 18): its frame, Today's tiles, the order list, an order's forms and history.
export { AdminFrame, type AdminFrameProps, type AdminNavItem } from './admin-frame';
export { AdminOrderList, type AdminOrderListProps, type AdminOrderSummary } from './admin-order-list';
export { type FormAs } from './form-as';
export { MarkPaidForm, type MarkPaidFormProps } from './mark-paid-form';
export { OrderHistory, type OrderHistoryEntry, type OrderHistoryProps } from './order-history';
export { OrderStatusForm, type OrderStatusFormProps } from './order-status-form';
export {
  OrdersFilterForm,
  type OrdersFilterField,
  type OrdersFilterFormProps,
  type OrdersFilterValues,
} from './orders-filter-form';
export {
  LowStockList,
  TodayTile,
  todayTileVariants,
  type LowStockItem,
  type TodayTileProps,
} from './today-tile';
