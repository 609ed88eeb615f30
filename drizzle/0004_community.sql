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
CREATE TABLE "forum_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 100 NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "forum_discussion_tags" (
	"discussion_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "forum_discussion_tags_discussion_id_tag_pk" PRIMARY KEY("discussion_id","tag")
);
--> statement-breakpoint
CREATE TABLE "forum_discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"accepted_post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discussion_id" uuid NOT NULL,
	"author_id" text,
	"opening" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text
);
--> statement-breakpoint
CREATE TABLE "forum_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "forum_discussion_tags" ADD CONSTRAINT "forum_discussion_tags_discussion_id_forum_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."forum_discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_discussions" ADD CONSTRAINT "forum_discussions_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_discussions" ADD CONSTRAINT "forum_discussions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_discussions" ADD CONSTRAINT "forum_discussions_accepted_post_id_forum_posts_id_fk" FOREIGN KEY ("accepted_post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_flags" ADD CONSTRAINT "forum_flags_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_flags" ADD CONSTRAINT "forum_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_discussion_id_forum_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."forum_discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD CONSTRAINT "mentee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_memberships_user_idx" ON "chapter_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_listed_idx" ON "directory_profiles" USING btree ("listed");--> statement-breakpoint
CREATE INDEX "forum_tags_tag_idx" ON "forum_discussion_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "forum_discussions_category_idx" ON "forum_discussions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "forum_discussions_last_post_idx" ON "forum_discussions" USING btree ("last_post_at");--> statement-breakpoint
CREATE INDEX "forum_discussions_author_idx" ON "forum_discussions" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_flags_post_user_idx" ON "forum_flags" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "forum_flags_open_idx" ON "forum_flags" USING btree ("resolved_at");--> statement-breakpoint
CREATE INDEX "forum_posts_discussion_idx" ON "forum_posts" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reactions_post_user_idx" ON "forum_reactions" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "mentorships_mentor_idx" ON "mentorships" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorships_mentee_idx" ON "mentorships" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorships_open_pair_idx" ON "mentorships" USING btree ("mentor_id","mentee_id") WHERE "mentorships"."status" in ('pending', 'active');