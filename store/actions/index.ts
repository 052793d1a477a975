import type { ActionFunction, RouteObject } from 'react-router-dom';
import { accountAction } from './account';
import { cartAction } from './cart';
import { contactAction } from './contact';
import { loginAction } from './login';
import { loginCodeAction } from './login-code';
import { newsletterAction } from './newsletter';
import { ordersAction } from './orders';
import { payNowAction } from './pay-now';
import { acceptInvitationAction } from './invitation';
import { forgotPasswordAction, resetPasswordAction } from './password';
import { placeOrderAction } from './place-order';
import { productAction } from './product';

/**
 * The storefront's forms as the server answers them without JavaScript (docs/decisions/036-html-first-forms.md),
 * by the route each form posts to. Only the server's static handler carries them (entry-server.tsx): in the
 * browser the same forms are enhanced by the machines, and the actions' code stays out of the pages' scripts.
 */
const formActions: Partial<Record<string, ActionFunction>> = {
  root: newsletterAction,
  login: loginAction,
  'login-code': loginCodeAction,
  'forgot-password': forgotPasswordAction,
  'reset-password': resetPasswordAction,
  invitation: acceptInvitationAction,
  account: accountAction,
  contact: contactAction,
  orders: ordersAction,
  // the signed link's page: its Pay now carries the link's key
  order: async ({ request, context }) => payNowAction(await request.formData(), context),
  cart: cartAction,
  product: productAction,
  'place-order': placeOrderAction,
};

/** The routes with their forms' actions. */
export function withFormActions(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const action = route.id ? formActions[route.id] : undefined;
    const withAction = action ? { ...route, action } : route;
    return withAction.children
      ? { ...withAction, children: withFormActions(withAction.children) }
      : withAction;
  });
}
