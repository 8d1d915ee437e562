import { codeLabel } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { DeleteSectionItemDialog } from "../../../../ui/records/delete-section-item-dialog";
import { RecordListCard, useLockedItemEdit } from "../../../../ui/records/record-list-card";
import { useRecordPage } from "../../../../ui/records/record-page";
import { useRecordSectionCalls } from "../../../../ui/records/record-queries";
import type { RecordSectionDefinition, RecordSectionItem } from "../../../../ui/records/record-section";
import { SectionItems } from "../../../../ui/records/section-items";
import { assetKind } from "../../api/asset-kind";
import { CastItemDialog } from "./cast-item-dialog";

type Editing =
  { kind: "add" } | { kind: "edit"; item: RecordSectionItem } | { kind: "delete"; item: RecordSectionItem };

/** An item as read: its union, category and camera in words (the stored codes stay for editing). */
function readableItem(section: RecordSectionDefinition, item: RecordSectionItem): RecordSectionItem {
  const data = { ...item.data };
  for (const field of section.fields) {
    const value = data[field.name];
    if (field.kind === "select" && typeof value === "string" && value !== "")
      data[field.name] = codeLabel(value);
  }
  return { ...item, data };
}

/**
 * The asset's cast: the section's table with its codes in words, and a dialog whose performer can
 * be created without leaving it. Each change takes the asset's edit lock first.
 */
export function CastPanel({ section }: { section: RecordSectionDefinition }) {
  const { record: asset, canEdit } = useRecordPage(assetKind);
  const owner = { kind: assetKind.type, id: asset.id, label: assetKind.nouns.singular };
  const calls = useRecordSectionCalls(assetKind, asset.id, section.key);
  const items = useQuery({ queryKey: calls.queryKey, queryFn: calls.list });
  const { editing, open, close, lock } = useLockedItemEdit<Editing>(`asset-section-${section.key}`);
  const stored = (shown: RecordSectionItem) =>
    items.data?.records.find((item) => item.id === shown.id) ?? shown;
  const disabled = lock.isLockedByOther;
  return (
    <RecordListCard
      titleId={`section-${section.key}-title`}
      title={section.label}
      description="The performers in this spot: their union, category and session decide their cycles and holding fees."
      itemsNoun={section.label.toLowerCase()}
      items={items}
      addLabel={`Add ${section.itemLabel}`}
      onAdd={canEdit ? () => void open({ kind: "add" }) : undefined}
      disabled={disabled}
      emptyText={<>No cast yet.{canEdit ? ` Use "Add ${section.itemLabel}" to record one.` : ""}</>}
      dialogs={
        <>
          {editing && editing.kind !== "delete" && (
            <CastItemDialog
              owner={owner}
              section={section}
              calls={calls}
              item={editing.kind === "edit" ? editing.item : null}
              onClose={close}
            />
          )}
          {editing?.kind === "delete" && (
            <DeleteSectionItemDialog
              owner={owner}
              section={section}
              calls={calls}
              item={editing.item}
              onClose={close}
            />
          )}
        </>
      }
    >
      {(records) => (
        <SectionItems
          section={section}
          items={records.map((item) => readableItem(section, item))}
          layout="table"
          reveals={null}
          controls={
            canEdit
              ? {
                  disabled,
                  onEdit: (item) => void open({ kind: "edit", item: stored(item) }),
                  onDelete: (item) => void open({ kind: "delete", item: stored(item) }),
                }
              : null
          }
        />
      )}
    </RecordListCard>
  );
}
