import type { CompanySectionDefinition, CompanySectionItem } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { LockIcon, PlusIcon } from "../../../../ui/icons";
import { LoadError } from "../../../../ui/load-error";
import { Skeleton } from "../../../../ui/skeleton";
import { sectionItemsQueryOptions, useSectionItems } from "../../api/list-section-items";
import { useLockedEdit } from "./company-lock";
import { useCompanyPage } from "./company-page";
import { DeleteSectionItemDialog } from "./delete-section-item-dialog";
import { SectionItemDialog } from "./section-item-dialog";
import { SectionItems } from "./section-items";

export const sensitiveNotice = "Only people with the Sensitive data permission see full values.";

type Editing =
  { kind: "add" } | { kind: "edit"; item: CompanySectionItem } | { kind: "delete"; item: CompanySectionItem };

/**
 * One section of a company (addresses, staff, banks...), driven by its definition: its items as
 * a table (or a single card for a "one" section, or a feed for notes), Add / Edit in a dialog
 * and Delete after asking. Each action takes the company's edit lock first.
 */
export function SectionPanel({
  section,
  layout = "table",
}: {
  section: CompanySectionDefinition;
  layout?: "table" | "notes";
}) {
  const { company, canEdit } = useCompanyPage();
  const items = useSectionItems(company.id, section.key);
  const queryClient = useQueryClient();
  const { begin, end, lock } = useLockedEdit(`company-section-${section.key}`);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState(false);
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
      ...sectionItemsQueryOptions(company.id, section.key),
      staleTime: 0,
    });
    return fresh.records.find((record) => record.id === itemId) ?? null;
  };

  const blocked = lock.isLockedByOther;
  const controls = canEdit
    ? {
        disabled: blocked || opening,
        onAdd: () => void open({ kind: "add" }),
        onEdit: (item: CompanySectionItem) => void open({ kind: "edit", item }),
        onDelete: (item: CompanySectionItem) => void open({ kind: "delete", item }),
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
        description={
          hasSecrets && items.data && !items.data.canSeeSensitive ? (
            <span className="inline-flex items-center gap-1.5">
              <LockIcon className="size-4 shrink-0 text-slate-400" />
              {sensitiveNotice}
            </span>
          ) : undefined
        }
        action={
          showAdd ? (
            <Button variant="secondary" disabled={controls.disabled} onClick={controls.onAdd}>
              <PlusIcon className="size-4" />
              Add {section.itemLabel}
            </Button>
          ) : undefined
        }
      />
      {items.isPending ? (
        <SectionSkeleton />
      ) : items.isError ? (
        <LoadError
          title={`The ${section.label.toLowerCase()} could not be loaded`}
          error={items.error}
          retrying={items.isFetching}
          onRetry={() => void items.refetch()}
        />
      ) : records.length === 0 ? (
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
      ) : (
        <SectionItems
          section={section}
          items={records}
          layout={isOne ? "card" : layout}
          controls={controls}
        />
      )}
      {editing && editing.kind !== "delete" && (
        <SectionItemDialog
          companyId={company.id}
          section={section}
          item={editing.kind === "edit" ? editing.item : null}
          onReload={() => reloadItem(editing.kind === "edit" ? editing.item.id : undefined)}
          onClose={close}
        />
      )}
      {editing?.kind === "delete" && (
        <DeleteSectionItemDialog
          companyId={company.id}
          section={section}
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
