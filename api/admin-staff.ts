import * as z from 'zod';
import { emailSchema, idSchema } from './common';
import { staffRoles } from './constants';
import { newPasswordSchema } from './users';

/*
 * The shop's people in the admin (the owner's own calls): who works in /admin, inviting staff by email, and
 * turning a staff member back into a shopper.
 */

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** whether their login asks for an authenticator code */
  totp: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation mailed and not yet followed: no account has its role until its person follows the link. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** when the newest link was mailed, ms since epoch */
  sentAt: z.number(),
  /** when that link stops working, ms since epoch */
  expiresAt: z.number(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /api/admin/staff: the owner(s) first, then staff, each by email; then the invitations pending. */
export const adminStaffAnswer = z.object({
  success: z.literal(true),
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type AdminStaffAnswer = z.infer<typeof adminStaffAnswer>;

/** POST /api/admin/staff/invite: mails the email a link; its person becomes staff by following it. */
export const adminInviteStaffRequest = z.strictObject({ email: emailSchema });
export type AdminInviteStaffRequest = z.input<typeof adminInviteStaffRequest>;

/** POST /api/admin/staff/remove: a staff member back to a shopper; their sessions end. */
export const adminRemoveStaffRequest = z.strictObject({ id: idSchema });
export type AdminRemoveStaffRequest = z.input<typeof adminRemoveStaffRequest>;

/** POST /api/admin/staff/invitation/cancel and .../resend: a pending invitation, by its id. */
export const adminInvitationRequest = z.strictObject({ id: idSchema });
export type AdminInvitationRequest = z.input<typeof adminInvitationRequest>;

/** What a change answers: a sentence for the owner, and the list as it now is. */
export const adminStaffChangeAnswer = adminStaffAnswer.extend({ message: z.string() });
export type AdminStaffChangeAnswer = z.infer<typeof adminStaffChangeAnswer>;

const invitationToken = z
  .string()
  .trim()
  .min(1, { error: 'This invitation link is invalid or has expired' })
  .max(200);

/** POST /api/user/invitation: what the mailed link invites to (the token rides in the body, as a reset's). */
export const invitationRequest = z.strictObject({ token: invitationToken });
export type InvitationRequest = z.input<typeof invitationRequest>;

export const invitationAnswer = z.object({
  success: z.literal(true),
  email: z.string(),
  role: z.enum(staffRoles),
  /** false: an account of that email exists, and accepting sets its password anew */
  newAccount: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

/**
 * POST /api/user/invitation/accept: the link's token and the account's password. The account gets the role,
 * every earlier session of it ends, and its person logs in with the password.
 */
export const acceptInvitationRequest = z.strictObject({
  token: invitationToken,
  password: newPasswordSchema,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
