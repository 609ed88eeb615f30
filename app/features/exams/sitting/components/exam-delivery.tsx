import { Flag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { cn } from "~/lib/util/cn";
import { useRefreshWhile } from "~/lib/util/use-refresh-while";
import type { ClockView, CurrentItem, GridCell, SitStage } from "../views";

export type DeliveryData = {
  attempt: { id: string };
  stage: SitStage;
  clock: ClockView | null;
  grid: GridCell[];
  current: CurrentItem | null;
};

/** Minutes left at which the time is announced to a screen reader: sparingly, not every tick. */
const ANNOUNCE_AT = [30, 10, 5, 1];
/** How often a running page re-reads the clock from the server (a pause, a resume, an end). */
const RECHECK_MS = 30_000;

function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The exam clock: what the server computed, counting down in the browser from the server's end time (corrected by
 * the difference between the two clocks), re-read from the server every half minute. It never ends anything: when
 * it reaches zero it asks the server, which decides.
 */
function ExamTimer({ clock }: { clock: ClockView }) {
  const { t } = useTranslation("examSitting");
  const revalidator = useRevalidator();
  const [remaining, setRemaining] = useState(clock.remainingMs);
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(new Set<number>());
  // The server's clock is read again now and then: a pause or the end it decides shows without a reload.
  useRefreshWhile(clock.status === "running", RECHECK_MS);
  useEffect(() => {
    setRemaining(clock.remainingMs);
    if (clock.status !== "running" || clock.endsAt === null) return;
    const offset = clock.serverNow - Date.now();
    const endsAt = clock.endsAt;
    const tick = () => {
      const left = endsAt - (Date.now() + offset);
      setRemaining(left);
      const minutes = Math.ceil(left / 60_000);
      for (const mark of ANNOUNCE_AT)
        if (minutes === mark && !announced.current.has(mark)) {
          announced.current.add(mark);
          setAnnouncement(t("sit.timeWarning", { minutes: mark }));
        }
      if (left <= 0) {
        setAnnouncement(t("sit.timeUp"));
        void revalidator.revalidate();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // The revalidator changes identity with each revalidation; the clock's values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock.endsAt, clock.remainingMs, clock.serverNow, clock.status]);
  return (
    <div className="rounded-lg bg-basalt-950 px-4 py-2 text-steam-100">
      <p className="text-xs font-medium tracking-wide uppercase">{t("sit.timeLeft")}</p>
      <p className="font-mono text-2xl tabular-nums" data-testid="exam-timer">
        {formatRemaining(remaining)}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

type SaveReply =
  | { saved: { itemId: string; revision: number } }
  | { refused: { itemId: string; error: string; revision: number | null } };

/** The grid of every question: answered, flagged, the current one; each button saves the answer and goes there. */
function QuestionGrid({ grid, current, formId }: { grid: GridCell[]; current: number | null; formId: string }) {
  const { t } = useTranslation("examSitting");
  return (
    <nav aria-label={t("sit.grid")}>
      <h2 className="text-sm font-semibold text-basalt-900">{t("sit.grid")}</h2>
      <ol className="mt-2 grid grid-cols-6 gap-1.5 sm:grid-cols-8 lg:grid-cols-5">
        {grid.map((cell) => {
          const state = [
            cell.answered ? t("sit.answered") : t("sit.unanswered"),
            cell.flagged ? t("sit.flagged") : null,
          ]
            .filter(Boolean)
            .join(", ");
          const label = `${t("sit.cell", { number: cell.position })}: ${state}`;
          const className = cn(
            "relative flex h-10 w-full items-center justify-center rounded-md border text-sm font-semibold",
            cell.answered
              ? "border-mineral-700 bg-mineral-700 text-white"
              : "border-basalt-400 bg-white text-basalt-900",
            cell.position === current && "outline-3 outline-offset-1 outline-magma-600",
          );
          const inner = (
            <>
              {cell.position}
              {cell.flagged ? (
                <Flag aria-hidden className="absolute -top-1.5 -right-1.5 size-4 fill-sulphur-400 text-basalt-950" />
              ) : null}
            </>
          );
          return (
            <li key={cell.position}>
              {current === null ? (
                <Link to={`?item=${cell.position}`} aria-label={label} className={className}>
                  {inner}
                </Link>
              ) : (
                <button
                  type="submit"
                  form={formId}
                  name="go"
                  value={String(cell.position)}
                  aria-label={label}
                  aria-current={cell.position === current ? "step" : undefined}
                  className={className}
                >
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * One question: its options as radio buttons or checkboxes in a fieldset whose legend is the stem, the flag, and
 * Previous / Save / Next. With scripts every change is saved at once (`save`) with a rising revision; without,
 * the buttons post the form, which saves and goes where the button says.
 */
function QuestionForm({
  attemptId,
  current,
  total,
  onSaved,
  onStale,
}: {
  attemptId: string;
  current: CurrentItem;
  total: number;
  onSaved: (cell: GridCell) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation("examSitting");
  const formId = "answer-form";
  const revision = useRef(current.revision);
  const [nextRevision, setNextRevision] = useState(current.revision + 1);
  const [resetKey, setResetKey] = useState(0);
  const [status, setStatus] = useState("");
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingReset = useRef(false);
  if (current.revision > revision.current) revision.current = current.revision;
  useEffect(() => {
    setNextRevision(revision.current + 1);
  }, [current.itemId, current.revision]);
  useEffect(() => {
    setStatus("");
  }, [current.itemId]);
  // The inputs keep what the candidate clicked; only after a newer answer from elsewhere arrived are they redrawn.
  useEffect(() => {
    if (!pendingReset.current) return;
    pendingReset.current = false;
    setResetKey((key) => key + 1);
  }, [current.revision]);
  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
    },
    [],
  );

  /**
   * Sends the question's whole state (choice and flag) with the next revision to the answer endpoint: a plain
   * fetch, so a lost connection is a message and a retry, never an error page; a late reply of an older save
   * cannot undo a newer one (the server keeps the highest revision).
   */
  const save = async (form: HTMLFormElement, attempt = 0) => {
    if (retry.current) clearTimeout(retry.current);
    revision.current += 1;
    const sent = revision.current;
    const body = new FormData(form);
    body.set("revision", String(sent));
    body.set("go", "auto");
    setNextRevision(sent + 1);
    setStatus(t("sit.saving"));
    let reply: SaveReply;
    try {
      const response = await fetch(`/account/exams/${attemptId}/answer`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      if (response.status >= 500 || !response.headers.get("content-type")?.includes("json"))
        throw new Error("save failed");
      reply = (await response.json()) as SaveReply;
    } catch {
      setStatus(t("sit.notSaved"));
      if (attempt < 3) retry.current = setTimeout(() => void save(form, attempt + 1), 3000 * (attempt + 1));
      return;
    }
    if (sent !== revision.current && !("refused" in reply)) return; // a newer save is on its way
    if ("saved" in reply) {
      setStatus(t("sit.saved"));
      onSaved({
        position: current.position,
        answered: body.getAll("choice").length > 0,
        flagged: body.get("flagged") === "on",
      });
    } else if (reply.refused.error === "stale") {
      // Another window saved a newer answer: the page re-reads and shows it, and counts on from it.
      if (reply.refused.revision) revision.current = Math.max(revision.current, reply.refused.revision);
      setNextRevision(revision.current + 1);
      pendingReset.current = true;
      setStatus(t("sit.newerElsewhere"));
      onStale();
    } else {
      setStatus(reply.refused.error === "over" ? t("errors.over") : t("errors.notRunning"));
      // Ended, paused or out of time: the page re-reads what the attempt is now.
      onStale();
    }
  };
  const multiple = current.kind === "multiple";
  const hintId = `hint-${current.itemId}`;
  return (
    <Form
      id={formId}
      method="post"
      action={`/account/exams/${attemptId}/sit?item=${current.position}`}
      onChange={(event) => void save(event.currentTarget)}
      className="grid gap-5"
      key={`${current.itemId}:${resetKey}`}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="itemId" value={current.itemId} />
      <input type="hidden" name="position" value={current.position} />
      <input type="hidden" name="revision" value={nextRevision} />
      {current.scenario ? (
        <section aria-labelledby={`scenario-${current.itemId}`} className="rounded-lg bg-steam-100 p-4">
          <h3 id={`scenario-${current.itemId}`} className="text-sm font-semibold text-basalt-900">
            {t("sit.scenario")}
          </h3>
          <p className="mt-1 whitespace-pre-line text-basalt-900">{current.scenario}</p>
        </section>
      ) : null}
      <fieldset aria-describedby={hintId} className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold whitespace-pre-line text-basalt-950">{current.stem}</legend>
        <p id={hintId} className="text-sm text-basalt-700">
          {multiple ? t("sit.multiple") : t("sit.single")}
        </p>
        {current.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-basalt-300 bg-white p-3 has-[:checked]:border-mineral-700 has-[:checked]:bg-mineral-50"
          >
            <input
              type={multiple ? "checkbox" : "radio"}
              name="choice"
              value={option.id}
              defaultChecked={current.choice.includes(option.id)}
              className="mt-1 size-5 shrink-0 accent-mineral-700"
            />
            <span className="whitespace-pre-line text-basalt-900">{option.text}</span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-basalt-900">
        <input type="checkbox" name="flagged" defaultChecked={current.flagged} className="size-5 accent-magma-700" />
        <Flag aria-hidden className="size-4 text-magma-700" />
        {t("sit.flag")}
      </label>
      <p role="status" aria-live="polite" className="min-h-6 text-sm text-basalt-700" data-testid="save-status">
        {status}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="go" value="prev" variant="secondary" disabled={current.position <= 1}>
          {t("sit.previous")}
        </Button>
        <Button type="submit" name="go" value="stay" variant="ghost">
          {t("sit.save")}
        </Button>
        {current.position < total ? (
          <Button type="submit" name="go" value="next">
            {t("sit.next")}
          </Button>
        ) : (
          <Button type="submit" name="go" value="review">
            {t("sit.toReview")}
          </Button>
        )}
      </div>
      <noscript>
        <p className="text-sm text-basalt-700">{t("sit.noScript")}</p>
      </noscript>
    </Form>
  );
}

/** The review before the submit: every question's state, a link to each, the confirmation. */
function ReviewScreen({ grid }: { grid: GridCell[] }) {
  const { t } = useTranslation("examSitting");
  const err = useErrorText("examSitting");
  const reply = useFormReply("submit");
  const answered = grid.filter((cell) => cell.answered).length;
  const flagged = grid.filter((cell) => cell.flagged).length;
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold text-basalt-950">{t("review.heading")}</h2>
      <p className="text-basalt-800">{t("review.lead", { answered, total: grid.length, flagged })}</p>
      {answered < grid.length ? <p className="text-basalt-800">{t("review.unanswered")}</p> : null}
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="submit" />
        <FormAlert message={err(reply.formError)} />
        <label className="flex items-start gap-2 text-basalt-900">
          <input
            type="checkbox"
            name="confirm"
            required
            className="mt-1 size-5"
            aria-invalid={reply.fieldErrors.confirm ? true : undefined}
            aria-describedby={reply.fieldErrors.confirm ? "confirm-error" : undefined}
          />
          <span>{t("review.confirm")}</span>
        </label>
        {reply.fieldErrors.confirm ? (
          <p id="confirm-error" className="text-sm font-medium text-magma-700">
            {err(reply.fieldErrors.confirm)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t("review.submit")}</Button>
          <Button asChild variant="secondary">
            <Link to="?item=1">{t("review.back")}</Link>
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The admission code form, once the invigilator has admitted the candidate. */
function CodeForm() {
  const { t } = useTranslation("examSitting");
  const err = useErrorText("examSitting");
  const reply = useFormReply("code");
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="code" />
      <p className="text-basalt-800">{t("sit.codeLead")}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <Field
        label={t("sit.code")}
        hint={t("sit.codeHint")}
        error={err(reply.fieldErrors.code)}
        inputProps={{
          name: "code",
          defaultValue: reply.values.code ?? "",
          autoComplete: "off",
          autoCapitalize: "characters",
          spellCheck: false,
          required: true,
          className: "max-w-xs font-mono text-lg tracking-widest uppercase",
        }}
      />
      <Button type="submit" className="justify-self-start">
        {t("sit.start")}
      </Button>
    </Form>
  );
}

/** A paused attempt re-reads the server now and then, so the exam comes back as soon as the invigilator resumes. */
function PausedNotice() {
  const { t } = useTranslation("examSitting");
  useRefreshWhile(true, 10_000);
  return <p className="rounded-lg bg-sulphur-100 p-4 font-medium text-basalt-950">{t("sit.paused")}</p>;
}

/** The candidate's exam page, by stage: waiting, the code, the paused notice, a question, the review, the end. */
export function ExamDelivery({ data }: { data: DeliveryData }) {
  const { t } = useTranslation("examSitting");
  const { stage, attempt } = data;
  const revalidator = useRevalidator();
  // What this page saved since the server last drew the grid: shown at once, replaced by the next page load.
  const [saved, setSaved] = useState<Record<number, GridCell>>({});
  useEffect(() => setSaved({}), [data.grid]);
  // Moving to another question replaces the form (and the button that was pressed): the keyboard and a screen
  // reader continue from the new question's heading, not from the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(null);
  const position = data.current?.position ?? null;
  useEffect(() => {
    if (shown.current !== null && position !== null && shown.current !== position) heading.current?.focus();
    shown.current = position;
  }, [position]);
  if (stage === "delivery" || stage === "review") {
    const total = data.grid.length;
    const grid = data.grid.map((cell) => saved[cell.position] ?? cell);
    const onSaved = (cell: GridCell) => setSaved((cells) => ({ ...cells, [cell.position]: cell }));
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <Card className="grid min-w-0 content-start gap-4">
          <FormSuccess form="sit" />
          {data.current ? (
            <>
              <h2
                ref={heading}
                tabIndex={-1}
                className="text-sm font-semibold tracking-wide text-basalt-700 uppercase focus:outline-none"
              >
                {t("sit.question", { number: data.current.position, total })}
              </h2>
              <QuestionForm
                attemptId={attempt.id}
                current={data.current}
                total={total}
                onSaved={onSaved}
                onStale={() => void revalidator.revalidate()}
              />
            </>
          ) : (
            <ReviewScreen grid={grid} />
          )}
        </Card>
        <aside className="grid content-start gap-4 lg:sticky lg:top-24 lg:self-start">
          {data.clock ? <ExamTimer clock={data.clock} /> : null}
          <QuestionGrid grid={grid} current={data.current?.position ?? null} formId="answer-form" />
          {data.current ? (
            <Button type="submit" form="answer-form" name="go" value="review" variant="secondary">
              {t("sit.toReview")}
            </Button>
          ) : null}
        </aside>
      </div>
    );
  }
  return (
    <Card className="grid max-w-2xl gap-4">
      <FormSuccess form="sit" />
      {stage === "waiting" ? <p className="text-basalt-800">{t("sit.waiting")}</p> : null}
      {stage === "code" ? <CodeForm /> : null}
      {stage === "paused" ? <PausedNotice /> : null}
      {stage === "closed" ? <p className="text-basalt-800">{t("sit.closed")}</p> : null}
      {stage === "ended" ? (
        <>
          <p className="text-basalt-800">{t("sit.ended")}</p>
          <Button asChild className="justify-self-start">
            <Link to={`/account/exams/${attempt.id}/report`}>{t("sit.report")}</Link>
          </Button>
        </>
      ) : null}
    </Card>
  );
}
