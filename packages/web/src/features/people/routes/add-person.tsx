import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { PageHeader } from "../../../ui/page-header";
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
    <>
      <title>{`Add person · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.people.all.getHref()} className="hover:underline">
            People
          </Link>
        }
        title="Add a person"
        description="Start with their name and kinds; addresses, bank details, photos and the rest are added on their page."
      />
      <AddPersonForm />
    </>
  );
}
