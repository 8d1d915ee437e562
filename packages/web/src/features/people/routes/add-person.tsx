import type { QueryClient } from "@tanstack/react-query";
import { addRecordPage } from "../../../ui/records/add-record-page";
import { unionsQueryOptions } from "../api/list-unions";
import { personKind } from "../api/person-kind";
import { AddPersonForm } from "../components/list/add-person-form";

export function loader(queryClient: QueryClient) {
  return async () => {
    try {
      await queryClient.ensureQueryData(unionsQueryOptions());
    } catch {
      // The form says the unions could not be loaded; everything else still works.
    }
    return null;
  };
}

/** /add/people: a new person, then their page. */
export const Component = addRecordPage(
  personKind,
  {
    title: "Add a person",
    description:
      "Start with their name and kinds; addresses, bank details, photos and the rest are added on their page.",
  },
  AddPersonForm,
);
