import { useState } from "react";
import { api } from "../../../lib/api-client";
import { FormSection } from "../../../ui/form-section";
import { TextField } from "../../../ui/text-field";
import { findDuplicateDocument, uploadFile, attachDocument } from "../../documents";
import { AddContractPage } from "../components/add-contract-page";
import { AgreementFields } from "../components/agreement-fields";
import { DateFields } from "../components/date-fields";
import { FeeFields } from "../components/fee-fields";
import { PartyFields } from "../components/party-fields";
import { newContractForm } from "../lib/contract-form";

const parts = { number: true, existing: true } as const;

/** Whether a chosen file is a PDF, by type or name. */
export function isPdf(file: Pick<File, "name" | "type">): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/**
 * /add/existing-contract: a contract signed elsewhere, recorded as it was signed (it starts
 * Active), its signed PDF kept as a CONTRACTS document.
 */
export function Component() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const precheck = () => {
    const problem =
      file === null
        ? "Choose the signed PDF."
        : isPdf(file)
          ? null
          : "The signed contract must be a PDF file.";
    setFileError(problem ?? undefined);
    return problem;
  };
  return (
    <AddContractPage
      formName="add-existing-contract"
      title="Record an existing contract"
      description="A contract signed elsewhere: its parties and terms as signed, and the signed PDF. It starts Active."
      defaults={newContractForm({ existing: true })}
      submitLabel="Record contract"
      precheck={precheck}
      afterCreate={async (contract) => {
        if (!file) return;
        const owner = { kind: "contract" as const, id: contract.id, label: "contract" };
        await attachDocument(
          { file, name: `Signed ${contract.contractNumber}`, category: "CONTRACTS", allowDuplicate: true },
          {
            upload: uploadFile,
            findDuplicate: (sha256) => findDuplicateDocument(owner, sha256),
            save: (body) => api.saveContractDocument({ params: { contractId: contract.id }, body }),
          },
        );
      }}
    >
      {() => (
        <>
          <AgreementFields parts={parts} />
          <PartyFields parts={parts} />
          <DateFields parts={parts} />
          <FeeFields />
          <FormSection
            title="Signed contract"
            description="The PDF as it was signed; it is kept under the contract's documents."
          >
            <TextField
              label="Signed PDF"
              type="file"
              accept=".pdf,application/pdf"
              required
              error={fileError}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </FormSection>
        </>
      )}
    </AddContractPage>
  );
}
