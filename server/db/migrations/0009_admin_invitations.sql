-- Invitations to the admin, pending until their person follows the mailed link (server/services/staff.ts).
CREATE TABLE "admin_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_invitations_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "admin_invitations_role_check" CHECK ("admin_invitations"."role" in ('staff', 'owner'))
);
