import { Filter, HeartHandshake, Sparkles, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/community.mentorship";
import { Notice, SignInPrompt } from "~/components/community/notices";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { ChoiceGroup, SelectField, TextareaField, inputClass } from "~/components/ui/field";
import { worldRegions } from "~/content/chapters";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import {
  MENTORS_PAGE_SIZE,
  endMentorship,
  endOverdueMentorships,
  getMenteeProfile,
  getMentorProfile,
  listMentors,
  listMyMentorships,
  mailContact,
  openMentorIds,
  requestMentorship,
  respondToRequest,
  saveMenteeProfile,
  saveMentorProfile,
  setMentorActive,
  withdrawRequest,
} from "~/db/mentorship.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/lib/auth/auth.server";
import { formList, spokenLanguageName, spokenLanguages } from "~/lib/community/community";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { fieldErrors } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { sendMentorshipMail } from "~/lib/community/mentorship-mail.server";
import {
  MENTOR_CAPACITY_MAX,
  menteeSchema,
  mentorFiltersSchema,
  mentorSchema,
  rankMentors,
  requestSchema,
  respondSchema,
  type MatchReason,
} from "~/lib/community/mentorship";
import { consume } from "~/lib/server/rate-limit.server";
import { cn } from "~/lib/util/cn";
import { SubmissionField } from "~/lib/forms/idempotency";
import { answeredBefore, newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { db } = app;
  const language = getRequestLanguage(context);
  const user = await getUser(request, context);
  const filters = mentorFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  await endOverdueMentorships(db);
  // Against harvesting: mentor cards show names, bios and regions, so the list shares the directory's
  // page budget per client (your own mentorships and profile stay visible).
  const wait = await consume(app.rateLimits.directoryPages, app.clientIp);
  const [list, mentorProfile, menteeProfile, mine, open] = await Promise.all([
    wait > 0 ? { rows: [], total: 0 } : listMentors(db, filters, filters.page),
    user ? getMentorProfile(db, user.id) : null,
    user ? getMenteeProfile(db, user.id) : null,
    user ? listMyMentorships(db, user.id) : [],
    user ? openMentorIds(db, user.id) : new Set<string>(),
  ]);
  let matches: Array<{ mentor: (typeof list.rows)[number]; reason: MatchReason }> = [];
  if (user && menteeProfile && wait === 0) {
    const candidates = await listMentors(db, {}, 1, 300);
    matches = rankMentors(
      { ...menteeProfile, userId: user.id },
      candidates.rows.filter((mentor) => !open.has(mentor.userId)),
    ).map(({ mentor, reason }) => ({ mentor, reason }));
  }
  const card = (mentor: (typeof list.rows)[number]) => ({
    ...mentor,
    self: mentor.userId === user?.id,
    requested: open.has(mentor.userId),
  });
  return data(
    {
      messages: pageMessages(context, "mentorship"),
      levelNames: Object.fromEntries(frameworkLevels.map((level) => [level, levels[level].level])) as Record<
        string,
        string
      >,
      filters: {
        domain: filters.domain ?? "",
        level: filters.level ?? "",
        language: filters.language ?? "",
        region: filters.region ?? "",
      },
      mentors: list.rows.map(card),
      total: list.total,
      totalText: formatInteger(list.total, language),
      page: filters.page,
      pages: Math.max(1, Math.ceil(list.total / MENTORS_PAGE_SIZE)),
      matches: matches.map(({ mentor, reason }) => ({ mentor: card(mentor), reason })),
      limitedMinutes: wait > 0 ? Math.ceil(wait / 60) : 0,
      me: user
        ? {
            id: user.id,
            mentor: mentorProfile,
            mentee: menteeProfile,
            mentorships: mine.map((row) => ({
              id: row.id,
              status: row.status,
              role: row.mentorId === user.id ? ("mentor" as const) : ("mentee" as const),
              otherName: row.mentorId === user.id ? row.menteeName : row.mentorName,
              requestMessage: row.requestMessage,
              responseMessage: row.responseMessage,
              sent: formatDate(row.createdAt),
              endsOn: row.endsAt ? formatDate(row.endsAt) : null,
              endedOn: row.endedAt ? formatDate(row.endedAt) : null,
            })),
          }
        : null,
      submission: newSubmissionToken(),
    },
    {
      status: wait > 0 ? 429 : 200,
      headers: { "Cache-Control": "private, no-store", ...(wait > 0 ? { "Retry-After": String(wait) } : {}) },
    },
  );
}

type Section = "mentor" | "mentee" | "request" | "respond" | "mine";
type ActionResult = {
  section: Section;
  done?: string;
  formError?: string;
  errors: Record<string, string>;
  values?: Record<string, string | string[]>;
  /** The form's subject: the mentor asked, or the request answered. */
  target?: string;
  name?: string;
};

const idSchema = z.object({ id: z.uuid() });

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const mail = { db: app.db, mailer: app.mailer, siteUrl: app.config.siteUrl };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reply = (status: number, result: ActionResult) => data<ActionResult>(result, { status });
  // A resent request gets the first answer (decision 018).
  const requestForm = `mentorship-request:${String(form.get("mentorId") ?? "")}`;
  const earlier = intent === "request" ? await answeredBefore<ActionResult>(app.db, form, requestForm) : null;
  if (earlier) return reply(earlier.formError ? 409 : 200, earlier);

  const limiter = intent === "request" ? app.rateLimits.mentorshipRequests : app.rateLimits.communityChanges;
  if ((await consume(limiter, user.id)) > 0) {
    const section: Section = intent === "mentor" || intent === "mentee" || intent === "request" ? intent : "mine";
    return reply(429, {
      section,
      formError: "errors.rateLimited",
      errors: {},
      target: String(form.get("mentorId") ?? ""),
    });
  }

  if (intent === "mentor" || intent === "mentee") {
    const values = {
      domains: formList(form, "domains"),
      level: String(form.get("level") ?? ""),
      languages: formList(form, "languages"),
      region: String(form.get("region") ?? ""),
      capacity: String(form.get("capacity") ?? ""),
      bio: String(form.get("bio") ?? "").slice(0, 5000),
    };
    if (intent === "mentor") {
      const parsed = mentorSchema.safeParse(values);
      if (!parsed.success) return reply(400, { section: "mentor", errors: fieldErrors(parsed.error), values });
      await saveMentorProfile(app.db, user.id, parsed.data);
      return reply(200, { section: "mentor", done: "done.offerSaved", errors: {} });
    }
    const parsed = menteeSchema.safeParse(values);
    if (!parsed.success) return reply(400, { section: "mentee", errors: fieldErrors(parsed.error), values });
    await saveMenteeProfile(app.db, user.id, parsed.data);
    return reply(200, { section: "mentee", done: "done.seekSaved", errors: {} });
  }

  if (intent === "pause" || intent === "resume") {
    await setMentorActive(app.db, user.id, intent === "resume");
    return reply(200, { section: "mentor", done: intent === "pause" ? "done.paused" : "done.resumed", errors: {} });
  }

  if (intent === "request") {
    const values = { mentorId: String(form.get("mentorId") ?? ""), message: String(form.get("message") ?? "") };
    const parsed = requestSchema.safeParse(values);
    if (!parsed.success) {
      return reply(400, { section: "request", errors: fieldErrors(parsed.error), values, target: values.mentorId });
    }
    const mentor = await mailContact(app.db, parsed.data.mentorId);
    if (!mentor) throw data(null, { status: 404 });
    // The answer is stored with the request and the mentor's mail (the outbox sends it after the commit),
    // so a resend gets the first answer again and sends no second mail (decision 018).
    const { result: answer } = await storeOnce(app.db, form, requestForm, async (tx): Promise<ActionResult> => {
      const result = await requestMentorship(tx, { ...parsed.data, menteeId: user.id });
      const common = { section: "request" as const, errors: {}, target: values.mentorId };
      if (!result.ok) return { ...common, formError: `errors.${result.error}`, values };
      await sendMentorshipMail(
        { ...mail, db: tx },
        { kind: "request", to: parsed.data.mentorId, values: { name: user.name, message: parsed.data.message } },
      );
      return { ...common, done: "done.requested", name: mentor.name };
    });
    return reply(answer.formError ? 409 : 200, answer);
  }

  if (intent === "respond") {
    const values = {
      id: String(form.get("id") ?? ""),
      decision: String(form.get("decision") ?? ""),
      message: String(form.get("message") ?? ""),
    };
    const parsed = respondSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      if (!errors.message) throw data(null, { status: 400 });
      return reply(400, { section: "respond", errors, values, target: values.id });
    }
    const message = parsed.data.message;
    // The answer and its mails are stored together; each is in its recipient's language.
    const outcome = await app.db.transaction(async (tx) => {
      const result = await respondToRequest(tx, {
        id: parsed.data.id,
        mentorId: user.id,
        accept: parsed.data.decision === "accept",
        message,
      });
      if (!result.ok) return { result, mentee: undefined };
      const mentee = await mailContact(tx, result.menteeId);
      const inTx = { ...mail, db: tx };
      if (result.status === "active") {
        // Both are told; each mail's replies go to the other.
        await sendMentorshipMail(inTx, {
          kind: "accepted",
          to: result.menteeId,
          replyToUserId: user.id,
          values: { name: user.name, message },
          date: result.endsAt,
        });
        await sendMentorshipMail(inTx, {
          kind: "acceptedMentor",
          to: user.id,
          replyToUserId: result.menteeId,
          values: { name: mentee?.name ?? "", message },
          date: result.endsAt,
        });
      } else {
        await sendMentorshipMail(inTx, { kind: "declined", to: result.menteeId, values: { name: user.name, message } });
      }
      return { result, mentee };
    });
    const { result, mentee } = outcome;
    if (!result.ok) {
      return reply(409, { section: "respond", formError: `errors.${result.error}`, errors: {}, target: values.id });
    }
    return reply(200, {
      section: "respond",
      done: result.status === "active" ? "done.accepted" : "done.declined",
      errors: {},
      name: mentee?.name ?? "",
      target: values.id,
    });
  }

  if (intent === "withdraw" || intent === "end") {
    const parsed = idSchema.safeParse({ id: form.get("id") });
    if (!parsed.success) throw data(null, { status: 400 });
    if (intent === "withdraw") {
      const ok = await withdrawRequest(app.db, { id: parsed.data.id, menteeId: user.id });
      return reply(
        ok ? 200 : 409,
        ok
          ? { section: "mine", done: "done.withdrawn", errors: {} }
          : { section: "mine", formError: "errors.notFound", errors: {} },
      );
    }
    const ended = await app.db.transaction(async (tx) => {
      const row = await endMentorship(tx, { id: parsed.data.id, userId: user.id });
      if (row) {
        await sendMentorshipMail({ ...mail, db: tx }, { kind: "ended", to: row.otherId, values: { name: user.name } });
      }
      return row;
    });
    if (!ended) return reply(409, { section: "mine", formError: "errors.notFound", errors: {} });
    return reply(200, { section: "mine", done: "done.ended", errors: {} });
  }

  throw data(null, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type MentorCard = LoaderData["mentors"][number];

function useResult(section: Section) {
  const actionData = useActionData<typeof action>();
  return actionData?.section === section ? actionData : undefined;
}

export default function Mentorship({ loaderData }: Route.ComponentProps) {
  usePageMessages("mentorship", loaderData.messages);
  const { t } = useTranslation("mentorship");
  const { me } = loaderData;
  const requestResult = useResult("request");
  const err = useErrorText("mentorship");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label={t("sections.label")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {(me
              ? (["mine", "matches", "mentors", "offer", "seek"] as const)
              : (["mentors", "offer", "seek"] as const)
            ).map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="font-medium text-mineral-800 underline underline-offset-4">
                  {t(`sections.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {!me ? <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship" /> : null}
        {requestResult?.done ? (
          <Notice done={t("done.requested", { name: requestResult.name ?? "" })} />
        ) : requestResult?.formError && !loaderData.mentors.some((m) => m.userId === requestResult.target) ? (
          <Notice error={err(requestResult.formError)} />
        ) : null}
        {me ? <MyMentorships /> : null}
        {me ? <Matches /> : null}
        <MentorList />
        <div className="grid gap-8 lg:grid-cols-2">
          <OfferForm />
          <SeekForm />
        </div>
      </div>
    </main>
  );
}

function SectionHeading({
  id,
  title,
  text,
  icon,
}: {
  id: string;
  title: string;
  text?: string;
  icon?: React.ReactNode;
}) {
  return (
    <div>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-bold text-basalt-950">
        {icon}
        {title}
      </h2>
      {text ? <p className="mt-1 max-w-3xl text-basalt-700">{text}</p> : null}
    </div>
  );
}

function MyMentorships() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  const result = useResult("mine");
  const respond = useResult("respond");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const rows = loaderData.me?.mentorships ?? [];
  return (
    <section id="mine" aria-labelledby="mine-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="mine"
        title={t("mine.heading")}
        text={t("mine.text")}
        icon={<HeartHandshake aria-hidden className="size-6 text-mineral-700" />}
      />
      <Notice
        done={
          result?.done
            ? err(result.done)
            : respond?.done
              ? t(respond.done === "done.accepted" ? "done.accepted" : "done.declined", { name: respond.name ?? "" })
              : null
        }
        error={
          result?.formError
            ? err(result.formError)
            : respond?.formError && !rows.some((row) => row.id === respond.target)
              ? err(respond.formError)
              : null
        }
      />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">{t("mine.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((row) => {
            const title =
              row.status === "pending"
                ? row.role === "mentor"
                  ? t("mine.requestFrom", { name: row.otherName })
                  : t("mine.requestTo", { name: row.otherName })
                : row.role === "mentor"
                  ? t("mine.asMentor", { name: row.otherName })
                  : t("mine.asMentee", { name: row.otherName });
            const mine = respond?.target === row.id ? respond : undefined;
            return (
              <li key={row.id}>
                <Card className="grid h-full content-start gap-3 p-5" data-testid="mentorship">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-lg font-semibold text-basalt-950">{title}</h3>
                    <Badge
                      tone={row.status === "active" ? "mineral" : row.status === "pending" ? "sulphur" : "neutral"}
                    >
                      {t(`mine.status.${row.status}`)}
                    </Badge>
                  </div>
                  <p className="text-sm text-basalt-700">
                    {t("mine.sent", { date: row.sent })}
                    {row.status === "active" && row.endsOn ? ` · ${t("mine.endsOn", { date: row.endsOn })}` : null}
                    {row.status === "ended" && row.endedOn ? ` · ${t("mine.endedOn", { date: row.endedOn })}` : null}
                  </p>
                  <figure className="rounded-lg bg-steam-100 p-3 text-sm">
                    <figcaption className="font-medium text-basalt-900">{t("mine.theirMessage")}</figcaption>
                    <blockquote className="mt-1 whitespace-pre-line text-basalt-800">{row.requestMessage}</blockquote>
                  </figure>
                  {row.responseMessage ? (
                    <figure className="rounded-lg bg-mineral-50 p-3 text-sm">
                      <figcaption className="font-medium text-basalt-900">{t("mine.answer")}</figcaption>
                      <blockquote className="mt-1 whitespace-pre-line text-basalt-800">
                        {row.responseMessage}
                      </blockquote>
                    </figure>
                  ) : null}
                  {row.status === "pending" && row.role === "mentor" ? (
                    <Form method="post" className="grid gap-3" preventScrollReset noValidate>
                      <input type="hidden" name="intent" value="respond" />
                      <input type="hidden" name="id" value={row.id} />
                      <TextareaField
                        label={t("mine.answerLabel", { name: row.otherName })}
                        error={err(mine?.errors.message)}
                        textareaProps={{
                          name: "message",
                          rows: 3,
                          maxLength: 2000,
                          className: "min-h-20",
                          defaultValue: mine ? String(mine.values?.message ?? "") : "",
                        }}
                      />
                      {mine?.formError ? <Notice error={err(mine.formError)} /> : null}
                      <div className="flex flex-wrap gap-2">
                        <Button type="submit" name="decision" value="accept" size="sm" disabled={busy}>
                          {t("mine.accept")}
                        </Button>
                        <Button
                          type="submit"
                          name="decision"
                          value="decline"
                          variant="secondary"
                          size="sm"
                          disabled={busy}
                        >
                          {t("mine.decline")}
                        </Button>
                      </div>
                    </Form>
                  ) : null}
                  {row.status === "pending" && row.role === "mentee" ? (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="id" value={row.id} />
                      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                        {t("mine.withdraw")}
                      </Button>
                    </Form>
                  ) : null}
                  {row.status === "active" ? (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="id" value={row.id} />
                      <Button
                        type="submit"
                        variant="danger"
                        size="sm"
                        disabled={busy}
                        aria-label={t("mine.endLabel", { name: row.otherName })}
                      >
                        {t("mine.end")}
                      </Button>
                    </Form>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function reasonText(t: ReturnType<typeof useTranslation<"mentorship">>["t"], reason: MatchReason): string {
  const parts: string[] = [];
  parts.push(
    reason.sharedDomains > 0
      ? t("matches.reasonDomains", { count: reason.sharedDomains })
      : t("matches.reasonNoDomains"),
  );
  if (reason.levelGap > 0) parts.push(t("matches.reasonLevelAbove", { count: reason.levelGap }));
  else if (reason.levelGap === 0) parts.push(t("matches.reasonSameLevel"));
  else parts.push(t("matches.reasonLevelBelow"));
  if (reason.languages.length > 0) {
    parts.push(t("matches.reasonSpeaks", { languages: reason.languages.map(spokenLanguageName).join(", ") }));
  }
  if (reason.sameRegion) parts.push(t("matches.reasonSameRegion"));
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Matches() {
  const { t } = useTranslation("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  return (
    <section id="matches" aria-labelledby="matches-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="matches"
        title={t("matches.heading")}
        text={t("matches.text")}
        icon={<Sparkles aria-hidden className="size-6 text-mineral-700" />}
      />
      {!loaderData.me?.mentee ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">
          <a href="#seek" className="font-medium text-mineral-800 underline underline-offset-4">
            {t("matches.needProfile")}
          </a>
        </p>
      ) : loaderData.matches.length === 0 ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">{t("matches.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.matches.map(({ mentor, reason }) => (
            <li key={mentor.userId}>
              <MentorCardView mentor={mentor} reason={reasonText(t, reason)} idPrefix="match" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MentorList() {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { filters } = loaderData;
  const select = (
    id: string,
    name: string,
    label: string,
    any: string,
    value: string,
    options: Array<[string, string]>,
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        <option value="">{any}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="mentors"
        title={t("sections.mentors")}
        icon={<UserRound aria-hidden className="size-6 text-mineral-700" />}
      />
      <Form
        method="get"
        action="/community/mentorship#mentors"
        aria-label={t("filters.heading")}
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto]"
      >
        {select(
          "f-domain",
          "domain",
          t("filters.domain"),
          t("filters.anyDomain"),
          filters.domain,
          frameworkDomains.map((d) => [d, tCommon(`skills.${d}`)]),
        )}
        {select(
          "f-level",
          "level",
          t("filters.level"),
          t("filters.anyLevel"),
          filters.level,
          frameworkLevels.map((l) => [l, loaderData.levelNames[l] ?? l]),
        )}
        {select(
          "f-language",
          "language",
          t("filters.language"),
          t("filters.anyLanguage"),
          filters.language,
          spokenLanguages.map((l) => [l.code, l.name]),
        )}
        {select(
          "f-region",
          "region",
          t("filters.region"),
          t("filters.anyRegion"),
          filters.region,
          worldRegions.map((r) => [r, t(`regions.${r}`)]),
        )}
        <Button type="submit" variant="secondary">
          <Filter aria-hidden />
          {t("filters.apply")}
        </Button>
      </Form>
      <p className="text-basalt-700" role="status">
        {t("filters.shown", { count: loaderData.total, formatted: loaderData.totalText })}
      </p>
      {loaderData.limitedMinutes > 0 ? (
        <Notice error={t("limited", { minutes: loaderData.limitedMinutes })} />
      ) : loaderData.mentors.length === 0 ? (
        <EmptyState
          message={t("empty")}
          action={
            <Link
              to="/community/mentorship#mentors"
              className="font-medium text-mineral-800 underline underline-offset-4"
            >
              {t("filters.reset")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.mentors.map((mentor) => (
            <li key={mentor.userId}>
              <MentorCardView mentor={mentor} idPrefix="list" />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/community/mentorship"
        params={Object.fromEntries(params)}
      />
    </section>
  );
}

function MentorCardView({ mentor, reason, idPrefix }: { mentor: MentorCard; reason?: string; idPrefix: string }) {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  const result = useResult("request");
  const navigation = useNavigation();
  const mine = result?.target === mentor.userId && !result.done ? result : undefined;
  const headingId = `${idPrefix}-${mentor.userId}`;
  return (
    <Card
      className="grid h-full content-start gap-3 p-5"
      data-testid="mentor-card"
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-basalt-950">
          {mentor.name}
        </h3>
        {mentor.freePlaces > 0 ? (
          <Badge tone="mineral">{t("card.places", { count: mentor.freePlaces, capacity: mentor.capacity })}</Badge>
        ) : (
          <Badge tone="sulphur">{t("card.full")}</Badge>
        )}
      </div>
      {reason ? (
        <p className="flex gap-2 rounded-lg bg-mineral-50 p-2.5 text-sm font-medium text-mineral-800">
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
          {reason}
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm text-basalt-800">
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.level")}:</dt>
          <dd>{loaderData.levelNames[mentor.level] ?? mentor.level}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.languages")}:</dt>
          <dd>{mentor.languages.map(spokenLanguageName).join(", ")}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.region")}:</dt>
          <dd>{t(`regions.${mentor.region as "europe"}`)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("card.domains")}</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {mentor.domains.map((domain) => (
              <Badge key={domain}>{tCommon(`skills.${domain}` as "skills.drillingOperations")}</Badge>
            ))}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-basalt-700">{mentor.bio}</p>
      {!loaderData.me ? null : mentor.self ? (
        <p className="text-sm font-medium text-basalt-700">{t("card.you")}</p>
      ) : mentor.requested ? (
        <p className="text-sm font-medium text-mineral-800">{t("card.requested")}</p>
      ) : mentor.freePlaces > 0 ? (
        <details className="group rounded-lg border border-basalt-200" open={Boolean(mine)}>
          <summary className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-magma-800 hover:bg-steam-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600">
            <span aria-hidden="true">{t("card.request")}</span>
            <span className="sr-only">{t("card.requestLabel", { name: mentor.name })}</span>
          </summary>
          <Form method="post" className="grid gap-3 p-3" preventScrollReset noValidate>
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="mentorId" value={mentor.userId} />
            <SubmissionField token={loaderData.submission} name={mentor.userId} />
            {mine?.formError ? <Notice error={err(mine.formError)} /> : null}
            <TextareaField
              label={t("card.message")}
              hint={t("card.messageHint")}
              error={err(mine?.errors.message)}
              textareaProps={{
                id: `${idPrefix}-message-${mentor.userId}`,
                name: "message",
                rows: 4,
                maxLength: 2000,
                required: true,
                className: "min-h-24",
                defaultValue: mine ? String(mine.values?.message ?? "") : "",
              }}
            />
            <Button type="submit" size="sm" className="justify-self-start" disabled={navigation.state === "submitting"}>
              {t("card.send")}
            </Button>
          </Form>
        </details>
      ) : null}
    </Card>
  );
}

function ProfileFields({
  kind,
  defaults,
  errors,
}: {
  kind: "offer" | "seek";
  defaults: { domains: string[]; level: string; languages: string[]; region: string };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  return (
    <>
      <ChoiceGroup
        legend={t(`${kind}.domains`)}
        type="checkbox"
        name="domains"
        error={err(errors.domains)}
        options={frameworkDomains.map((d) => ({ value: d, label: tCommon(`skills.${d}`) }))}
        defaultValue={defaults.domains}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t(`${kind}.level`)}
          error={err(errors.level)}
          placeholder={t("offer.choose")}
          options={frameworkLevels.map((l) => ({ value: l, label: loaderData.levelNames[l] ?? l }))}
          selectProps={{ id: `${kind}-level`, name: "level", required: true, defaultValue: defaults.level }}
        />
        <SelectField
          label={t(`${kind}.region`)}
          error={err(errors.region)}
          placeholder={t("offer.choose")}
          options={worldRegions.map((r) => ({ value: r, label: t(`regions.${r}`) }))}
          selectProps={{ id: `${kind}-region`, name: "region", required: true, defaultValue: defaults.region }}
        />
      </div>
      <ChoiceGroup
        legend={t(`${kind}.languages`)}
        type="checkbox"
        name="languages"
        error={err(errors.languages)}
        options={spokenLanguages.map((l) => ({ value: l.code, label: l.name }))}
        defaultValue={defaults.languages}
      />
    </>
  );
}

function typedList(values: Record<string, string | string[]> | undefined, name: string): string[] | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value : undefined;
}

function OfferForm() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  const result = useResult("mentor");
  const navigation = useNavigation();
  const mentor = loaderData.me?.mentor ?? null;
  const typed = result?.values;
  return (
    <section id="offer" aria-labelledby="offer-heading" className="scroll-mt-24">
      <Card className={cn("grid h-full content-start gap-5")}>
        <SectionHeading id="offer" title={t("offer.heading")} text={t("offer.text")} />
        {!loaderData.me ? (
          <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship#offer" />
        ) : (
          <>
            {mentor ? (
              <p className="font-medium text-basalt-900">{mentor.active ? t("offer.editing") : t("offer.paused")}</p>
            ) : null}
            <Notice
              done={result?.done ? err(result.done) : null}
              error={result?.formError ? err(result.formError) : null}
            />
            <Form
              method="post"
              action="/community/mentorship#offer"
              className="grid gap-5"
              noValidate
              preventScrollReset
            >
              <input type="hidden" name="intent" value="mentor" />
              <ProfileFields
                kind="offer"
                errors={result?.errors ?? {}}
                defaults={{
                  domains: typedList(typed, "domains") ?? mentor?.domains ?? [],
                  level: typed ? String(typed.level ?? "") : (mentor?.level ?? ""),
                  languages: typedList(typed, "languages") ?? mentor?.languages ?? [],
                  region: typed ? String(typed.region ?? "") : (mentor?.region ?? ""),
                }}
              />
              <SelectField
                label={t("offer.capacity")}
                hint={t("offer.capacityHint")}
                error={err(result?.errors.capacity)}
                className="max-w-xs"
                options={Array.from({ length: MENTOR_CAPACITY_MAX }, (_, i) => ({
                  value: String(i + 1),
                  label: String(i + 1),
                }))}
                selectProps={{
                  name: "capacity",
                  defaultValue: typed ? String(typed.capacity ?? "1") : String(mentor?.capacity ?? 1),
                }}
              />
              <TextareaField
                label={t("offer.bio")}
                hint={t("offer.bioHint")}
                error={err(result?.errors.bio)}
                textareaProps={{
                  name: "bio",
                  rows: 4,
                  maxLength: 1000,
                  required: true,
                  defaultValue: typed ? String(typed.bio ?? "") : (mentor?.bio ?? ""),
                }}
              />
              <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                {t("offer.save")}
              </Button>
            </Form>
            {mentor ? (
              <Form method="post" action="/community/mentorship#offer" preventScrollReset>
                <input type="hidden" name="intent" value={mentor.active ? "pause" : "resume"} />
                <Button type="submit" variant="secondary" size="sm" disabled={navigation.state === "submitting"}>
                  {mentor.active ? t("offer.pause") : t("offer.resume")}
                </Button>
              </Form>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}

function SeekForm() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useLoaderData<typeof loader>();
  const result = useResult("mentee");
  const navigation = useNavigation();
  const mentee = loaderData.me?.mentee ?? null;
  const typed = result?.values;
  return (
    <section id="seek" aria-labelledby="seek-heading" className="scroll-mt-24">
      <Card className="grid h-full content-start gap-5">
        <SectionHeading id="seek" title={t("seek.heading")} text={t("seek.text")} />
        {!loaderData.me ? (
          <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship#seek" />
        ) : (
          <>
            <Notice
              done={result?.done ? err(result.done) : null}
              error={result?.formError ? err(result.formError) : null}
            />
            <Form method="post" action="/community/mentorship#matches" className="grid gap-5" noValidate>
              <input type="hidden" name="intent" value="mentee" />
              <ProfileFields
                kind="seek"
                errors={result?.errors ?? {}}
                defaults={{
                  domains: typedList(typed, "domains") ?? mentee?.domains ?? [],
                  level: typed ? String(typed.level ?? "") : (mentee?.level ?? ""),
                  languages: typedList(typed, "languages") ?? mentee?.languages ?? [],
                  region: typed ? String(typed.region ?? "") : (mentee?.region ?? ""),
                }}
              />
              <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                {t("seek.save")}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </section>
  );
}
