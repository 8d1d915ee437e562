import { Outlet } from "react-router-dom";
import { LibraryHeader } from "../components/library-header";

/** /contracts/snippets: the snippet list under the templates and snippets tabs. */
export function Component() {
  return (
    <>
      <LibraryHeader current="snippets" />
      <Outlet />
    </>
  );
}
