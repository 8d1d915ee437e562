import type { ElementLicenceRecord } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Badge } from "../../../../ui/badge";
import { ConfirmDialog } from "../../../../ui/dialog";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import {
  RecordListCard,
  RecordRowAction,
  RecordTable,
  useLockedItemEdit,
} from "../../../../ui/records/record-list-card";
import { useDeleteElementLicence, useElementLicences } from "../../api/element-licences";
import { useElementPage } from "../detail/element-page";
import { LicenceDialog } from "./licence-dialog";

type Editing =
  | { kind: "add" }
  | { kind: "edit"; licence: ElementLicenceRecord }
  | { kind: "delete"; licence: ElementLicenceRecord };

const mediaText = (licence: ElementLicenceRecord) =>
  licence.media
    .map((grant) => (grant.subtypes.length > 0 ? `${grant.type} (${grant.subtypes.join(", ")})` : grant.type))
    .join("; ");

const uses = (licence: ElementLicenceRecord) =>
  licence.numberOfUses === "Number defined" && licence.usesAllowed !== null
    ? `${licence.usesAllowed} use${licence.usesAllowed === 1 ? "" : "s"}`
    : "Unlimited";

const licenceColumns = [
  { label: "Licence" },
  { label: "Term" },
  { label: "Media" },
  { label: "Territory" },
  { label: "Uses" },
  { label: "Fee", className: "text-right" },
];

/** The element's licences (rights contracted) with Add, Edit and Delete under its edit lock. */
export function LicencesCard() {
  const { element, canEdit } = useElementPage();
  const licences = useElementLicences(element.id);
  const remove = useDeleteElementLicence(element.id);
  const { editing, open, close, lock } = useLockedItemEdit<Editing>("element-licences", remove.reset);
  const confirmDelete = async (licence: ElementLicenceRecord) => {
    try {
      await remove.mutateAsync(licence.id);
      toast.success("Licence deleted.");
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const earliestId = element.earliestExpireItem?.id;
  const disabled = lock.isLockedByOther;
  return (
    <RecordListCard
      titleId="licences-title"
      title="Rights contracted"
      description="The licences held for this element; the first to end ends the element and the spots using it."
      itemsNoun="licences"
      items={licences}
      addLabel="Add licence"
      onAdd={canEdit ? () => void open({ kind: "add" }) : undefined}
      disabled={disabled}
      emptyText={<>No licences yet.{canEdit ? ' Use "Add licence" to record the rights contracted.' : ""}</>}
      dialogs={
        <>
          {editing && editing.kind !== "delete" && (
            <LicenceDialog
              elementId={element.id}
              licence={editing.kind === "edit" ? editing.licence : null}
              onClose={close}
            />
          )}
          {editing?.kind === "delete" && (
            <ConfirmDialog
              open
              onClose={close}
              onConfirm={() => void confirmDelete(editing.licence)}
              title={`Delete the licence ${editing.licence.label}?`}
              confirmLabel="Delete licence"
              busyLabel="Deleting…"
              busy={remove.isPending}
              error={remove.error ? describeError(remove.error, "The licence could not be deleted.") : null}
            >
              <p>The element and the spots using it are worked out again without this licence.</p>
            </ConfirmDialog>
          )}
        </>
      }
    >
      {(records) => (
        <RecordTable caption={`Licences of ${element.title}`} columns={licenceColumns} hasActions={canEdit}>
          {records.map((licence) => (
            <tr key={licence.id}>
              <th scope="row" className="px-5 py-3 text-left align-top font-medium text-slate-900 sm:px-6">
                {licence.label}
                <span className="mt-1 flex flex-wrap gap-1">
                  {licence.rightsKind && <Badge>{formatCatalogueName(licence.rightsKind)}</Badge>}
                  {licence.exclusive && <Badge tone="indigo">Exclusive</Badge>}
                  {earliestId?.endsWith(`/L-${licence.id}`) && <Badge tone="red">Ends first</Badge>}
                </span>
              </th>
              <td className="px-3 py-3 align-top whitespace-nowrap text-slate-700">
                {formatDay(licence.termStart)} –{" "}
                {licence.termEnd ? formatDay(licence.termEnd) : "in perpetuity"}
              </td>
              <td className="px-3 py-3 align-top text-slate-700">{mediaText(licence)}</td>
              <td className="px-3 py-3 align-top text-slate-700">{licence.territory ?? "Worldwide"}</td>
              <td className="px-3 py-3 align-top text-slate-700">{uses(licence)}</td>
              <td className="px-3 py-3 text-right align-top text-slate-700 tabular-nums">
                {licence.feeCents === null ? "—" : formatCents(licence.feeCents)}
              </td>
              {canEdit && (
                <td className="px-5 py-3 text-right align-top whitespace-nowrap sm:px-6">
                  <RecordRowAction
                    label="Edit"
                    ariaLabel={`Edit licence ${licence.label}`}
                    disabled={disabled}
                    onClick={() => void open({ kind: "edit", licence })}
                  />
                  <RecordRowAction
                    label="Delete"
                    ariaLabel={`Delete licence ${licence.label}`}
                    danger
                    disabled={disabled}
                    onClick={() => void open({ kind: "delete", licence })}
                  />
                </td>
              )}
            </tr>
          ))}
        </RecordTable>
      )}
    </RecordListCard>
  );
}
