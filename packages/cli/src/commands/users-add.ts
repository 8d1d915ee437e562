import { randomInt } from "node:crypto";
import type { ApiClient } from "@rightsdesk/api-client";
import { UserMutateRequestSchema, checkNewPassword, type RoleRecord } from "@rightsdesk/domain";
import { loadCliEnv, type CliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export interface UsersAddOptions {
  user: string;
  first: string;
  last: string;
  email: string;
  type: string;
  role: string;
  generatePassword?: boolean;
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 20 characters from an alphabet without look-alikes (0/O, 1/l/I), from the system's secure random source. */
export function generatePassword(): string {
  return Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

async function choosePassword(options: UsersAddOptions, env: CliEnv, io: CliIo): Promise<string> {
  if (options.generatePassword) return generatePassword();
  if (env.newUserPassword) return env.newUserPassword;
  if (!io.interactive) {
    throw new CliError(
      "No password: set RIGHTSDESK_NEW_USER_PASSWORD, use --generate-password, or run in a terminal.",
      2,
    );
  }
  const password = await io.promptPassword(`First password for ${options.user}`);
  const again = await io.promptPassword("The same password again");
  if (password !== again) throw new CliError("The two passwords differ.", 2);
  return password;
}

/** The role with this name (names ignore case); in the caller's own client when several clients have one. */
async function findRole(api: ApiClient, name: string, tenantId: number): Promise<RoleRecord> {
  const roles = await api.listRoles();
  const named = roles.filter((role) => role.name.toLowerCase() === name.trim().toLowerCase());
  const role = named.length === 1 ? named[0] : named.find((entry) => entry.tenantId === tenantId);
  if (role) return role;
  if (named.length > 1)
    throw new CliError(`Several clients have a role named ${name}; ask an administrator.`);
  throw new CliError(
    `There is no role named ${name}. Roles: ${roles.map((entry) => entry.name).join(", ")}.`,
  );
}

/** `rightsdesk users add`: a new user with one role, who must change the password at first sign-in. */
export async function usersAdd(options: UsersAddOptions, io: CliIo): Promise<void> {
  const env = loadCliEnv(io.env);
  const password = await choosePassword(options, env, io);
  const draft = {
    userName: options.user,
    firstName: options.first,
    lastName: options.last,
    email: options.email,
    userType: options.type.trim().toUpperCase(),
    password,
    // The role is looked up on the server below; a placeholder lets the schema check the rest first.
    profiles: [{ roleId: 1 }],
  };
  const checked = UserMutateRequestSchema.safeParse(draft);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new CliError(`The new user is not valid:\n${problems.join("\n")}`, 2);
  }
  const weak = checkNewPassword(password, options.user);
  if (weak) throw new CliError(`The new user is not valid:\n  password: ${weak}`, 2);

  const { api, credentials } = await openSession(new CredentialsStore(env.configDir), io);
  const role = await findRole(api, options.role, credentials.userInfo.tenantId);
  const created = await api.mutateUser({
    body: { ...checked.data, profiles: [{ roleId: role.id, isDefault: true }] },
  });
  io.stdout.write(`Created ${created.userName} (id ${created.id}) with the role ${role.name}.\n`);
  if (options.generatePassword) io.stdout.write(`First password (shown once): ${password}\n`);
  io.stdout.write("They must choose a new password when they first sign in.\n");
}
