import { getPermission, login, logout, refreshToken } from "../auth/contract.js";
import { health } from "../system/contract.js";

/** Every endpoint of the API, by name. The server implements exactly these. */
export const contract = {
  health,
  login,
  refreshToken,
  getPermission,
  logout,
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
