import { Option, type Command } from "commander";
import { assetListFields, elementListFields, mediaCatalogue, mediaTypeNames } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { assetsEarliest, type AnswerFormat } from "./assets-earliest.js";
import { assetsList, type AssetsListOptions } from "./assets-list.js";
import { clearance, clearanceExitCodes, type ClearanceOptions } from "./clearance.js";
import { elementsList, type ElementsListOptions } from "./elements-list.js";
import { addListOptions, listHelp } from "./record-command-options.js";
import { addRightsListFilters } from "./rights-list-filters.js";

function answerFormatOption(): Option {
  return new Option("-f, --format <format>", "output format").choices(["text", "json"]).default("text");
}

/** One line per main type of the media catalogue, with its sub types. */
const mediaCatalogueLines = mediaCatalogue
  .map((type) => {
    const subtypes = type.subtypes.map((sub) => sub.name).join(", ");
    return `  ${type.name}${subtypes === "" ? "" : `: ${subtypes}`}`;
  })
  .join("\n");

const clearanceHelp = `
The answer gives the verdict and every reason for it. For each unpaid cycle it lists the due date
and the amount in USD (or why no confirmed rate exists; never a guessed zero), marks a late payment
OVERDUE, and totals them.
Exit status: ${clearanceExitCodes.cleared} cleared, ${clearanceExitCodes.clearedIfPaid} cleared if paid, ${clearanceExitCodes.notCleared} not cleared;
1 an error (no asset has the Ad-ID, no session, the server refused), 2 bad usage.

Media types (--media) and their sub types (--sub-type), from the media catalogue; an older name
such as "TV COMMERCIAL" or "INTERNET" is taken as the catalogue's (TV, DIGITAL):
${mediaCatalogueLines}

Example: rightsdesk clearance ABCD1234000H --date 2026-03-01 --media TV --sub-type "CABLE - NATIONAL"`;

/** `rightsdesk assets list|earliest`, `rightsdesk clearance` and `rightsdesk elements list`. */
export function registerAssetCommands(program: Command, io: CliIo): void {
  const assets = program
    .command("assets")
    .description("List assets and what ends them first (needs Asset read)");

  addRightsListFilters(
    addListOptions(
      assets
        .command("list")
        .description("One page of assets (or every page with --all), filtered and sorted"),
      "assets",
      "title cn summer",
    ),
  )
    .option(
      "--include-edit-versions",
      "list edit versions beside their base assets (the archive always does)",
    )
    .addHelpText(
      "after",
      listHelp(
        assetListFields,
        "rightsdesk assets list --expiring-within 30 --status ACTIVE --sort earliestExpireDate",
      ),
    )
    .action((options: AssetsListOptions) => assetsList(options, io));

  assets
    .command("earliest <adId>")
    .description("The day an asset (or edit version) stops being usable, and the item that ends it")
    .addOption(answerFormatOption())
    .addHelpText("after", "\nExample: rightsdesk assets earliest ABCD1234000H --format json")
    .action((adId: string, options: { format: AnswerFormat }) => assetsEarliest(adId, options, io));

  program
    .command("clearance <adId>")
    .description("Can the spot air on a day in a media (and territory)? Cleared, cleared if paid, or not")
    // Checked with the domain's request schema rather than as commander's required options, so a
    // missing one is bad usage (exit status 2) like a malformed one.
    .option("--date <date>", "air date, YYYY-MM-DD (required)")
    .option("--media <type>", `media type (required): ${mediaTypeNames.join(", ")}`)
    .option("--sub-type <subType>", 'a sub type of the media type, e.g. "CABLE - NATIONAL" (listed below)')
    .option("--territory <territory>", "territory (default: worldwide)")
    .addOption(answerFormatOption())
    .addHelpText("after", clearanceHelp)
    .action((adId: string, options: ClearanceOptions) => clearance(adId, options, io));

  const elements = program
    .command("elements")
    .description("List elements (music, footage, fonts...) and their licences' status (needs Element read)");

  addRightsListFilters(
    addListOptions(
      elements
        .command("list")
        .description("One page of elements (or every page with --all), filtered and sorted"),
      "elements",
      "title cn anthem",
    ),
  )
    .addHelpText(
      "after",
      listHelp(elementListFields, "rightsdesk elements list --type AUDIO --expiring-before 2026-01-01"),
    )
    .action((options: ElementsListOptions) => elementsList(options, io));
}
