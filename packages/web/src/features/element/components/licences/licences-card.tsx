import type { ElementLicenceRecord } from "@rightsdesk/domain";
import { Badge } from "../../../../ui/badge";
import { actionOn, ConfirmActionDialog } from "../../../../ui/confirm-action-dialog";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import {
  RecordListCard,
  RecordRowActions,
  RecordTable,
  useLockedItemEdit,
  type ItemEditing,
} from "../../../../ui/records/record-list-card";
import { useDeleteElementLicence, useElementLicences } from "../../api/element-licences";
import { LicenceDialog } from "./licence-dialog";
import { useRecordPage } from "../../../../ui/records/record-page";
import { elementKind } from "../../api/element-kind";

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
  const { record: element, canEdit } = useRecordPage(elementKind);
  const licences = useElementLicences(element.id);
  const remove = useDeleteElementLicence(element.id);
  const { editing, open, close, lock } = useLockedItemEdit<ItemEditing<ElementLicenceRecord>>(
    "element-licences",
    remove.reset,
  );

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
              licence={editing.kind === "edit" ? editing.item : null}
              onClose={close}
            />
          )}
          {editing?.kind === "delete" && (
            <ConfirmActionDialog
              open
              onClose={close}
              action={actionOn(remove, editing.item.id)}
              title={`Delete the licence ${editing.item.label}?`}
              confirmLabel="Delete licence"
              busyLabel="Deleting…"
              successText="Licence deleted."
              failureText="The licence could not be deleted."
            >
              <p>The element and the spots using it are worked out again without this licence.</p>
            </ConfirmActionDialog>
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
                <RecordRowActions
                  name={`licence ${licence.label}`}
                  disabled={disabled}
                  onEdit={() => void open({ kind: "edit", item: licence })}
                  onDelete={() => void open({ kind: "delete", item: licence })}
                  className="px-5 py-3 text-right align-top whitespace-nowrap sm:px-6"
                />
              )}
            </tr>
          ))}
        </RecordTable>
      )}
    </RecordListCard>
  );
}
