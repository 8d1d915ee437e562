import { expect } from "vitest";
import { CliError } from "../cli-io.js";

/**
 * An import file reader as its tests call it: `read` reads a text, `failure` answers the message
 * of the CliError (exit status 2) the reader must refuse the text with.
 */
export function csvReaderForTests<Row>(readCsv: (content: Buffer) => Row[]) {
  const read = (text: string) => readCsv(Buffer.from(text, "utf8"));
  const failure = (text: string): string => {
    try {
      read(text);
    } catch (error) {
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).exitCode).toBe(2);
      return (error as CliError).message;
    }
    throw new Error("expected a CliError");
  };
  return { read, failure };
}
