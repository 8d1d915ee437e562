import { CliError } from "../cli-io.js";

/** A record an option can name: its id and the name people know it by. */
export interface NamedChoice {
  id: number;
  name: string;
}

/** How many choices a refusal lists before saying how many more there are. */
const CHOICES_SHOWN = 10;

function listChoices(choices: readonly NamedChoice[]): string {
  const shown = choices.slice(0, CHOICES_SHOWN).map((choice) => `${choice.name} (${choice.id})`);
  const more = choices.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * The one record `wanted` names among `candidates` (those whose names contain it): the one whose
 * name is exactly it (ignoring case), else the only candidate. None or several is bad usage (exit
 * status 2) naming the choices, so the user can retype the full name or give the id; `known` lists
 * what exists when nothing matches at all.
 */
export function chooseByName(
  option: string,
  what: string,
  wanted: string,
  candidates: readonly NamedChoice[],
  known: readonly NamedChoice[] = [],
): NamedChoice {
  const text = wanted.trim().toLowerCase();
  const exact = candidates.filter((choice) => choice.name.trim().toLowerCase() === text);
  const matching = exact.length > 0 ? exact : candidates;
  const [only] = matching;
  if (only && matching.length === 1) return only;
  if (matching.length === 0) {
    const hint = known.length > 0 ? ` Choices: ${listChoices(known)}.` : "";
    throw new CliError(`${option}: no ${what} is called "${wanted}".${hint}`, 2);
  }
  throw new CliError(
    `${option}: ${matching.length} ${what}s match "${wanted}": ${listChoices(matching)}. Give the full name or the id.`,
    2,
  );
}
