import { AddContractPage } from "../components/add-contract-page";
import { AgreementFields } from "../components/agreement-fields";
import { DateFields } from "../components/date-fields";
import { DescriptionField } from "../components/contract-fields";
import { PartyFields } from "../components/party-fields";
import { newContractForm } from "../lib/contract-form";

const parts = { agreement: false } as const;

/** /add/msa-contract: a master agreement (MSA TEMPLATE THREE) with a vendor or production company. */
export function Component() {
  return (
    <AddContractPage
      formName="add-msa-contract"
      title="Add an MSA"
      description="A master services agreement with a vendor or production company, on the MSA TEMPLATE THREE agreement."
      defaults={newContractForm({ family: "MSA", agreement: "MSA TEMPLATE THREE", union: "", payeeKind: "" })}
      submitLabel="Create MSA"
    >
      {() => (
        <>
          <AgreementFields parts={parts} />
          <PartyFields parts={parts} />
          <DateFields parts={parts} />
          <DescriptionField />
        </>
      )}
    </AddContractPage>
  );
}
