import {
  ReferencePicker,
  type PickedRecord,
  type ReferenceLookup,
  type ReferenceOption,
  type ReferencePickerProps,
} from "../../../../ui/records/reference-picker";

/** A match of the lookup, or the offer to create a record named as typed. */
type Choice<T> = { kind: "record"; record: T } | { kind: "create"; name: string };

/** The create offer's id: no record has it. */
const createId = -1;
const createLabel = (name: string) => `Create “${name}”…`;
const typedNameOf = (label: string) => label.slice("Create “".length, -"”…".length);

export type CreatablePickerProps<T> = ReferencePickerProps & {
  noun: string;
  plural: string;
  lookup: ReferenceLookup<T>;
  toOption: (record: T) => ReferenceOption;
  /** Offered when the typed name matches no record exactly; null when the user may not create one. */
  onCreate: ((typedName: string) => void) | null;
};

/**
 * A reference picker that ends in "Create “<typed name>”…" when nothing is called what was typed
 * (and the user may create one): choosing it asks `onCreate` for the record instead of picking.
 */
export function CreatablePicker<T>({
  lookup,
  toOption,
  onCreate,
  onChange,
  noun,
  ...props
}: CreatablePickerProps<T>) {
  const lookupWithCreate: ReferenceLookup<Choice<T>> = (search) => {
    const base = lookup(search);
    return {
      ...base,
      queryKey: [...base.queryKey, onCreate ? "creatable" : "pick-only"],
      queryFn: async () => {
        const choices: Choice<T>[] = (await base.queryFn()).map((record) => ({ kind: "record", record }));
        const typed = search.trim().toLowerCase();
        const taken = choices.some(
          (choice) => choice.kind === "record" && toOption(choice.record).name.trim().toLowerCase() === typed,
        );
        if (onCreate && typed !== "" && !taken) choices.push({ kind: "create", name: search.trim() });
        return choices;
      },
    };
  };
  const optionOf = (choice: Choice<T>): ReferenceOption =>
    choice.kind === "record"
      ? toOption(choice.record)
      : { id: createId, name: createLabel(choice.name), detail: `New ${noun}` };
  const choose = (picked: PickedRecord | null) => {
    if (picked?.id === createId) onCreate?.(typedNameOf(picked.name));
    else onChange(picked);
  };
  return (
    <ReferencePicker<Choice<T>>
      {...props}
      noun={noun}
      lookup={lookupWithCreate}
      toOption={optionOf}
      onChange={choose}
    />
  );
}
