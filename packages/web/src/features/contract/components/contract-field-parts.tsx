import { contractFamilies, type ContractFamily } from "@rightsdesk/domain";
import { formatCatalogueName } from "../../../ui/records/record-labels";

/** The `<option>`s of a catalogue list: its values as they are, in words, or as `words` says. */
export const optionElements = (
  values: readonly string[],
  words: boolean | ((value: string) => string) = false,
) =>
  values.map((value) => (
    <option key={value} value={value}>
      {typeof words === "function" ? words(value) : words ? formatCatalogueName(value) : value}
    </option>
  ));

/** The contract family a form value names, if it names one. */
export const familyOf = (value: string): ContractFamily | undefined =>
  contractFamilies.find((family) => family === value);

/** Which parts of the profile a form shows. */
export interface ContractFieldParts {
  /** The family and agreement can be chosen (fixed on quick and MSA forms). */
  agreement?: boolean;
  /** The talent picker (not on the bulk form, whose talents are rows). */
  talent?: boolean;
  /** The contract number (edit form, and the add form to type one). */
  number?: boolean;
  /** Signed elsewhere: the signed date. */
  existing?: boolean;
}
