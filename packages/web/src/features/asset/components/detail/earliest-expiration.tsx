import type { AssetRecord } from "@rightsdesk/domain";
import { formatDay } from "../../../../ui/records/format-day";

/** What ends the asset first, in one line: "Ends 09/30/2025 — because Use right "Cable"". */
export function EarliestExpiration({ asset }: { asset: AssetRecord }) {
  if (asset.earliestExpireDate === null) {
    return (
      <p data-testid="asset-earliest-expiration" className="mt-1 text-sm text-slate-600">
        No end date: nothing on this asset expires.
      </p>
    );
  }
  return (
    <p data-testid="asset-earliest-expiration" className="mt-1 text-sm text-slate-700">
      <span className="font-medium">Ends {formatDay(asset.earliestExpireDate)}</span>
      {asset.earliestExpireItem && (
        <>
          {" — because "}
          {asset.earliestExpireItem.kind === "assetMpu"
            ? "its maximum period of use (MPU) ends"
            : asset.earliestExpireItem.label}
        </>
      )}
    </p>
  );
}
