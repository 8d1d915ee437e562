import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { PageHeader } from "../../../ui/page-header";
import { rolesQueryOptions } from "../api/list-roles";
import { AddUserForm } from "../components/add-user-form";

export function loader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(rolesQueryOptions()).catch(() => undefined);
    return null;
  };
}

/** /add/user: a new user, then their page. */
export function Component() {
  return (
    <>
      <title>{`Add user · ${config.productName}`}</title>
      <PageHeader
        eyebrow={
          <Link to={paths.app.admin.users.getHref()} className="hover:underline">
            User management
          </Link>
        }
        title="Add a user"
        description="They can sign in as soon as you have added them."
      />
      <AddUserForm />
    </>
  );
}
