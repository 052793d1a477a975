import * as z from 'zod';
import { emailSchema, idSchema } from './common';
import { staffRoles } from './constants';

/*
 * The shop's people in the admin (issue 18, the owner's own calls): who works in /admin, inviting staff by
 * email, and turning a staff member back into a shopper.
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

/** GET /api/admin/staff: the owner(s) first, then staff, each by email. */
export const adminStaffAnswer = z.object({ success: z.literal(true), staff: z.array(staffMemberSchema) });
export type AdminStaffAnswer = z.infer<typeof adminStaffAnswer>;

/** POST /api/admin/staff/invite: an existing account becomes staff; a new email gets an account and a mail. */
export const adminInviteStaffRequest = z.strictObject({ email: emailSchema });
export type AdminInviteStaffRequest = z.input<typeof adminInviteStaffRequest>;

/** POST /api/admin/staff/remove: a staff member back to a shopper; their sessions end. */
export const adminRemoveStaffRequest = z.strictObject({ id: idSchema });
export type AdminRemoveStaffRequest = z.input<typeof adminRemoveStaffRequest>;

/** What a change answers: a sentence for the owner, and the list as it now is. */
export const adminStaffChangeAnswer = adminStaffAnswer.extend({ message: z.string() });
export type AdminStaffChangeAnswer = z.infer<typeof adminStaffChangeAnswer>;
