import { data, type RouterContextProvider } from "react-router";
import { frameworkLevels } from "~/content/framework";
import {
  MENTORS_PAGE_SIZE,
  endOverdueMentorships,
  getMenteeProfile,
  getMentorProfile,
  listMentors,
  listMyMentorships,
  openMentorIds,
} from "~/features/mentorship/queries.server";
import { getUser } from "~/features/auth/index.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { mayAnswer, mayEnd, mayOfferOrSeek, mayRequest, mayWithdraw } from "~/features/mentorship/mentorship-policy";
import { mentorFiltersSchema, rankMentors, type MatchReason } from "~/features/mentorship/mentorship";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";

/** The mentorship page's data: the mentor list, the member's matches, profiles and mentorships. */
export async function loadMentorshipPage(request: Request, context: Readonly<RouterContextProvider>) {
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
  const card = (mentor: (typeof list.rows)[number]) => {
    const facts = { ...mentor, requested: open.has(mentor.userId) };
    return { ...facts, self: mentor.userId === user?.id, mayRequest: mayRequest(user, facts) };
  };
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
      mayOfferOrSeek: mayOfferOrSeek(user),
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
              mayAnswer: mayAnswer(user, row),
              mayWithdraw: mayWithdraw(user, row),
              mayEnd: mayEnd(user, row),
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
