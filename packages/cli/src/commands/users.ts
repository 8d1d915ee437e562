import { Option, type Command } from "commander";
import type { CliIo } from "../cli-io.js";
import type { ListQueryOptions } from "./list-query-options.js";
import { usersAdd, type UsersAddOptions } from "./users-add.js";
import { setUserBlocked } from "./users-block.js";
import { usersList, type ListFormat } from "./users-list.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function formatOption(): Option {
  return new Option("-f, --format <format>", "output format")
    .choices(["table", "csv", "json"])
    .default("table");
}

/** `rightsdesk users list|add|block|unblock`. */
export function registerUserCommands(program: Command, io: CliIo): void {
  const users = program
    .command("users")
    .description("List, add, block and unblock users (needs Admin rights)");

  users
    .command("list")
    .description("One page of users, filtered and sorted")
    .option("--filter <filter>", 'PROPERTY OPERATOR VALUE, e.g. "userName cn jo" (repeatable)', collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "field to sort on (default Id)")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0")
    .option("--page-size <number>", "records per page (1-500, default 25)")
    .addOption(formatOption())
    .addHelpText(
      "after",
      "\nFields: id, userName, firstName, lastName, email, userType, status, createdAt.\n" +
        "Operators: eq nq cn nc sw ew in ni (text), lt gt lte gte eq nq in ni (numbers, dates YYYY-MM-DD).",
    )
    .action((options: ListQueryOptions & { format: ListFormat }) => usersList(options, io));

  users
    .command("add")
    .description("Add a user with one role; they choose a new password at first sign-in")
    .requiredOption("-u, --user <name>", "user name")
    .requiredOption("--first <name>", "first name")
    .requiredOption("--last <name>", "last name")
    .requiredOption("--email <address>", "e-mail address")
    .option("--type <kind>", "PLATFORM USER, AD AGENCY USER or ADVERTISER USER", "AD AGENCY USER")
    .requiredOption("--role <name>", "role name")
    .option("--generate-password", "generate the first password and print it once")
    .addHelpText(
      "after",
      "\nThe first password is read from RIGHTSDESK_NEW_USER_PASSWORD, or asked for without echo.",
    )
    .action((options: UsersAddOptions) => usersAdd(options, io));

  users
    .command("block <name>")
    .description("Block a user: their sessions end at once")
    .action((name: string) => setUserBlocked(name, true, io));

  users
    .command("unblock <name>")
    .description("Let a blocked user sign in again")
    .action((name: string) => setUserBlocked(name, false, io));
}
