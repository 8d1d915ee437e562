import { zodResolver } from "@hookform/resolvers/zod";
import type { BulkContractShared } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Alert } from "../../../ui/alert";
import { Button, buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PageHeader } from "../../../ui/page-header";
import { PersonPicker } from "../../../ui/records/person-picker";
import { TextField } from "../../../ui/text-field";
import { BulkRunSummary } from "../components/bulk-run-summary";
import { BulkTalentTable } from "../components/bulk-talent-table";
import { AgreementFields } from "../components/agreement-fields";
import { DateFields } from "../components/date-fields";
import { DescriptionField } from "../components/contract-fields";
import { FeeFields } from "../components/fee-fields";
import { PartyFields } from "../components/party-fields";
import { parseBulkCsv, toBulkRow } from "../lib/bulk-csv";
import { BulkSharedFormSchema } from "../lib/bulk-form";
import { newContractForm, type ContractFormValues } from "../lib/contract-form";
import { useBulkContractRun, type TalentRow } from "../lib/use-bulk-contract-run";
import { TitledCard } from "../../../ui/titled-card";

const parts = { talent: false } as const;

/** /add/bulk-contract: one contract per talent with shared terms, talents picked or from a CSV file. */
export function Component() {
  const form = useForm<ContractFormValues, unknown, BulkContractShared>({
    resolver: zodResolver(BulkSharedFormSchema),
    defaultValues: newContractForm(),
  });
  const [rows, setRows] = useState<TalentRow[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const { valid, outcomes, summary, failure, running, createdRows, run, clearResults } = useBulkContractRun(
    form,
    rows,
  );
  useUnsavedChanges("add-bulk-contract", (form.formState.isDirty || rows.length > 0) && createdRows !== rows);

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
    clearResults();
  };

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

        <TitledCard
          titleId="bulk-talents-title"
          title="Talents"
          description="Add talents one by one, or import a CSV file with the columns talent (person id or number like PE0042), key, title, role, sessionFee and holdingFee (dollars)."
        >
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
            <BulkTalentTable
              rows={rows}
              outcomes={outcomes}
              dryRun={summary?.dryRun ?? false}
              onRemove={(row) => setRows((current) => current.filter((candidate) => candidate !== row))}
            />
          )}
          <div className="space-y-4 border-t border-slate-100 px-5 py-4 sm:px-6">
            {failure && <Alert title="That did not work">{failure}</Alert>}
            {summary && <BulkRunSummary summary={summary} />}
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
        </TitledCard>
      </div>
    </>
  );
}
