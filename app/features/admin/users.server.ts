import type { RouterContextProvider } from "react-router";
import {
  countAdmins,
  findUserById,
  setUserDisabled,
  setUserRole,
  type SessionUser,
} from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import type { UserForm } from "./admin-forms";
import { samePage } from "~/lib/http/paths";
import { refuseUserChange } from "./users-policy";

type Context = Readonly<RouterContextProvider>;

type RoleForm = Extract<UserForm, { intent: "role" }>;
type AccountForm = Extract<UserForm, { intent: "disable" | "enable" }>;

/** The account a change is for, once the page's policy (./users-policy.ts) allows the change; else the refusal. */
async function allowedTarget(context: Context, me: SessionUser, form: FormData, input: UserForm) {
  const { db } = getAppContext(context);
  const user = await findUserById(db, input.userId);
  if (!user) throw new Response(null, { status: 404 });
  const managed = { id: user.id, role: user.role, disabled: Boolean(user.disabledAt) };
  const refusal = refuseUserChange(me, managed, input, await countAdmins(db));
  return refusal ? { refused: refuseForm(form, refusal) } : { user };
}

/** "role": gives an account another role; back to the same list with a flash. */
export async function changeRole(request: Request, context: Context, me: SessionUser, form: FormData, input: RoleForm) {
  const target = await allowedTarget(context, me, form, input);
  if ("refused" in target) return target.refused;
  // Checked again atomically where it is stored (two admins demoting each other at once).
  if (!(await setUserRole(getAppContext(context).db, target.user.id, input.role))) {
    return refuseForm(form, "users.lastAdmin");
  }
  const roleName = getNamespace(getRequestLanguage(context), "admin").roles[input.role];
  throw redirectWithFlash(context, samePage(request), {
    ns: "admin",
    key: "users.roleSaved",
    values: { name: target.user.name, role: roleName },
    form: "role",
  });
}

/** "disable" and "enable": an account signs in no more (its sessions end), or again. */
export async function setAccountDisabled(
  request: Request,
  context: Context,
  me: SessionUser,
  form: FormData,
  input: AccountForm,
) {
  const target = await allowedTarget(context, me, form, input);
  if ("refused" in target) return target.refused;
  const { intent } = input;
  if (!(await setUserDisabled(getAppContext(context).db, target.user.id, intent === "disable"))) {
    return refuseForm(form, "users.lastAdmin");
  }
  throw redirectWithFlash(context, samePage(request), {
    ns: "admin",
    key: intent === "disable" ? "users.disabledDone" : "users.enabledDone",
    values: { name: target.user.name },
    form: intent,
  });
}
