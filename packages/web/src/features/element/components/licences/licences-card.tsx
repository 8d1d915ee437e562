import type { ElementLicenceRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { ConfirmDialog } from "../../../../ui/dialog";
import { PlusIcon } from "../../../../ui/icons";
import { LoadError } from "../../../../ui/load-error";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { Skeleton } from "../../../../ui/skeleton";
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

/** The element's licences (rights contracted) with Add, Edit and Delete under its edit lock. */
export function LicencesCard() {
  const { element, canEdit } = useElementPage();
  const licences = useElementLicences(element.id);
  const remove = useDeleteElementLicence(element.id);
  const { begin, end, lock } = useLockedEdit("element-licences");
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = async (next: Editing) => {
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    }
  };
  const close = () => {
    remove.reset();
    setEditing(null);
    end();
  };
  const confirmDelete = async (licence: ElementLicenceRecord) => {
    try {
      await remove.mutateAsync(licence.id);
      toast.success("Licence deleted.");
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const records = licences.data?.records ?? [];
  const earliestId = element.earliestExpireItem?.id;
  return (
    <Card aria-labelledby="licences-title">
      <CardHeader
        titleId="licences-title"
        title="Rights contracted"
        description="The licences held for this element; the first to end ends the element and the spots using it."
        action={
          canEdit ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              onClick={() => void open({ kind: "add" })}
            >
              <PlusIcon className="size-4" />
              Add licence
            </Button>
          ) : undefined
        }
      />
      {licences.isPending ? (
        <div role="status" aria-label="Loading the licences…" className="space-y-3 px-5 py-5 sm:px-6">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : licences.isError ? (
        <LoadError
          title="The licences could not be loaded"
          error={licences.error}
          retrying={licences.isFetching}
          onRetry={() => void licences.refetch()}
        />
      ) : records.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          No licences yet.{canEdit ? ' Use "Add licence" to record the rights contracted.' : ""}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Licences of {element.title}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5 sm:px-6">
                  Licence
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Term
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Media
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Territory
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Uses
                </th>
                <th scope="col" className="px-3 py-2.5 text-right">
                  Fee
                </th>
                {canEdit && (
                  <th scope="col" className="px-5 py-2.5 sm:px-6">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {records.map((licence) => (
                <tr key={licence.id}>
                  <th
                    scope="row"
                    className="px-5 py-3 text-left align-top font-medium text-slate-900 sm:px-6"
                  >
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
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        disabled={lock.isLockedByOther}
                        aria-label={`Edit licence ${licence.label}`}
                        onClick={() => void open({ kind: "edit", licence })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-red-700! hover:bg-red-50"
                        disabled={lock.isLockedByOther}
                        aria-label={`Delete licence ${licence.label}`}
                        onClick={() => void open({ kind: "delete", licence })}
                      >
                        Delete
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
    </Card>
  );
}
