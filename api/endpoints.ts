import type * as z from 'zod';
import {
  adminMarkPaidRequest,
  adminOrderNoteRequest,
  adminDeliveryNoteRequest,
  adminRefundRequest,
  adminOrderAnswer,
  adminOrderChangeAnswer,
  adminOrderRequest,
  adminOrdersAnswer,
  adminOrdersRequest,
  adminSetStatusRequest,
  adminTodayAnswer,
} from './admin';
import { adminAuditAnswer, adminAuditRequest } from './admin-audit';
import { adminBusinessAnswer } from './admin-business';
import {
  adminCustomerAnswer,
  adminCustomerRequest,
  adminCustomersAnswer,
  adminCustomersRequest,
} from './admin-customers';
import { newOrderAnswer, newOrderRequest } from './admin-new-order';
import { adminPopupAnswer, adminSetPopupAnswer, adminSetPopupRequest } from './admin-popup';
import { adminSaveSettingsAnswer, adminSaveSettingsRequest, adminSettingsAnswer } from './admin-settings';
import {
  adminMarkAnsweredRequest,
  adminMessageAnswer,
  adminMessageChangeAnswer,
  adminMessageRequest,
  adminMessagesAnswer,
  adminMessagesRequest,
  adminReplyRequest,
} from './admin-messages';
import {
  adminHideReviewAnswer,
  adminHideReviewRequest,
  adminReviewsAnswer,
  adminReviewsRequest,
} from './admin-reviews';
import { adminSubscribersAnswer } from './admin-subscribers';
import {
  acceptInvitationRequest,
  adminInvitationRequest,
  adminInviteStaffRequest,
  adminRemoveStaffRequest,
  adminStaffAnswer,
  adminStaffChangeAnswer,
  invitationAnswer,
  invitationRequest,
} from './admin-staff';
import {
  adminRecoveryCodesAnswer,
  adminRecoveryCodesRequest,
  adminSecurityAnswer,
  adminTotpOffRequest,
  adminTotpOnRequest,
  adminTotpStartAnswer,
  adminTotpStartRequest,
  loginCodeRequest,
  loginRecoveryAnswer,
  loginRecoveryRequest,
} from './second-factor';
import {
  adminArchiveProductRequest,
  adminProductAnswer,
  adminProductChangeAnswer,
  adminProductPictureAnswer,
  adminProductRequest,
  adminProductsAnswer,
  adminProductsRequest,
  adminSaveProductRequest,
} from './admin-products';
import {
  adminStatementConfirmAnswer,
  adminStatementConfirmRequest,
  adminStatementMatchAnswer,
  adminStatementMatchRequest,
} from './admin-statements';
import { cartAddRequest, cartAnswer, cartUpdateRequest } from './cart';
import { emptyRequest, failureAnswer, messageAnswer } from './common';
import { configAnswer, healthAnswer } from './config';
import { contactRequest } from './contact';
import { newsletterAnswer, newsletterFailure, newsletterRequest } from './newsletter';
import { openOrderRequest } from './order-links';
import {
  checkoutDetailsAnswer,
  flutterwaveOrderAnswer,
  orderAnswer,
  paystackOrderAnswer,
  placeOrderAnswer,
  placeOrderRequest,
  trackOrderRequest,
  userOrdersAnswer,
} from './orders';
import {
  payNowAnswer,
  payNowRequest,
  verifyAnswer,
  verifyFlutterwaveRequest,
  verifyPaystackRequest,
  webhookAnswer,
} from './payments';
import { popupAnswer } from './popup';
import { productAnswer, productListAnswer } from './products';
import { ownProductReviewAnswer, productReviewListAnswer, productReviewRequest } from './reviews';
import { routes, storefrontRouteNames, type Route, type RouteName, type StorefrontRouteName } from './routes';
import { ownShopReviewAnswer, shopReviewListAnswer, shopReviewRequest } from './shop-reviews';
import {
  authAnswer,
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  verifyEmailAnswer,
  verifyEmailRequest,
} from './users';

export interface EndpointDefinition extends Route {
  /** the JSON body; null for GET and for calls whose body the server reads raw (webhooks) */
  request: z.ZodType | null;
  answer: z.ZodType;
  failure: z.ZodType;
}

type Endpoint<R, Q, A, F> = R & { readonly request: Q; readonly answer: A; readonly failure: F };

/** A route of api/routes.ts with the schemas of what it takes and answers (a failure as failureAnswer, unless given). */
function call<R extends Route, Q extends z.ZodType | null, A extends z.ZodType>(
  route: R,
  request: Q,
  answer: A,
): Endpoint<R, Q, A, typeof failureAnswer>;
function call<R extends Route, Q extends z.ZodType | null, A extends z.ZodType, F extends z.ZodType>(
  route: R,
  request: Q,
  answer: A,
  failure: F,
): Endpoint<R, Q, A, F>;
function call(
  route: Route,
  request: z.ZodType | null,
  answer: z.ZodType,
  failure: z.ZodType = failureAnswer,
) {
  return { ...route, request, answer, failure };
}

