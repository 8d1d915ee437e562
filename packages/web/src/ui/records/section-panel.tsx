import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../button";
import { Card, CardHeader } from "../card";
import { PlusIcon } from "../icons";
import { QueryView } from "../query-view";
import { Skeleton } from "../skeleton";
import { DeleteSectionItemDialog } from "./delete-section-item-dialog";
import type { RecordKind } from "./record-kind";
import { useRecordPage } from "./record-page";
import { useRecordSectionCalls } from "./record-queries";
import type { RecordOwner, RecordSectionDefinition, RecordSectionItem, SectionCalls } from "./record-section";
import { useLockedEdit } from "./record-lock";
import { useSecretReveals } from "./secret-value";
import { SectionItemDialog } from "./section-item-dialog";
import { SectionItems } from "./section-items";
import { SensitiveNotice } from "./sensitive-notice";

type Editing =
  { kind: "add" } | { kind: "edit"; item: RecordSectionItem } | { kind: "delete"; item: RecordSectionItem };

type RecordSectionPanelProps = {
  owner: RecordOwner;
  section: RecordSectionDefinition;
  calls: SectionCalls;
  /** The user may change the record now (its module's write right, and not archived). */
  canEdit: boolean;
  layout?: "table" | "notes";
};

/**
 * One section of a record (addresses, staff, banks...), driven by its definition: its items as
 * a table (or a single card for a "one" section, or a feed for notes), Add / Edit in a dialog
 * and Delete after asking. Each action takes the record's edit lock first. Sensitive values come
 * masked; with the reveal right each has "Reveal" beside it, without it the notice says why.
 */
export function RecordSectionPanel({
  owner,
  section,
  calls,
  canEdit,
  layout = "table",
}: RecordSectionPanelProps) {
  const items = useQuery({ queryKey: calls.queryKey, queryFn: calls.list });
  const queryClient = useQueryClient();
  const { begin, end, lock } = useLockedEdit(`${owner.kind}-section-${section.key}`);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState(false);
  const sensitive = items.data?.sensitive;
  const reveals = useSecretReveals(sensitive === "revealable" ? calls.reveal : undefined);
  const titleId = `section-${section.key}-title`;
  const hasSecrets = section.fields.some((field) => field.kind === "secret");

  const open = async (next: Editing) => {
    setOpening(true);
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    } finally {
      setOpening(false);
    }
  };
  const close = () => {
    setEditing(null);
    end();
  };
  const reloadItem = async (itemId: number | undefined) => {
    const fresh = await queryClient.fetchQuery({
      queryKey: calls.queryKey,
      queryFn: calls.list,
      staleTime: 0,
    });
    return fresh.records.find((record) => record.id === itemId) ?? null;
  };

  const blocked = lock.isLockedByOther;
  const controls = canEdit
    ? {
        disabled: blocked || opening,
        onAdd: () => void open({ kind: "add" }),
        onEdit: (item: RecordSectionItem) => void open({ kind: "edit", item }),
        onDelete: (item: RecordSectionItem) => void open({ kind: "delete", item }),
      }
    : null;
  const records = items.data?.records ?? [];
  const isOne = section.cardinality === "one";
  // A "one" section offers Add in its empty card instead, where a narrow column has room for it.
  const showAdd = controls && items.isSuccess && !isOne;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={section.label}
        description={hasSecrets && sensitive === "masked" ? <SensitiveNotice /> : undefined}
        action={
          showAdd ? (
            <Button variant="secondary" disabled={controls.disabled} onClick={controls.onAdd}>
              <PlusIcon className="size-4" />
              Add {section.itemLabel}
            </Button>
          ) : undefined
        }
      />
      <QueryView
        query={items}
        loading={<SectionSkeleton />}
        errorTitle={`The ${section.label.toLowerCase()} could not be loaded`}
        isEmpty={() => records.length === 0}
        empty={
          <div className="px-5 py-6 text-sm sm:px-6">
            <p className="font-medium text-slate-900">{`No ${section.label.toLowerCase()} yet.`}</p>
            {controls && isOne ? (
              <Button
                variant="secondary"
                className="mt-3"
                disabled={controls.disabled}
                onClick={controls.onAdd}
              >
                <PlusIcon className="size-4" />
                Add {section.itemLabel}
              </Button>
            ) : controls ? (
              <p className="mt-1 text-slate-500">{`Use "Add ${section.itemLabel}" to record one.`}</p>
            ) : null}
          </div>
        }
      >
        {() => (
          <SectionItems
            section={section}
            items={records}
            layout={isOne ? "card" : layout}
            controls={controls}
            reveals={reveals}
          />
        )}
      </QueryView>
      {editing && editing.kind !== "delete" && (
        <SectionItemDialog
          owner={owner}
          section={section}
          calls={calls}
          item={editing.kind === "edit" ? editing.item : null}
          onReload={() => reloadItem(editing.kind === "edit" ? editing.item.id : undefined)}
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
    </Card>
  );
}

function SectionSkeleton() {
  return (
    <div role="status" aria-label="Loading…" className="space-y-3 px-5 py-5 sm:px-6">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

/**
 * One section of the record on the page: the panel with the kind's calls and what the page says
 * the user may do. The layout is the section's own (a table unless it says notes) unless given.
 */
export function RecordKindSectionPanel<T extends { id: number }>({
  kind,
  section,
  layout = section.layout ?? "table",
}: {
  kind: RecordKind<T>;
  section: RecordSectionDefinition;
  layout?: "table" | "notes";
}) {
  const { record, canEdit } = useRecordPage(kind);
  return (
    <RecordSectionPanel
      owner={{ kind: kind.type, id: record.id, label: kind.nouns.singular }}
      section={section}
      calls={useRecordSectionCalls(kind, record.id, section.key)}
      canEdit={canEdit}
      layout={layout}
    />
  );
}
