import { contractRoutes, type ContractRoute } from "@rightsdesk/domain";

/** The contract tab a path names (`/contracts/7/notes` → "notes"), or null. */
export function readContractRoute(pathname: string): ContractRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return contractRoutes.find((route) => route === segment) ?? null;
}
