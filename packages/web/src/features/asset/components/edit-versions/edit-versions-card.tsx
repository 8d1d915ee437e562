import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../../routing/paths";
import { Button } from "../../../../ui/button";
import { TitledCard } from "../../../../ui/titled-card";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { PlusIcon } from "../../../../ui/icons";
import { formatDay } from "../../../../ui/records/format-day";
import { RightsStatusBadge } from "../../../../ui/records/rights-status-badge";
import { useRecord } from "../../../../ui/records/record-queries";
import { assetKind } from "../../api/asset-kind";
import { useEditVersions } from "../../api/edit-versions";
import { AddEditVersionDialog } from "./add-edit-version-dialog";
import { useRecordPage } from "../../../../ui/records/record-page";
import { LoadingBars, QueryView } from "../../../../ui/query-view";

/**
 * The edit versions of the base asset (on an edit version's page, of its base): each opens in
 * the edit-version form; "Add edit version" for those who may.
 */
export function EditVersionsCard() {
  const { record: asset, canEdit } = useRecordPage(assetKind);
  const baseId = asset.baseAssetId ?? asset.id;
  const base = useRecord(assetKind, baseId);
  const versions = useEditVersions(baseId);
  const [adding, setAdding] = useState(false);
  const records = versions.data?.records ?? [];
  return (
    <TitledCard
      titleId="edit-versions-title"
      title="Edit versions"
      description={
        asset.baseAssetId === null
          ? "Versions cut from this asset, each with its own Ad-ID and use rights."
          : "The versions of the base asset this edit belongs to."
      }
      action={
        canEdit && base.data && base.data.archivedAt === null ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add edit version
          </Button>
        ) : undefined
      }
    >
      <QueryView
        query={versions}
        loading={<LoadingBars label="Loading the edit versions…" bars={["h-4 w-2/3"]} />}
        errorTitle="The edit versions could not be loaded"
        isEmpty={() => records.length === 0}
        empty={<p className="px-5 py-6 text-sm text-slate-600 sm:px-6">No edit versions yet.</p>}
      >
        {() => (
          <ul className="divide-y divide-slate-100">
            {records.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm sm:px-6"
              >
                <Link
                  to={paths.app.asset.getHref(version.id, "asset-profile", baseId)}
                  aria-current={version.id === asset.id ? "page" : undefined}
                  className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
                >
                  {version.versionLabel} · {version.title}
                </Link>
                <span className="font-mono text-xs text-slate-600">{version.adId}</span>
                <RightsStatusBadge status={version.status} />
                <span className="text-slate-600">
                  Earliest expiration {formatDay(version.earliestExpireDate, "none")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {adding && base.data && <AddEditVersionDialog base={base.data} onClose={() => setAdding(false)} />}
    </TitledCard>
  );
}