/** Every route with its schemas. Server routes and mocks are built from it; it names exactly the routes. */
export const endpoints = {
  popup: call(routes.popup, null, popupAnswer),
  config: call(routes.config, null, configAnswer),
  health: call(routes.health, null, healthAnswer),

  productList: call(routes.productList, null, productListAnswer),
  productAvailable: call(routes.productAvailable, null, productListAnswer),
  product: call(routes.product, null, productAnswer),

  cartGet: call(routes.cartGet, emptyRequest, cartAnswer),
  cartAdd: call(routes.cartAdd, cartAddRequest, cartAnswer),
  cartUpdate: call(routes.cartUpdate, cartUpdateRequest, cartAnswer),
  cartClear: call(routes.cartClear, emptyRequest, cartAnswer),

  reviewSubmit: call(routes.reviewSubmit, productReviewRequest, messageAnswer),
  productReviews: call(routes.productReviews, null, productReviewListAnswer),
  ownProductReview: call(routes.ownProductReview, null, ownProductReviewAnswer),

  shopReviewSubmit: call(routes.shopReviewSubmit, shopReviewRequest, messageAnswer),
  shopReviews: call(routes.shopReviews, null, shopReviewListAnswer),
  ownShopReview: call(routes.ownShopReview, null, ownShopReviewAnswer),

  newsletterSubscribe: call(
    routes.newsletterSubscribe,
    newsletterRequest,
    newsletterAnswer,
    newsletterFailure,
  ),
  contact: call(routes.contact, contactRequest, messageAnswer),

  register: call(routes.register, registerRequest, authAnswer),
  login: call(routes.login, loginRequest, authAnswer),
  logout: call(routes.logout, emptyRequest, messageAnswer),
  forgotPassword: call(routes.forgotPassword, forgotPasswordRequest, messageAnswer),
  resetPassword: call(routes.resetPassword, resetPasswordRequest, messageAnswer),
  changePassword: call(routes.changePassword, changePasswordRequest, messageAnswer),
  logoutEverywhere: call(routes.logoutEverywhere, emptyRequest, messageAnswer),
  loginCode: call(routes.loginCode, loginCodeRequest, authAnswer),
  loginRecovery: call(routes.loginRecovery, loginRecoveryRequest, loginRecoveryAnswer),
  invitation: call(routes.invitation, invitationRequest, invitationAnswer),
  acceptInvitation: call(routes.acceptInvitation, acceptInvitationRequest, messageAnswer),
  verifyEmail: call(routes.verifyEmail, verifyEmailRequest, verifyEmailAnswer),

  placeOrder: call(routes.placeOrder, placeOrderRequest, placeOrderAnswer),
  paystackOrder: call(routes.paystackOrder, placeOrderRequest, paystackOrderAnswer),
  flutterwaveOrder: call(routes.flutterwaveOrder, placeOrderRequest, flutterwaveOrderAnswer),
  userOrders: call(routes.userOrders, emptyRequest, userOrdersAnswer),
  checkoutDetails: call(routes.checkoutDetails, null, checkoutDetailsAnswer),
  trackOrder: call(routes.trackOrder, trackOrderRequest, orderAnswer),
  openOrder: call(routes.openOrder, openOrderRequest, orderAnswer),
  verifyPaystack: call(routes.verifyPaystack, verifyPaystackRequest, verifyAnswer),
  verifyFlutterwave: call(routes.verifyFlutterwave, verifyFlutterwaveRequest, verifyAnswer),
  payNow: call(routes.payNow, payNowRequest, payNowAnswer),

  adminToday: call(routes.adminToday, null, adminTodayAnswer),
  adminBusiness: call(routes.adminBusiness, null, adminBusinessAnswer),
  adminOrders: call(routes.adminOrders, adminOrdersRequest, adminOrdersAnswer),
  adminOrder: call(routes.adminOrder, adminOrderRequest, adminOrderAnswer),
  adminCustomers: call(routes.adminCustomers, adminCustomersRequest, adminCustomersAnswer),
  adminCustomer: call(routes.adminCustomer, adminCustomerRequest, adminCustomerAnswer),
  adminMarkPaid: call(routes.adminMarkPaid, adminMarkPaidRequest, adminOrderChangeAnswer),
  adminSetStatus: call(routes.adminSetStatus, adminSetStatusRequest, adminOrderChangeAnswer),
  adminOrderNote: call(routes.adminOrderNote, adminOrderNoteRequest, adminOrderChangeAnswer),
  adminDeliveryNote: call(routes.adminDeliveryNote, adminDeliveryNoteRequest, adminOrderChangeAnswer),
  adminRefund: call(routes.adminRefund, adminRefundRequest, adminOrderChangeAnswer),
  adminNewOrder: call(routes.adminNewOrder, newOrderRequest, newOrderAnswer),
  adminStatementMatch: call(
    routes.adminStatementMatch,
    adminStatementMatchRequest,
    adminStatementMatchAnswer,
  ),
  adminStatementConfirm: call(
    routes.adminStatementConfirm,
    adminStatementConfirmRequest,
    adminStatementConfirmAnswer,
  ),
  adminPopup: call(routes.adminPopup, null, adminPopupAnswer),
  adminSetPopup: call(routes.adminSetPopup, adminSetPopupRequest, adminSetPopupAnswer),
  adminSettings: call(routes.adminSettings, null, adminSettingsAnswer),
  adminSaveSettings: call(routes.adminSaveSettings, adminSaveSettingsRequest, adminSaveSettingsAnswer),
  adminReviews: call(routes.adminReviews, adminReviewsRequest, adminReviewsAnswer),
  adminHideReview: call(routes.adminHideReview, adminHideReviewRequest, adminHideReviewAnswer),
  adminMessages: call(routes.adminMessages, adminMessagesRequest, adminMessagesAnswer),
  adminMessage: call(routes.adminMessage, adminMessageRequest, adminMessageAnswer),
  adminMarkAnswered: call(routes.adminMarkAnswered, adminMarkAnsweredRequest, adminMessageChangeAnswer),
  adminReply: call(routes.adminReply, adminReplyRequest, adminMessageChangeAnswer),
  adminSubscribers: call(routes.adminSubscribers, null, adminSubscribersAnswer),
  adminStaff: call(routes.adminStaff, null, adminStaffAnswer),
  adminInviteStaff: call(routes.adminInviteStaff, adminInviteStaffRequest, adminStaffChangeAnswer),
  adminRemoveStaff: call(routes.adminRemoveStaff, adminRemoveStaffRequest, adminStaffChangeAnswer),
  adminCancelInvitation: call(routes.adminCancelInvitation, adminInvitationRequest, adminStaffChangeAnswer),
  adminResendInvitation: call(routes.adminResendInvitation, adminInvitationRequest, adminStaffChangeAnswer),
  adminAudit: call(routes.adminAudit, adminAuditRequest, adminAuditAnswer),
  adminSecurity: call(routes.adminSecurity, null, adminSecurityAnswer),
  adminTotpStart: call(routes.adminTotpStart, adminTotpStartRequest, adminTotpStartAnswer),
  adminTotpOn: call(routes.adminTotpOn, adminTotpOnRequest, adminRecoveryCodesAnswer),
  adminTotpOff: call(routes.adminTotpOff, adminTotpOffRequest, messageAnswer),
  adminRecoveryCodes: call(routes.adminRecoveryCodes, adminRecoveryCodesRequest, adminRecoveryCodesAnswer),
  adminProducts: call(routes.adminProducts, adminProductsRequest, adminProductsAnswer),
  adminProduct: call(routes.adminProduct, adminProductRequest, adminProductAnswer),
  adminSaveProduct: call(routes.adminSaveProduct, adminSaveProductRequest, adminProductChangeAnswer),
  adminArchiveProduct: call(routes.adminArchiveProduct, adminArchiveProductRequest, adminProductChangeAnswer),
  // multipart form data, read by the route itself (server/routes/admin-products.ts)
  adminProductPicture: call(routes.adminProductPicture, null, adminProductPictureAnswer),

  // The provider's raw body is read and its signature checked before any parsing.
  paystackWebhook: call(routes.paystackWebhook, null, webhookAnswer),
  flutterwaveWebhook: call(routes.flutterwaveWebhook, null, webhookAnswer),
} as const;

export type Endpoints = typeof endpoints;
// Every route, each with its schemas: checked apart, as `satisfies` on the literal would widen each `auth`.
endpoints satisfies { [K in RouteName]: EndpointDefinition };
export type EndpointName = keyof Endpoints;
export type StorefrontEndpointName = StorefrontRouteName;
export const storefrontEndpointNames = storefrontRouteNames;

/**
 * Checks a success answer against its schema: the client takes it where zod is already loaded (the
 * server's render, tests, development), so the browser's production bundle need not carry zod.
 */
export function checkAnswer(name: EndpointName, body: unknown): { ok: true; value: unknown } | { ok: false } {
  const parsed = endpoints[name].answer.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
