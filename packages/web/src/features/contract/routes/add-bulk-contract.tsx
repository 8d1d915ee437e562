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
import { parseBulkCsv, type BulkDraft } from "../lib/bulk-csv";
import { createButtonLabel, rowsToCreate } from "../lib/bulk-row-state";
import { BulkSharedFormSchema } from "../lib/bulk-form";
import { newContractForm, type ContractFormValues } from "../lib/contract-form";
import { useBulkContractRun } from "../lib/use-bulk-contract-run";
import { TitledCard } from "../../../ui/titled-card";
import { WriteRightNotice } from "../../../ui/records/write-right-notice";
import { useModuleRight } from "../../../ui/use-can-read";

const parts = { talent: false } as const;

/** /add/bulk-contract: one contract per talent with shared terms, talents picked or from a CSV file. */
export function Component() {
  const form = useForm<ContractFormValues, unknown, BulkContractShared>({
    resolver: zodResolver(BulkSharedFormSchema),
    defaultValues: newContractForm(),
  });
  const [drafts, setDrafts] = useState<BulkDraft[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  // A new file input for each file, so "Start another file" begins from an empty one.
  const [fileRound, setFileRound] = useState(0);
  const { rows, states, counts, checkOf, failure, creating, create, reset } = useBulkContractRun(
    form,
    drafts,
  );
  const toCreate = rowsToCreate(counts);
  const canAdd = useModuleRight("Contracts", "write");
  // Every row made (now or before) and none left to fix: the same file has nothing more to offer.
  const finished =
    counts.created + counts.existing > 0 && toCreate === 0 && counts.checking === 0 && counts.problem === 0;
  useUnsavedChanges("add-bulk-contract", (form.formState.isDirty || drafts.length > 0) && !finished);

  const addPerson = (person: { id: number; name: string } | null) => {
    if (!person) return;
    setDrafts((current) => [
      ...current,
      {
        number: Math.max(0, ...current.map((draft) => draft.number)) + 1,
        cells: { talent: String(person.id), key: `person-${person.id}` },
        name: person.name,
      },
    ]);
  };
  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseBulkCsv(await file.text());
    setFileErrors(parsed.fileErrors);
    setDrafts(parsed.drafts);
    reset();
  };
  const startAnother = () => {
    setDrafts([]);
    setFileErrors([]);
    setFileRound((round) => round + 1);
    reset();
  };

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
      {!canAdd && <WriteRightNotice action="add contracts" module="Contracts" />}
      {/* A role that may not add contracts sees the page locked rather than failing on create. */}
      <fieldset disabled={!canAdd} className="min-w-0 space-y-6">
        <FormProvider {...form}>
          <Card>
            <form noValidate aria-label="Shared terms" onSubmit={(event) => event.preventDefault()}>
              <fieldset disabled={finished} className="contents">
                <AgreementFields parts={parts} />
                <PartyFields parts={parts} />
                <DateFields parts={parts} />
                <FeeFields />
                <DescriptionField />
              </fieldset>
            </form>
          </Card>
        </FormProvider>

        <TitledCard
          titleId="bulk-talents-title"
          title="Talents"
          description="Add talents one by one, or import a CSV file with the columns talent (person id or number like PE0042), key, title, role, sessionFee and holdingFee (dollars). Each row is checked against the terms as you go; fix a row in place with Fix."
        >
          {!finished && (
            <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
              <PersonPicker label="Add a talent" kinds={["TALENT"]} value={null} onChange={addPerson} />
              <TextField
                key={fileRound}
                label="CSV file"
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => void importCsv(event.target.files?.[0])}
              />
            </div>
          )}
          {fileErrors.length > 0 && (
            <div className="px-5 pb-5 sm:px-6">
              <Alert title="The file cannot be used">{fileErrors.join(" ")}</Alert>
            </div>
          )}
          {rows.length > 0 && (
            <BulkTalentTable
              rows={rows}
              stateOf={(row) => states.get(row.number) ?? "checking"}
              checkOf={checkOf}
              onChange={(row, cells) =>
                setDrafts((current) =>
                  current.map((draft) =>
                    draft.number === row.number ? { ...draft, cells, name: "" } : draft,
                  ),
                )
              }
              onRemove={(row) =>
                setDrafts((current) => current.filter((draft) => draft.number !== row.number))
              }
            />
          )}
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
            <div className="mr-auto min-w-0">{rows.length > 0 && <BulkRunSummary counts={counts} />}</div>
            {failure && (
              <Alert title="That did not work" className="basis-full">
                {failure}
              </Alert>
            )}
            {finished ? (
              <>
                <Link to={paths.app.contracts.all.getHref()} className={buttonClassName("secondary")}>
                  Go to contracts
                </Link>
                <Button onClick={startAnother}>Start another file</Button>
              </>
            ) : (
              <>
                <Link to={paths.app.contracts.all.getHref()} className={buttonClassName("secondary")}>
                  Cancel
                </Link>
                <Button
                  disabled={toCreate === 0 || counts.checking > 0 || creating}
                  busy={creating}
                  busyLabel="Creating…"
                  onClick={() => void create()}
                >
                  {createButtonLabel(counts)}
                </Button>
              </>
            )}
          </div>
        </TitledCard>
      </fieldset>
    </>
  );
}
