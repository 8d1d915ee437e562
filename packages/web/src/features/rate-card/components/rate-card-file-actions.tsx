import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { ExportButtons } from "../../../ui/export-buttons";
import { Notice } from "../../../ui/notice";
import { exportRateCard, useImportRateCard } from "../api/rate-card";
import { describeImportProblems } from "../lib/import-problems";

const csvFormat = [{ format: "csv", label: "Export CSV" }] as const;

/** "1 figure added", "12 figures added". */
export function describeAdded(added: number): string {
  return `${added} ${added === 1 ? "figure" : "figures"} added`;
}

/** The CSV export, in the import's columns, for anyone who may read the card. */
export function RateCardExportButton() {
  return (
    <ExportButtons
      formats={csvFormat}
      exportFile={() => exportRateCard()}
      failureText="The rate card could not be exported."
    />
  );
}

/**
 * The import of client figures from a CSV file in the export's columns: every row or none. The outcome
 * stays on the page (how many were added, or each bad cell by line and column) until the next try.
 */
export function useRateCardImport() {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportRateCard();
  const [outcome, setOutcome] = useState<{ added: number } | { problems: string[] } | null>(null);
  const importFile = async (file: File) => {
    setOutcome(null);
    try {
      const result = await importer.mutateAsync(file);
      setOutcome({ added: result.added });
      toast.success(`${describeAdded(result.added)}.`);
    } catch (error) {
      setOutcome({ problems: describeImportProblems(error) });
    }
  };
  return {
    button: (
      <>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="Rate card CSV file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
        <Button
          variant="secondary"
          busy={importer.isPending}
          busyLabel="Importing…"
          onClick={() => input.current?.click()}
        >
          Import CSV
        </Button>
      </>
    ),
    outcome:
      outcome === null ? null : "added" in outcome ? (
        <Notice tone="success" className="mb-4" title="Import finished" onDismiss={() => setOutcome(null)}>
          {describeAdded(outcome.added)}.
        </Notice>
      ) : (
        <Alert className="mb-4" title="Nothing was imported">
          <ul className="list-disc space-y-0.5 pl-4">
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ),
  };
}
