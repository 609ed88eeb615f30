import type { RouterContextProvider } from "react-router";
import { ensure, type Viewer } from "~/features/auth";
import { findUserById } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { samePage } from "~/lib/http/paths";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import { canDeclareConflicts, canManageDuties } from "./policy";
import { declareConflict, findPerson, grantDuty, removeDuty, withdrawConflict } from "./queries.server";
import type { ConflictForm, DutyForm } from "./staff";

type Context = Readonly<RouterContextProvider>;
type Me = NonNullable<Viewer>;

/** /staff/conflicts "declare": a conflict with the person typed (found by e-mail or name). */
export async function declareConflictAction(
  request: Request,
  context: Context,
  me: Me,
  form: FormData,
  input: Extract<ConflictForm, { intent: "declare" }>,
) {
  ensure(canDeclareConflicts(me));
  const { db } = getAppContext(context);
  const person = await findPerson(db, input.person);
  if (person === "none") return refuseFields(form, { person: "errors.personNone" });
  if (person === "several") return refuseFields(form, { person: "errors.personSeveral" });
  if (person.id === me.id) return refuseFields(form, { person: "errors.personSelf" });
  const declared = await declareConflict(db, { staffId: me.id, personId: person.id, reason: input.reason });
  throw redirectWithFlash(context, samePage(request), {
    ns: "staff",
    key: declared ? "done.declared" : "done.alreadyDeclared",
    values: { name: person.name },
    form: "declare",
  });
}

/** /staff/conflicts "withdraw": one's own standing declaration. */
export async function withdrawConflictAction(
  request: Request,
  context: Context,
  me: Me,
  form: FormData,
  input: Extract<ConflictForm, { intent: "withdraw" }>,
) {
  ensure(canDeclareConflicts(me));
  if (!(await withdrawConflict(getAppContext(context).db, { id: input.id, staffId: me.id }))) {
    return refuseForm(form, "errors.notFound", { status: 404 });
  }
  throw redirectWithFlash(context, samePage(request), { ns: "staff", key: "done.withdrawn", form: "withdraw" });
}

/** /admin/staff "grant" and "remove": one duty of a staff account, logged. */
export async function changeDutyAction(request: Request, context: Context, me: Me, form: FormData, input: DutyForm) {
  ensure(canManageDuties(me));
  const { db } = getAppContext(context);
  const user = await findUserById(db, input.userId);
  if (!user) throw new Response(null, { status: 404 });
  if (user.role !== "staff") return refuseForm(form, "errors.notStaff");
  if (input.intent === "grant") await grantDuty(db, { userId: user.id, duty: input.duty, grantedBy: me.id });
  else await removeDuty(db, { userId: user.id, duty: input.duty, removedBy: me.id });
  const duty = getNamespace(getRequestLanguage(context), "staff").duties[input.duty];
  throw redirectWithFlash(context, samePage(request), {
    ns: "staff",
    key: input.intent === "grant" ? "done.granted" : "done.removed",
    values: { name: user.name, duty },
    form: `duty:${user.id}`,
  });
}
