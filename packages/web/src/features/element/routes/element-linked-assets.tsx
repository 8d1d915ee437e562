import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { formatDay } from "../../../ui/records/format-day";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { useLinkedAssets } from "../api/linked-assets";
import { useRecordPage } from "../../../ui/records/record-page";
import { elementKind } from "../api/element-kind";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { TitledCard } from "../../../ui/titled-card";

/** The linkedAssets tab: the spots (and edit versions) this element is in, each opening its page. */
export function Component() {
  const { record: element } = useRecordPage(elementKind);
  const assets = useLinkedAssets(element.id);
  const records = assets.data?.records ?? [];
  return (
    <TitledCard
      titleId="linked-assets-title"
      title="Linked assets"
      description="Spots this element is in; its licences count toward when each of them ends."
    >
      <QueryView
        query={assets}
        loading={<LoadingBars label="Loading the linked assets…" bars={["h-4 w-2/3"]} />}
        errorTitle="The linked assets could not be loaded"
        isEmpty={() => records.length === 0}
        empty={
          <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
            Not in any asset yet. Link it from an asset&apos;s Elements tab.
          </p>
        }
      >
        {() => (
          <ul className="divide-y divide-slate-100">
            {records.map((asset) => (
              <li
                key={asset.assetId}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm sm:px-6"
              >
                <Link
                  to={paths.app.asset.getHref(asset.assetId, "asset-profile", asset.baseAssetId)}
                  className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
                >
                  {asset.title}
                </Link>
                <span className="font-mono text-xs text-slate-600">{asset.adId}</span>
                <span className="text-slate-600">{asset.versionLabel}</span>
                <RightsStatusBadge status={asset.status} />
                <span className="text-slate-600">
                  Earliest expiration {formatDay(asset.earliestExpireDate, "none")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </TitledCard>
  );
}
