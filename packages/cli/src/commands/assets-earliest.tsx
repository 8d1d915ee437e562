import { renderToString } from "ink";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { EarliestExpireView } from "../ui/earliest-expire-view.js";
import { findAssetByAdId } from "./find-asset-by-ad-id.js";

export type AnswerFormat = "text" | "json";

/** `rightsdesk assets earliest AD-ID`: what ends the asset first, and on which day. */
export async function assetsEarliest(adId: string, options: { format: AnswerFormat }, io: CliIo) {
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const asset = await findAssetByAdId(api, adId);
  const earliest = await api.getAssetEarliestExpire({ params: { id: asset.id } });
  if (options.format === "json") {
    const { id, adId: code, title, versionLabel } = asset;
    io.stdout.write(
      `${JSON.stringify({ asset: { id, adId: code, title, versionLabel }, earliest }, null, 2)}\n`,
    );
    return;
  }
  io.stdout.write(
    `${renderToString(<EarliestExpireView asset={asset} earliest={earliest} />, { columns: 250 })}\n`,
  );
}
