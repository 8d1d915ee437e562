import type { RateCardGap, RateCardRow } from "@rightsdesk/domain";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { config } from "../../../config";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { ConfirmActionDialog, actionOn } from "../../../ui/confirm-action-dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon, TrashIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { useModuleRights } from "../../../ui/records/record-queries";
import { TitledCard } from "../../../ui/titled-card";
import { rateCardQueryOptions, useDeleteRateCardEntry } from "../api/rate-card";
import { RateCardDialog, type RateCardDialogSubject } from "../components/rate-card-dialog";
import { RateCardExportButton, useRateCardImport } from "../components/rate-card-file-actions";
import { RateCardGaps } from "../components/rate-card-gaps";
import { RateCardTable } from "../components/rate-card-table";
import { newRateCardFormValues } from "../lib/rate-card-form";
import { formatFeeCategory } from "../lib/rate-card-labels";

export function loader(queryClient: QueryClient) {
  return async function loadRateCard() {
    try {
      await queryClient.ensureQueryData(rateCardQueryOptions());
    } catch {
      // The page shows the failure where the table would be, with a way to try again.
    }
    return null;
  };
}

type Editable = RateCardRow & { version: number };
const isEditable = (row: RateCardRow): row is Editable => row.origin === "client" && row.version !== null;

/** "SAG-AFTRA 2025, one-year streaming fee, from 04/01/2025": a figure named in a question. */
function describeRow(row: RateCardRow): string {
  return `${row.union} ${row.contractYear}, ${formatFeeCategory(row.category).toLowerCase()}`;
}

/**
 * /rate-cards: every figure that prices a payment — the product's shipped card and the client's own
 * versions — and the shipped rows with no confirmed figure, each of which a client figure can fill.
 */
export function Component() {
  const { canWrite, canDelete } = useModuleRights("Contracts");
  const card = useQuery(rateCardQueryOptions());
  const [editing, setEditing] = useState<RateCardDialogSubject | null>(null);
  const [deleting, setDeleting] = useState<RateCardRow | null>(null);
  const remove = useDeleteRateCardEntry();
  const importer = useRateCardImport();
  const addFromGap = canWrite
    ? (gap: RateCardGap) => setEditing({ kind: "add", values: newRateCardFormValues(gap) })
    : undefined;
  const rowActions = (row: RateCardRow) =>
    isEditable(row) ? (
      <div className="flex justify-end gap-1">
        {canWrite && (
          <Button
            variant="ghost"
            aria-label={`Edit ${describeRow(row)}`}
            onClick={() => setEditing({ kind: "edit", row })}
          >
            Edit
          </Button>
        )}
        {canDelete && (
          <Button
            variant="ghost"
            className="text-red-700"
            aria-label={`Delete ${describeRow(row)}`}
            onClick={() => setDeleting(row)}
          >
            <TrashIcon className="size-4" />
          </Button>
        )}
      </div>
    ) : (
      <span className="text-xs text-slate-400">Read-only</span>
    );

  return (
    <>
      <title>{`Rate cards · ${config.productName}`}</title>
      <PageHeader
        eyebrow="Contracts"
        title="Rate cards"
        description="Every figure that prices a payment ahead: the union scale shipped with the product and your own versions, which come first when both apply. Only figures seen in their source (V) price anything."
        actions={
          <>
            {canWrite && importer.button}
            <RateCardExportButton />
            {canWrite && (
              <Button onClick={() => setEditing({ kind: "add", values: newRateCardFormValues() })}>
                <PlusIcon className="size-4" />
                Add client figure
              </Button>
            )}
          </>
        }
      />
      {importer.outcome}
      <QueryView
        query={card}
        loading={
          <Card>
            <LoadingBars
              label="Loading the rate card…"
              bars={["h-4 w-1/3", "h-4 w-full", "h-4 w-full", "h-4 w-2/3"]}
            />
          </Card>
        }
        errorTitle="The rate card could not be loaded"
      >
        {({ entries, gaps }) => (
          <div className="space-y-6">
            <TitledCard
              titleId="rate-card-figures"
              title={`Figures (${entries.length})`}
              description="Shipped figures are read-only; add a client version to use another amount."
            >
              {entries.length === 0 ? (
                <EmptyState icon={<DocumentIcon className="size-5" />} title="No figures yet">
                  Add a client figure, or import a CSV file in the export&apos;s columns.
                </EmptyState>
              ) : (
                <RateCardTable rows={entries} rowActions={rowActions} />
              )}
            </TitledCard>
            {gaps.length > 0 && (
              <TitledCard
                titleId="rate-card-gaps"
                title={`No confirmed figure (${gaps.length})`}
                description="Shipped rows whose amount is not confirmed: payments they would price are counted as missing until you add your own figure."
              >
                <RateCardGaps gaps={gaps} onAdd={addFromGap} />
              </TitledCard>
            )}
          </div>
        )}
      </QueryView>
      {editing && <RateCardDialog subject={editing} onClose={() => setEditing(null)} />}
      <ConfirmActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={actionOn(remove, deleting?.id ?? "")}
        title="Delete this client figure?"
        confirmLabel="Delete figure"
        busyLabel="Deleting…"
        successText="Client figure deleted."
        failureText="The figure could not be deleted."
      >
        {deleting && (
          <>
            {describeRow(deleting)}. What it priced falls back to the next figure: another client version, the
            shipped card, or missing.
          </>
        )}
      </ConfirmActionDialog>
    </>
  );
}
