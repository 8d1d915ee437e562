import { contractRoutes, type ContractRoute } from "@rightsdesk/domain";

/** The contract id in the address (`/contracts/7/notes`), or null when it holds none. */
export function readContractId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The contract tab a path names (`/contracts/7/notes` → "notes"), or null. */
export function readContractRoute(pathname: string): ContractRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return contractRoutes.find((route) => route === segment) ?? null;
}
