import { CommanderError } from "commander";

/**
 * For `exitOverride`: bad usage (an unknown option, a value outside the choices) ends with exit
 * status 2 rather than commander's 1, as the help of the commands that take it says.
 */
export function usageExit(error: CommanderError): never {
  throw error.exitCode === 0 ? error : new CommanderError(2, error.code, error.message);
}
