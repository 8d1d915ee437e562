import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { FormPage } from "../../../ui/page-header";
import { rolesQueryOptions } from "../api/list-roles";
import { AddUserForm } from "../components/add-user-form";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return () => prefetchQueries(queryClient.ensureQueryData(rolesQueryOptions()));
}

/** /add/user: a new user, then their page. */
export function Component() {
  return (
    <FormPage
      documentTitle="Add user"
      back={{ label: "User management", href: paths.app.admin.users.getHref() }}
      title="Add a user"
      description="They can sign in as soon as you have added them."
    >
      <AddUserForm />
    </FormPage>
  );
}
