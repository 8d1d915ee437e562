import type { Command } from "commander";
import type { CliIo } from "../cli-io.js";
import { rolesList } from "./roles-list.js";
import { formatOption } from "./users.js";
import type { ListFormat } from "./users-list.js";

/** `rightsdesk roles list`. */
export function registerRoleCommands(program: Command, io: CliIo): void {
  const roles = program.command("roles").description("Roles and what they grant (needs Admin read)");
  roles
    .command("list")
    .description("Every role with its number of users and module rights")
    .addOption(formatOption())
    .action((options: { format: ListFormat }) => rolesList(options, io));
}
