import { zodResolver } from "@hookform/resolvers/zod";
import type { BulkContractResult, BulkContractRow, BulkContractShared } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button, buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { formatCents } from "../../../ui/records/format-day";
import { PersonPicker } from "../../../ui/records/person-picker";
import { TextField } from "../../../ui/text-field";
import { useBulkCreateContracts } from "../api/change-contract";
import {
  AgreementFields,
  DateFields,
  DescriptionField,
  FeeFields,
  PartyFields,
} from "../components/contract-fields";
import { bulkBatches, keyedRow, parseBulkCsv, toBulkRow, type BulkCsvRow } from "../lib/bulk-csv";
import { BulkSharedFormSchema } from "../lib/bulk-form";
import { newContractForm, type ContractFormValues } from "../lib/contract-form";
import { dollarsToCents } from "../../../lib/money";

const parts = { talent: false } as const;

/** A row of the talents table: the CSV line or a picked person, with the name to show. */
interface TalentRow extends BulkCsvRow {
  name: string;
}

/** What happened to one row, after "Check" or "Create". */
interface RowOutcome {
  outcome: "created" | "existing" | "invalid";
  contractId: number | null;
  contractNumber: string | null;
  errors: string[];
}

interface RunSummary {
  dryRun: boolean;
  committed: boolean;
  created: number;
  existing: number;
  invalid: number;
}

const fee = (typed: string) => {
  const cents = dollarsToCents(typed);
  return cents === null || Number.isNaN(cents) ? typed : formatCents(cents);
};

