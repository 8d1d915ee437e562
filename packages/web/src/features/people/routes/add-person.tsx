import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { unionsQueryOptions } from "../api/list-unions";
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
export function Component() {
  return (
    <FormPage
      documentTitle="Add person"
      back={{ label: "People", href: paths.app.people.all.getHref() }}
      title="Add a person"
      description="Start with their name and kinds; addresses, bank details, photos and the rest are added on their page."
    >
      <AddPersonForm />
    </FormPage>
  );
}
