import type { ApiClient } from "@rightsdesk/api-client";
import type { UserSummary } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

/** The user with exactly this user name (names ignore case), or a CliError saying there is none. */
export async function findUserByName(api: ApiClient, userName: string): Promise<UserSummary> {
  const page = await api.listUsers({
    body: { filters: [{ property: "userName", operator: "eq", value: userName }], pageSize: 2 },
  });
  const [user] = page.records;
  if (!user) throw new CliError(`There is no user named ${userName}.`);
  return user;
}
