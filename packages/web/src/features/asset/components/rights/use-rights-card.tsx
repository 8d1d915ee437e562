import { castSessionDate, codeLabel, type AssetUseRightRecord } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../ui/badge";
import { actionOn, ConfirmActionDialog } from "../../../../ui/confirm-action-dialog";
import { formatDay } from "../../../../ui/records/format-day";
import {
  RecordListCard,
  RecordRowActions,
  RecordTable,
  useLockedItemEdit,
  type ItemEditing,
} from "../../../../ui/records/record-list-card";
import { recordSectionItemsQueryOptions } from "../../../../ui/records/record-queries";
import { assetKind } from "../../api/asset-kind";
import { useAssetUseRights, useDeleteAssetUseRight } from "../../api/asset-use-rights";
import { UseRightDialog, type CastOption } from "./use-right-dialog";
import { useRecordPage } from "../../../../ui/records/record-page";

/** The asset's Cast items as choices for a right's holder. */
function useCastOptions(assetId: number): CastOption[] {
  const cast = useQuery(recordSectionItemsQueryOptions(assetKind, assetId, "Cast"));
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return (cast.data?.records ?? []).map((item) => ({
    id: item.id,
    name: item.labels.personId ?? `Cast member #${item.id}`,
    // Fixed cycles apply to union principals and voice-overs with a session date (the domain's rule).
    sessionDate: castSessionDate({
      union: text(item.data["union"]),
      performerCategory: text(item.data["performerCategory"]),
      performanceType: text(item.data["performanceType"]),
      sessionDate: text(item.data["sessionDate"]),
      holdingFeesPaidThrough: null,
    }),
  }));
}

const media = (right: AssetUseRightRecord) =>
  right.mediaType
    ? `${codeLabel(right.mediaType)}${right.mediaSubTypes.length > 0 ? ` (${right.mediaSubTypes.map(codeLabel).join(", ")})` : ""}`
    : "—";

/**
 * The recorded cycle; for a union principal's right also which fixed cycles it pays, and when the
 * recorded dates are not the ones the rule derives from the session date, both, flagged for review.
 */
function CycleCell({ right }: { right: AssetUseRightRecord }) {
  const recorded = `${formatDay(right.startCycleDate)} – ${formatDay(right.cycleExpireDate)}`;
  const fixed = right.fixedCycles;
  if (fixed === null) return <span className="whitespace-nowrap">{recorded}</span>;
  const cycles =
    fixed.firstCycle === fixed.lastCycle
      ? `cycle ${fixed.firstCycle}`
      : `cycles ${fixed.firstCycle}–${fixed.lastCycle}`;
  if (!fixed.needsReview)
    return (
      <span className="flex flex-col">
        <span className="whitespace-nowrap">{recorded}</span>
        <span className="text-xs text-slate-500">Fixed {cycles}</span>
      </span>
    );
  return (
    <span className="flex flex-col gap-1">
      <span className="whitespace-nowrap">Recorded {recorded}</span>
      <span className="whitespace-nowrap text-xs text-slate-600">
        Rule: {cycles}, {formatDay(fixed.start)} – {formatDay(fixed.end)}
      </span>
      <span>
        <Badge tone="amber">Needs review</Badge>
      </span>
    </span>
  );
}

const useRightColumns = ["Type", "Holder", "Media", "Cycle", "Length", "Note"].map((label) => ({ label }));

/**
 * The asset's use rights (its own and its cast members'): a table with Add, Edit and Delete,
 * each under the asset's edit lock.
 */
export function UseRightsCard() {
  const { record: asset, canEdit } = useRecordPage(assetKind);
  const rights = useAssetUseRights(asset.id);
  const cast = useCastOptions(asset.id);
  const remove = useDeleteAssetUseRight(asset.id);
  const { editing, open, close, lock } = useLockedItemEdit<ItemEditing<AssetUseRightRecord>>(
    "asset-use-rights",
    remove.reset,
  );

  const disabled = lock.isLockedByOther;

  return (
    <RecordListCard
      titleId="use-rights-title"
      title="Use rights"
      description="What the spot may air in, for how long: the asset's own rights and its performers'."
      itemsNoun="use rights"
      items={rights}
      addLabel="Add use right"
      onAdd={canEdit ? () => void open({ kind: "add" }) : undefined}
      disabled={disabled}
      emptyText={<>No use rights yet.{canEdit ? ' Use "Add use right" to record one.' : ""}</>}
      dialogs={
        <>
          {editing && editing.kind !== "delete" && (
            <UseRightDialog
              assetId={asset.id}
              right={editing.kind === "edit" ? editing.item : null}
              cast={cast}
              onClose={close}
            />
          )}
          {editing?.kind === "delete" && (
            <ConfirmActionDialog
              open
              onClose={close}
              action={actionOn(remove, editing.item.id)}
              title={`Delete the ${codeLabel(editing.item.useRightType)} use right?`}
              confirmLabel="Delete use right"
              busyLabel="Deleting…"
              successText="Use right deleted."
              failureText="The use right could not be deleted."
            >
              <p>
                The right stops covering the asset, and its earliest expiration is worked out again without
                it.
              </p>
            </ConfirmActionDialog>
          )}
        </>
      }
    >
      {(records) => (
        <RecordTable caption={`Use rights of ${asset.title}`} columns={useRightColumns} hasActions={canEdit}>
          {records.map((right) => {
            const name = `use right ${codeLabel(right.useRightType)}${right.holderName ? ` of ${right.holderName}` : ""}`;
            return (
              <tr key={right.id}>
                <th scope="row" className="px-5 py-3 text-left font-medium text-slate-900 sm:px-6">
                  {codeLabel(right.useRightType)}
                </th>
                <td className="px-3 py-3 text-slate-700">
                  {right.holderName ??
                    (right.coversAllPerformers ? "Asset (covers every performer)" : "Asset")}
                </td>
                <td className="px-3 py-3 text-slate-700">{media(right)}</td>
                <td className="px-3 py-3 text-slate-700">
                  <CycleCell right={right} />
                </td>
                <td className="px-3 py-3 text-slate-700">{right.cycleLength ?? "—"}</td>
                <td className="max-w-64 px-3 py-3 text-slate-600">{right.note || "—"}</td>
                {canEdit && (
                  <RecordRowActions
                    name={name}
                    disabled={disabled}
                    onEdit={() => void open({ kind: "edit", item: right })}
                    onDelete={() => void open({ kind: "delete", item: right })}
                  />
                )}
              </tr>
            );
          })}
        </RecordTable>
      )}
    </RecordListCard>
  );
}
