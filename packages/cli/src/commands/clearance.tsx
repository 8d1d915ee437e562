import { renderToString } from "ink";
import { CatalogueClearanceRequestSchema, type ClearanceAnswer } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { ClearanceView } from "../ui/clearance-view.js";
import type { AnswerFormat } from "./assets-earliest.js";
import { findAssetByAdId } from "./find-asset-by-ad-id.js";

export interface ClearanceOptions {
  date?: string;
  media?: string;
  subType?: string;
  territory?: string;
  format: AnswerFormat;
}

/** The exit status of each verdict, so a script can branch without reading the report. */
export const clearanceExitCodes: Readonly<Record<ClearanceAnswer["verdict"], number>> = {
  cleared: 0,
  clearedIfPaid: 3,
  notCleared: 4,
};

const optionOf: Readonly<Record<string, string>> = {
  airDate: "--date",
  mediaType: "--media",
  mediaSubType: "--sub-type",
  territory: "--territory",
};

/**
 * The request checked with the domain's schema before any call; a bad option is named (exit status 2).
 * A media synonym ("TV COMMERCIAL") is sent as the catalogue's name, as the server would take it.
 */
function clearanceRequest(options: ClearanceOptions) {
  const checked = CatalogueClearanceRequestSchema.safeParse({
    airDate: options.date,
    mediaType: options.media,
    ...(options.subType === undefined ? {} : { mediaSubType: options.subType }),
    ...(options.territory === undefined ? {} : { territory: options.territory }),
  });
  if (checked.success) return checked.data;
  const problems = checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    return `  ${optionOf[field] ?? field}: ${issue.message}`;
  });
  throw new CliError(`The clearance question is not valid:\n${problems.join("\n")}`, 2);
}

/** `rightsdesk clearance AD-ID --date D --media M`: can the spot air then, and if not, why. */
export async function clearance(adId: string, options: ClearanceOptions, io: CliIo): Promise<void> {
  const body = clearanceRequest(options);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const asset = await findAssetByAdId(api, adId);
  const answer = await api.getAssetClearance({ params: { id: asset.id }, body });
  if (options.format === "json") {
    const { id, adId: code, title, versionLabel } = asset;
    io.stdout.write(
      `${JSON.stringify({ asset: { id, adId: code, title, versionLabel }, ...answer }, null, 2)}\n`,
    );
  } else {
    io.stdout.write(`${renderToString(<ClearanceView asset={asset} answer={answer} />, { columns: 250 })}\n`);
  }
  const status = clearanceExitCodes[answer.verdict];
  if (status !== 0) throw new CliExit(status);
}
