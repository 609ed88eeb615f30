ALTER TABLE "partner_invitations" ADD COLUMN "sends" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "partner_invitations" SET "sent_at" = "created_at";
