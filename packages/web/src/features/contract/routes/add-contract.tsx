import { AddContractPage } from "../components/add-contract-page";
import { ContractFields } from "../components/contract-fields";
import { newContractForm } from "../lib/contract-form";

/** /add/contract: any contract with every field, then its page. */
export function Component() {
  return (
    <AddContractPage
      formName="add-contract"
      title="Add a contract"
      description="The family decides the agreements offered and the parties: a talent and who is paid, or an MSA's vendor. It starts as a Draft."
      defaults={newContractForm()}
    >
      {() => <ContractFields parts={{ number: true }} />}
    </AddContractPage>
  );
}
