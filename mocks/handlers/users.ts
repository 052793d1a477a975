import { emailVerificationWords, messages } from '../../api';
import { answer, handle, handleForShopper, refuse } from '../handle';
import { nextId, shop, type MockShopper } from '../state';
import { mergeGuestCart } from './cart';
import { mockOrderKey } from './order-links';
import { hasMockSecondFactor, startMockCodeStep } from './second-factor';

const invitationLinkInvalid =
  "This invitation link is invalid or has expired. Ask the shop's owner to send it again.";

const liveInvitation = (token: string) =>
  shop.invitations.find((invitation) => invitation.token === token && invitation.expiresAt > Date.now());

/** The key of an account's verification link in the mock shop (/verify-email/<userId>/<key>), bound to its email. */
export const mockEmailKey = (shopper: Pick<MockShopper, 'id' | 'email'>): string =>
  mockOrderKey(`verify-email:${shopper.id}:${shopper.email}`);

/** As the server does: a verified email takes the orders placed with it that are no one's. How many. */
function joinOrdersOfVerifiedEmail(shopper: MockShopper): number {
  if (!shopper.emailVerified) return 0;
  const theirs = shop.orders.filter(
    (order) => order.userId === null && order.address.email.toLowerCase() === shopper.email.toLowerCase(),
  );
  for (const order of theirs) order.userId = shopper.id;
  return theirs.length;
}

function startSession(shopperId: string): string {
  const token = `mock-session-${crypto.randomUUID()}`;
  shop.sessions.set(token, shopperId);
  return token;
}

/** Ends the shopper's sessions whose token `ends` picks. */
function endSessionsOf(shopperId: string, ends: (token: string) => boolean): void {
  for (const [token, owner] of shop.sessions)
    if (owner === shopperId && ends(token)) shop.sessions.delete(token);
}

export const usersHandlers = [
  handle('register', ({ body }) => {
    if (shop.shoppers.some((shopper) => shopper.email === body.email))
      return refuse('register', 409, 'An account with this email already exists. Please log in instead.');
    const shopper = { id: nextId(), name: body.name, email: body.email, password: body.password };
    shop.shoppers.push(shopper);
    // as the server does it: the guest cart joins the account's
    mergeGuestCart(shopper.id);
    return answer('register', {
      success: true,
      token: startSession(shopper.id),
      message: messages.accountCreated,
      staff: false,
    });
  }),

  handle('login', ({ body }) => {
    const shopper = shop.shoppers.find((s) => s.email === body.email && s.password === body.password);
    if (!shopper) return refuse('login', 401, 'Invalid email or password');
    // an account with the second factor on gets no session until its code (handlers/second-factor.ts)
    if (hasMockSecondFactor(shopper)) return startMockCodeStep(shopper);
    mergeGuestCart(shopper.id);
    joinOrdersOfVerifiedEmail(shopper);
    return answer('login', {
      success: true,
      token: startSession(shopper.id),
      message: messages.loggedIn,
      staff: shopper.role !== undefined,
    });
  }),

  // the link mailed at sign-up (no mail leaves the mock: a story knows the key from mockEmailKey)
  handle('verifyEmail', ({ body }) => {
    const shopper = shop.shoppers.find((s) => s.id === body.userId);
    if (!shopper || body.key !== mockEmailKey(shopper))
      return refuse('verifyEmail', 400, emailVerificationWords.linkInvalid);
    shopper.emailVerified = true;
    return answer('verifyEmail', {
      success: true,
      joined: joinOrdersOfVerifiedEmail(shopper),
      message: emailVerificationWords.verified,
    });
  }),

  handle('logout', ({ token }) => {
    if (token) shop.sessions.delete(token);
    return answer('logout', { success: true, message: messages.loggedOut });
  }),

  // The same answer whether or not the email has an account. No mail leaves the mock: the reset token is kept in
  // `shop.resetTokens` for tests.
  handle('forgotPassword', ({ body }) => {
    const shopper = shop.shoppers.find((s) => s.email === body.email);
    if (shopper) shop.resetTokens.set(`mock-reset-${crypto.randomUUID()}`, shopper.id);
    return answer('forgotPassword', { success: true, message: messages.resetEmailSent });
  }),

  // A known link really changes the password and ends every session of the account. Any other link is
  // accepted without effect, so the mock storefront's reset screen can be walked without an inbox.
  handle('resetPassword', ({ body }) => {
    const shopperId = shop.resetTokens.get(body.token);
    const shopper = shop.shoppers.find((s) => s.id === shopperId);
    if (shopper) {
      shopper.password = body.password;
      shop.resetTokens.delete(body.token);
      endSessionsOf(shopper.id, () => true);
    }
    return answer('resetPassword', { success: true, message: messages.passwordReset });
  }),

  // An invitation to the admin, as the server (server/services/invitations.ts): the link's person chooses the
  // account's password, gets the role, and every earlier session of the account ends.
  handle('invitation', ({ body }) => {
    const pending = liveInvitation(body.token);
    if (!pending) return refuse('invitation', 400, invitationLinkInvalid);
    return answer('invitation', {
      success: true,
      email: pending.email,
      role: pending.role,
      newAccount: !shop.shoppers.some((shopper) => shopper.email === pending.email),
    });
  }),

  handle('acceptInvitation', ({ body }) => {
    const pending = liveInvitation(body.token);
    if (!pending) return refuse('acceptInvitation', 400, invitationLinkInvalid);
    shop.invitations = shop.invitations.filter((invitation) => invitation !== pending);
    let account = shop.shoppers.find((shopper) => shopper.email === pending.email);
    const before = account ? (account.role ?? 'shopper') : null;
    if (!account) {
      account = {
        id: nextId(),
        name: pending.email.split('@')[0] ?? pending.email,
        email: pending.email,
        password: '',
      };
      shop.shoppers.push(account);
    }
    account.password = body.password;
    if (account.role !== 'owner') account.role = pending.role;
    const id = account.id;
    endSessionsOf(id, () => true);
    shop.audit.push({
      at: Date.now(),
      actor: account.email,
      action: 'account.role',
      target: `account:${id}`,
      before: { role: before },
      after: { role: account.role, email: account.email, invitation: pending.id },
    });
    return answer('acceptInvitation', {
      success: true,
      message:
        account.role === 'owner'
          ? "You are now the shop's owner. Log in with your new password to open the admin."
          : "You now work in the shop's admin. Log in with your new password to open it.",
    });
  }),

  // As the server: the new password, every other session ended, the caller's kept.
  handleForShopper('changePassword', ({ body, shopper, token }) => {
    if (body.currentPassword !== shopper.password)
      return refuse('changePassword', 400, messages.currentPasswordWrong);
    shopper.password = body.newPassword;
    endSessionsOf(shopper.id, (other) => other !== token);
    return answer('changePassword', { success: true, message: messages.passwordChanged });
  }),

  handleForShopper('logoutEverywhere', ({ shopper }) => {
    endSessionsOf(shopper.id, () => true);
    return answer('logoutEverywhere', { success: true, message: messages.loggedOutEverywhere });
  }),
];
