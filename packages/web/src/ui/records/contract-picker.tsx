import { codeLabel } from "@rightsdesk/domain";
import { contractLookupQueryOptions } from "./lookups";
import { ReferencePicker, type ReferencePickerProps } from "./reference-picker";

/** How a contract reads once picked: "CT00042 · Spring spot principal", as the server labels it. */
export function contractName(contract: { contractNumber: string; title: string }): string {
  return `${contract.contractNumber} · ${contract.title}`;
}

/**
 * Picks a contract by typing part of its number or title (`POST /Contract/GetBy`), for "contract"
 * fields; with `talentId`, that performer's contracts are offered first.
 */
export function ContractPicker({ talentId, ...props }: ReferencePickerProps & { talentId?: number }) {
  return (
    <ReferencePicker
      {...props}
      noun="contract"
      plural="contracts"
      placeholder="Type part of a contract number or title"
      lookup={(search) => contractLookupQueryOptions(search, talentId)}
      toOption={(contract) => ({
        id: contract.id,
        name: contractName(contract),
        detail: [contract.isTalents ? "This performer's" : contract.talentName, codeLabel(contract.status)]
          .filter(Boolean)
          .join(" · "),
      })}
    />
  );
}
