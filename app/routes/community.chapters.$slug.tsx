import { ArrowLeft, CalendarDays, MapPin, MessagesSquare, UserRound, Users } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/community.chapters.$slug";
import { TitledSection } from "~/components/titled-section";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { chapterForumPath } from "~/content/chapters";
import { findChapter } from "~/content/chapters.server";
import { splitEvents, eventDateText } from "~/features/events";
import { listEvents } from "~/features/events/index.server";
import { chapterMemberCounts, joinChapter, leaveChapter, memberChapters } from "~/features/chapters/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { localText } from "~/lib/format/localized";
import { consume } from "~/lib/server/rate-limit.server";
import { ensure } from "~/features/auth";
import { chapterForms, mayJoinChapters } from "~/features/chapters";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuseForm } from "~/lib/forms/submission.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getNamespace } from "~/locales/index.server";

function chapterOr404(slug: string) {
  const chapter = findChapter(slug);
  if (!chapter) throw data(null, { status: 404 });
  return chapter;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const chapter = chapterOr404(params.slug);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const user = await getUser(request, context);
  const [counts, mine, events] = await Promise.all([
    chapterMemberCounts(db),
    user ? memberChapters(db, user.id) : Promise.resolve(new Set<string>()),
    listEvents(db, { publishedOnly: true }),
  ]);
  const words = dateWordsOf(language);
  // The chapter's events are the published events of its region (database), soonest first.
  const { upcoming } = splitEvents(
    events.filter((event) => event.region === chapter.key),
    new Date(),
  );
  return data(
    {
      messages: pageMessages(context, "chapters"),
      chapter: {
        slug: chapter.slug,
        key: chapter.key,
        region: chapter.region,
        city: chapter.city,
        founded: chapter.founded,
        leads: chapter.leads,
        members: counts[chapter.slug],
        membersText: formatInteger(counts[chapter.slug], language),
        forum: chapterForumPath(chapter.slug),
      },
      events: upcoming.slice(0, 5).map((event) => ({
        slug: event.slug,
        title: localText(event.title, language),
        date: eventDateText(event, words),
        isoDate: event.start.date,
        city: event.venue?.city ?? null,
      })),
      mayJoin: mayJoinChapters(user),
      isMember: mine.has(chapter.slug),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const chapter = chapterOr404(params.slug);
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, chapterForms);
  if (!parsed.ok) throw data(null, { status: 400 });
  ensure(mayJoinChapters(user));
  if ((await consume(app.rateLimits.communityChanges, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  const { intent } = parsed.value;
  if (intent === "join") await joinChapter(app.db, user.id, chapter.slug);
  else await leaveChapter(app.db, user.id, chapter.slug);
  // The chapter's name as the page shows it, in the visitor's language.
  const name = getNamespace(getRequestLanguage(context), "chapters").names[chapter.key];
  throw redirectWithFlash(context, `/community/chapters/${chapter.slug}`, {
    ns: "chapters",
    key: intent === "join" ? "chapter.joined" : "chapter.left",
    values: { name },
    form: intent,
  });
}

export default function ChapterPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("chapters", loaderData.messages);
  const { t } = useTranslation("chapters");
  const err = useErrorText("chapters");
  const reply = useFormReply(loaderData.isMember ? "leave" : "join");
  const navigation = useNavigation();
  const { chapter } = loaderData;
  const name = t(`names.${chapter.key}`);
  return (
    <main id="main">
      <PageMeta
        title={t("meta.chapterTitle", { name })}
        description={t("meta.chapterDescription", { name, city: chapter.city })}
      />
      <PageHeader
        title={t("meta.chapterTitle", { name })}
        lead={t("meta.chapterDescription", { name, city: chapter.city })}
        trail={[[t("title"), "/community/chapters"]]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="grid content-start gap-8 lg:col-span-8">
          <TitledSection id="events" title={t("chapter.events")}>
            {loaderData.events.length === 0 ? (
              <p className="mt-3 text-basalt-700">{t("chapter.noEvents")}</p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {loaderData.events.map((event) => (
                  <li key={event.slug}>
                    <Card className="flex gap-4 p-4">
                      <CalendarDays aria-hidden className="mt-1 size-5 shrink-0 text-mineral-700" />
                      <div>
                        <Link
                          to={`/events/${event.slug}`}
                          lang={event.title.lang}
                          className="font-semibold text-basalt-950 underline-offset-4 hover:underline"
                        >
                          {event.title.text}
                        </Link>
                        <p className="mt-1 text-sm text-basalt-700">
                          <time dateTime={event.isoDate}>{event.date}</time>
                          {event.city ? ` · ${event.city}` : null}
                        </p>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/events" className="mt-4 inline-block font-medium text-mineral-800 underline underline-offset-4">
              {t("chapter.allEvents")}
            </Link>
          </TitledSection>
          <TitledSection id="leads" title={t("chapter.leads")}>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {chapter.leads.map((lead) => (
                <li key={lead.name}>
                  <Card className="flex items-center gap-3 p-4">
                    <UserRound aria-hidden className="size-8 rounded-full bg-steam-200 p-1.5 text-basalt-700" />
                    <div>
                      <p className="font-semibold text-basalt-950">{lead.name}</p>
                      <p className="text-sm text-basalt-700">{t(`chapter.roles.${lead.role}`)}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="forum" title={t("chapter.forum")}>
            <p className="mt-2 text-basalt-700">{t("chapter.forumText", { name })}</p>
            <Button asChild variant="secondary" className="mt-4">
              <Link to={chapter.forum}>
                <MessagesSquare aria-hidden />
                {t("chapter.forumLink", { name })}
              </Link>
            </Button>
          </TitledSection>
        </div>
        <aside className="grid content-start gap-6 lg:col-span-4">
          <Card>
            <dl className="grid gap-3 text-basalt-800">
              <div className="flex items-center gap-2">
                <dt className="flex items-center gap-2 font-medium">
                  <MapPin aria-hidden className="size-4 text-mineral-700" />
                  {t("chapter.city")}
                </dt>
                <dd>{chapter.city}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="font-medium">{t("chapter.region")}</dt>
                <dd>{t(`regions.${chapter.region}`)}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="font-medium">{t("chapter.founded")}</dt>
                <dd>{chapter.founded}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="flex items-center gap-2 font-medium">
                  <Users aria-hidden className="size-4 text-mineral-700" />
                  {t("chapter.members")}
                </dt>
                <dd data-testid="member-count" className="tabular-nums">
                  {chapter.membersText}
                </dd>
              </div>
            </dl>
          </Card>
          <Card className="grid gap-4">
            <FormSuccess form="join" />
            <FormSuccess form="leave" />
            <FormAlert message={err(reply.formError)} />
            {loaderData.mayJoin ? (
              <Form method="post" className="grid gap-3" preventScrollReset>
                <input type="hidden" name="intent" value={loaderData.isMember ? "leave" : "join"} />
                <p className="text-basalt-700">{loaderData.isMember ? t("chapter.isMember") : t("chapter.joinText")}</p>
                <Button
                  type="submit"
                  variant={loaderData.isMember ? "secondary" : "primary"}
                  className="justify-self-start"
                  disabled={navigation.state === "submitting"}
                >
                  {loaderData.isMember ? t("chapter.leave") : t("chapter.join")}
                </Button>
              </Form>
            ) : (
              <SignInPrompt
                text={t("chapter.signIn")}
                button={t("chapter.signInButton")}
                next={`/community/chapters/${chapter.slug}`}
              />
            )}
          </Card>
          <Link
            to="/community/chapters"
            className="flex items-center gap-1.5 font-medium text-mineral-800 underline underline-offset-4"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("chapter.back")}
          </Link>
        </aside>
      </div>
    </main>
  );
}
