import { ContractProfileCard } from "../components/contract-profile-card";
import { ContractStatusPanel } from "../components/status-panel";

/** The contract-view tab: the profile with its edit form, then the status, PDF, copy and delete. */
export function Component() {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="xl:col-span-2">
        <ContractProfileCard />
      </div>
      <div>
        <ContractStatusPanel />
      </div>
    </div>
  );
}
