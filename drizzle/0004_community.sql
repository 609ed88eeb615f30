CREATE TABLE "chapter_memberships" (
	"chapter_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_memberships_chapter_slug_user_id_pk" PRIMARY KEY("chapter_slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "directory_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employer" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_country" boolean DEFAULT false NOT NULL,
	"show_city" boolean DEFAULT false NOT NULL,
	"show_level" boolean DEFAULT false NOT NULL,
	"show_domains" boolean DEFAULT false NOT NULL,
	"show_employer" boolean DEFAULT false NOT NULL,
	"show_bio" boolean DEFAULT false NOT NULL,
	"show_languages" boolean DEFAULT false NOT NULL,
	"credential_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentee_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"domains" jsonb NOT NULL,
	"level" text NOT NULL,
	"languages" jsonb NOT NULL,
	"region" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"domains" jsonb NOT NULL,
	"level" text NOT NULL,
	"languages" jsonb NOT NULL,
	"region" text NOT NULL,
	"capacity" integer NOT NULL,
	"bio" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"status" text NOT NULL,
	"request_message" text NOT NULL,
	"response_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chapter_memberships" ADD CONSTRAINT "chapter_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD CONSTRAINT "mentee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_memberships_user_idx" ON "chapter_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_listed_idx" ON "directory_profiles" USING btree ("listed");--> statement-breakpoint
CREATE INDEX "mentorships_mentor_idx" ON "mentorships" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorships_mentee_idx" ON "mentorships" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorships_open_pair_idx" ON "mentorships" USING btree ("mentor_id","mentee_id") WHERE "mentorships"."status" in ('pending', 'active');