import { Option, type Command } from "commander";
import { rateCardOrigins } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import {
  rateCardExport,
  rateCardImport,
  rateCardList,
  rateCardListFormats,
  type RateCardListOptions,
} from "./rate-card-run.js";
import { usageExit } from "./usage-exit.js";

const importHelp = `
The file is CSV in the columns rate-card export writes. Every row is added or none is: a refused
file names each bad row and field, and adds nothing.
Exit status: 0 added, 1 refused (nothing added) or an error, 2 bad usage (no such file).`;

/** `rightsdesk rate-card list|import|export`: the figures forecasts are priced with. */
export function registerRateCardCommands(program: Command, io: CliIo): void {
  const rateCard = program
    .command("rate-card")
    .exitOverride(usageExit)
    .description(
      "The figures forecasts are priced with: shipped ones and your own versions (needs Contracts)",
    );

  rateCard
    .command("list")
    .description("Every figure, then the shipped rows that have no confirmed figure")
    .addOption(
      new Option("--origin <origin>", "only shipped figures, or only your own").choices(rateCardOrigins),
    )
    .addOption(
      new Option("-f, --format <format>", "output format").choices(rateCardListFormats).default("table"),
    )
    .action((options: RateCardListOptions) => rateCardList(options, io));

  rateCard
    .command("import <file>")
    .description("Add your own versions of figures from a CSV file: all rows or none")
    .addHelpText("after", importHelp)
    .action((file: string) => rateCardImport(file, io));

  rateCard
    .command("export")
    .description("Your rate card as CSV, in the columns import reads (formulas neutralised)")
    .addOption(
      new Option("--origin <origin>", "only shipped figures, or only your own").choices(rateCardOrigins),
    )
    .option("-o, --output <file>", "write to FILE instead of stdout")
    .action((options: { origin?: (typeof rateCardOrigins)[number]; output?: string }) =>
      rateCardExport(options, io),
    );
}
