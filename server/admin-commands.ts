import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { createUserWithPassword, findUserByEmail, setUserDisabled, setUserRole } from "~/features/auth/index.server";
import { isRole, roles } from "~/features/auth";
import { storedSitePassword } from "~/features/gate/index.server";

export const usage = `Usage:
  npm run admin -- create <email> [--name "Full Name"]   make <email> an administrator (creates the account if needed)
  npm run admin -- role <email> <${roles.join("|")}>      change an account's role
  npm run admin -- list                                  list the administrators
  npm run admin -- site-password                         show the generated site password (when SITE_PASSWORD is unset)

Uses the same database as the server: DATABASE_URL when set, otherwise the PGlite files in DATA_DIR
(while the server runs, through the server itself: the embedded database belongs to one process).`;

/** Runs one admin command on an open database (from the command line, or in the server for its socket). */
export async function executeAdminCommand(db: Database, argv: string[], log: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "create") {
    const email = (rest[0] ?? "").trim().toLowerCase();
    const nameFlag = rest.indexOf("--name");
    const name = nameFlag >= 0 ? (rest[nameFlag + 1] ?? "").trim() : "";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      log(`Please give an email address.\n\n${usage}`);
      return 1;
    }
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await setUserRole(db, existing.id, "admin");
      if (existing.disabledAt) await setUserDisabled(db, existing.id, false);
      log(`${email} is now an administrator. They sign in with their own password at /auth.`);
      return 0;
    }
    const password = randomBytes(12).toString("base64url");
    await createUserWithPassword(db, { name: name || email.split("@")[0]!, email, password, role: "admin" });
    log(
      `Created the administrator ${email}.\n\n    Password: ${password}\n\nSign in at /auth and change it on the account page.`,
    );
    return 0;
  }
  if (command === "role") {
    const [email = "", role] = rest;
    const user = await findUserByEmail(db, email);
    if (!user || !isRole(role)) {
      log(user ? `Role must be one of: ${roles.join(", ")}.` : `No account uses ${email}.`);
      return 1;
    }
    if (!(await setUserRole(db, user.id, role))) {
      log(`${user.email} is the last active administrator: make another one first (npm run admin -- create <email>).`);
      return 1;
    }
    log(`${user.email} is now ${role}.`);
    return 0;
  }
  if (command === "list") {
    const admins = await db.query.users.findMany({ where: (u, { eq }) => eq(u.role, "admin") });
    for (const admin of admins) log(`${admin.email}\t${admin.name}${admin.disabledAt ? "\t(disabled)" : ""}`);
    if (admins.length === 0) log("No administrators yet: npm run admin -- create <email>");
    return 0;
  }
  if (command === "site-password") {
    const password = await storedSitePassword(db);
    log(
      password
        ? `The generated site password: ${password}\n(SITE_PASSWORD, when set, replaces it.)`
        : "No site password has been generated yet (the server makes one at its first start unless SITE_PASSWORD is set).",
    );
    return password ? 0 : 1;
  }
  log(usage);
  return 1;
}
