import { Command, CommanderError, Option } from "commander";
import { isApiError } from "@rightsdesk/api-client";
import { CliError, type CliIo } from "./cli-io.js";
import { login } from "./commands/login.js";
import { logout } from "./commands/logout.js";
import { showClient, useClient, type ClientFormat } from "./commands/client.js";
import { whoami, type WhoamiFormat } from "./commands/whoami.js";
import { registerRoleCommands } from "./commands/roles.js";
import { registerUserCommands } from "./commands/users.js";
import { registerCompanyCommands } from "./commands/companies.js";
import { registerPeopleCommands } from "./commands/people.js";
import { registerAssetCommands } from "./commands/assets.js";
import { registerContractCommands } from "./commands/contracts.js";
import { registerReportCommands } from "./commands/reports.js";
import { registerAlertCommands } from "./commands/alerts.js";
import { registerCompletionReportCommands } from "./commands/completion-reports.js";
import { registerAiringCommands } from "./commands/airings.js";
import { registerForecastCommand } from "./commands/forecast.js";
import { registerRateCardCommands } from "./commands/rate-card.js";

function buildProgram(io: CliIo): Command {
  const program = new Command("rightsdesk")
    .description("Rights Desk from the terminal: sign in, then run reports and bulk work.")
    .version("0.1.0")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });

  program
    .command("login")
    .description("Sign in and keep the session in your config directory (mode 0600)")
    .option("-s, --server <url>", "server URL (default $RIGHTSDESK_SERVER or http://localhost:3000)")
    .requiredOption("-u, --user <name>", "user name")
    .option("--otp <code>", "the 6-digit code from your authenticator app, if your account has one")
    .addHelpText("after", "\nThe password is asked for without echo, or read from RIGHTSDESK_PASSWORD.")
    .action((options: { server?: string; user?: string; otp?: string }) => login(options, io));

  program
    .command("whoami")
    .description("Show who is signed in, with which profile and module rights")
    .addOption(
      new Option("-f, --format <format>", "output format").choices(["table", "json"]).default("table"),
    )
    .action((options: { format: WhoamiFormat }) => whoami(options, io));

  program
    .command("logout")
    .description("End the session on the server and forget it here")
    .action(() => logout(io));

  const client = program
    .command("client")
    .description("Show the client your session acts for (a provider profile may choose another)")
    .addOption(
      new Option("-f, --format <format>", "output format").choices(["table", "json"]).default("table"),
    )
    .action((options: { format: ClientFormat }) => showClient(options, io));
  client
    .command("use")
    .description("Act for another client, by id or name: every later command works on its records")
    .argument("<client>", "the client's id or name")
    .addOption(
      new Option("-f, --format <format>", "output format").choices(["table", "json"]).default("table"),
    )
    .action((which: string, options: { format: ClientFormat }) => useClient(which, options, io));

  registerUserCommands(program, io);
  registerRoleCommands(program, io);
  registerCompanyCommands(program, io);
  registerPeopleCommands(program, io);
  registerAssetCommands(program, io);
  registerContractCommands(program, io);
  registerReportCommands(program, io);
  registerAlertCommands(program, io);
  registerCompletionReportCommands(program, io);
  registerAiringCommands(program, io);
  registerForecastCommand(program, io);
  registerRateCardCommands(program, io);
  return program;
}

/** Runs the CLI and returns its exit status; never throws for expected failures. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliError) {
      if (error.message) io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    if (isApiError(error)) {
      io.stderr.write(
        `${error.message}${error.errors.length ? `\n${error.errors.map((e) => `  ${e.field}: ${e.message}`).join("\n")}` : ""}\n`,
      );
      return 1;
    }
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