/** /add/bulk-contract: one contract per talent with shared terms, talents picked or from a CSV file. */
export function Component() {
  const bulk = useBulkCreateContracts();
  const form = useForm<ContractFormValues, unknown, BulkContractShared>({
    resolver: zodResolver(BulkSharedFormSchema),
    defaultValues: newContractForm(),
  });
  const [rows, setRows] = useState<TalentRow[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  // By line: a row without a key of its own gets one only when the terms are known.
  const [outcomes, setOutcomes] = useState<Map<number, RowOutcome>>(new Map());
  const [summary, setSummary] = useState<RunSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState<"check" | "create" | null>(null);
  // Once the rows on screen are created, leaving the page loses nothing.
  const [createdRows, setCreatedRows] = useState<TalentRow[] | null>(null);
  useUnsavedChanges("add-bulk-contract", (form.formState.isDirty || rows.length > 0) && createdRows !== rows);
  const valid = rows.filter((row): row is TalentRow & { row: BulkContractRow } => row.row !== null);

  const addPerson = (person: { id: number; name: string } | null) => {
    if (!person) return;
    const line = rows.length + 2;
    setRows((current) => [
      ...current,
      { ...toBulkRow({ talent: String(person.id), key: `person-${person.id}` }, line), name: person.name },
    ]);
  };
  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseBulkCsv(await file.text());
    setFileErrors(parsed.fileErrors);
    setRows(parsed.rows.map((row) => ({ ...row, name: row.talent })));
    setOutcomes(new Map());
    setSummary(null);
  };

  const run = (dryRun: boolean) =>
    form.handleSubmit(async (shared) => {
      setFailure(null);
      setRunning(dryRun ? "check" : "create");
      const next = new Map<number, RowOutcome>();
      const total: RunSummary = { dryRun, committed: true, created: 0, existing: 0, invalid: 0 };
      try {
        for (const batch of bulkBatches(valid)) {
          const answer: BulkContractResult = await bulk.mutateAsync({
            shared,
            rows: batch.map((row) => keyedRow(row, shared)),
            dryRun,
          });
          for (const result of answer.rows) {
            const row = batch[result.row - 1];
            if (!row) continue;
            next.set(row.line, {
              outcome: result.outcome,
              contractId: result.contractId,
              contractNumber: result.contractNumber,
              errors: result.errors.map((error) => error.message),
            });
          }
          total.created += answer.created;
          total.existing += answer.existing;
          total.invalid += answer.invalid;
          total.committed &&= answer.committed;
          // All or nothing per request: stop at the first batch that wrote nothing.
          if (!answer.committed && !dryRun) break;
        }
        if (!dryRun && total.committed) setCreatedRows(rows);
      } catch (error) {
        setFailure(
          describeError(
            error,
            dryRun ? "The rows could not be checked." : "The contracts could not be created.",
          ),
        );
      } finally {
        setOutcomes(next);
        setSummary(next.size > 0 ? total : null);
        setRunning(null);
      }
    });

  const createLabel = `Create ${valid.length} ${valid.length === 1 ? "contract" : "contracts"}`;
  return (
    <>
      <title>{`Add contracts in bulk · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.contracts.all.getHref()} className="hover:underline">
            Contracts
          </Link>
        }
        title="Add contracts in bulk"
        description="One contract per talent with the same terms. Each row has a key, so sending the same file again creates nothing twice."
      />
      <div className="space-y-6">
        <FormProvider {...form}>
          <Card>
            <form noValidate aria-label="Shared terms" onSubmit={(event) => event.preventDefault()}>
              <AgreementFields parts={parts} />
              <PartyFields parts={parts} />
              <DateFields parts={parts} />
              <FeeFields />
              <DescriptionField />
            </form>
          </Card>
        </FormProvider>

        <Card aria-labelledby="bulk-talents-title">
          <CardHeader
            titleId="bulk-talents-title"
            title="Talents"
            description="Add talents one by one, or import a CSV file with the columns talent (person id or number like PE0042), key, title, role, sessionFee and holdingFee (dollars)."
          />
          <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
            <PersonPicker label="Add a talent" kinds={["TALENT"]} value={null} onChange={addPerson} />
            <TextField
              label="CSV file"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void importCsv(event.target.files?.[0])}
            />
          </div>
          {fileErrors.length > 0 && (
            <div className="px-5 pb-5 sm:px-6">
              <Alert title="The file cannot be used">{fileErrors.join(" ")}</Alert>
            </div>
          )}
          {rows.length > 0 && (
            <div className="overflow-x-auto border-t border-slate-100">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Talent rows</caption>
                <thead className="bg-slate-50 text-left text-slate-600">
                  <tr>
                    {[
                      "Line",
                      "Talent",
                      "Key",
                      "Title",
                      "Role",
                      "Session fee",
                      "Holding fee",
                      "Result",
                      "",
                    ].map((label, index) => (
                      <th key={index} scope="col" className="px-4 py-2 font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => {
                    const result = outcomes.get(row.line);
                    const errors = [...row.errors, ...(result?.errors ?? [])];
                    return (
                      <tr key={row.line} className={errors.length > 0 ? "bg-red-50/50" : undefined}>
                        <td className="px-4 py-2 text-slate-500 tabular-nums">{row.line}</td>
                        <td className="px-4 py-2">{row.name || "—"}</td>
                        <td className="px-4 py-2 font-mono text-xs text-slate-600">
                          {row.key || (
                            <span className="font-sans text-slate-500">From the row and terms</span>
                          )}
                        </td>
                        <td className="px-4 py-2">{row.title || "—"}</td>
                        <td className="px-4 py-2">{row.role || "—"}</td>
                        <td className="px-4 py-2 tabular-nums">
                          {row.sessionFee ? fee(row.sessionFee) : "—"}
                        </td>
                        <td className="px-4 py-2 tabular-nums">
                          {row.holdingFee ? fee(row.holdingFee) : "—"}
                        </td>
                        <td className="px-4 py-2">
                          {errors.length > 0 ? (
                            <ul className="space-y-0.5 text-red-700">
                              {errors.map((message) => (
                                <li key={message}>{message}</li>
                              ))}
                            </ul>
                          ) : result?.outcome === "created" && result.contractId && !summary?.dryRun ? (
                            <Link
                              to={paths.app.contract.getHref(result.contractId)}
                              className="font-medium text-indigo-700 hover:underline"
                            >
                              {`Created ${result.contractNumber ?? ""}`.trim()}
                            </Link>
                          ) : result?.outcome === "existing" ? (
                            result.contractId ? (
                              <Link
                                to={paths.app.contract.getHref(result.contractId)}
                                className="text-slate-700 hover:underline"
                              >
                                {`Already existed ${result.contractNumber ?? ""}`.trim()}
                              </Link>
                            ) : (
                              "Already existed"
                            )
                          ) : result?.outcome === "created" ? (
                            "Ready"
                          ) : (
                            <span className="text-slate-400">—</span>
                          )}
                        </td>
                        <td className="px-4 py-2 text-right">
                          <Button
                            variant="ghost"
                            aria-label={`Remove line ${row.line}`}
                            onClick={() =>
                              setRows((current) => current.filter((candidate) => candidate !== row))
                            }
                          >
                            Remove
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className="space-y-4 border-t border-slate-100 px-5 py-4 sm:px-6">
            {failure && <Alert title="That did not work">{failure}</Alert>}
            {summary && (
              <div role="status" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <p className="font-semibold text-slate-900">
                  {summary.dryRun ? `${summary.created} ready to create` : `${summary.created} created`}
                </p>
                <p className="text-slate-700">{`${summary.existing} already existed`}</p>
                <p
                  className={summary.invalid > 0 ? "text-red-700" : "text-slate-700"}
                >{`${summary.invalid} invalid`}</p>
                {!summary.dryRun && !summary.committed && (
                  <p className="text-red-700">Nothing was created: fix the invalid rows and try again.</p>
                )}
              </div>
            )}
            <div className="flex flex-wrap items-center justify-end gap-3">
              {rows.length > valid.length && (
                <p className="mr-auto text-sm text-red-700">{`${rows.length - valid.length} rows have errors and are left out.`}</p>
              )}
              <Link to={paths.app.contracts.all.getHref()} className={buttonClassName("secondary")}>
                Cancel
              </Link>
              <Button
                variant="secondary"
                disabled={valid.length === 0 || running !== null}
                busy={running === "check"}
                busyLabel="Checking…"
                onClick={() => void run(true)()}
              >
                Check
              </Button>
              <Button
                disabled={valid.length === 0 || running !== null}
                busy={running === "create"}
                busyLabel="Creating…"
                onClick={() => void run(false)()}
              >
                {createLabel}
              </Button>
            </div>
          </div>
        </Card>
      </div>
    </>
  );
}
