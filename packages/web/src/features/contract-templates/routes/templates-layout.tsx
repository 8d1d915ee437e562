import { Outlet } from "react-router-dom";
import { LibraryHeader } from "../components/library-header";

/** /contracts/templates: the template list under the templates and snippets tabs. */
export function Component() {
  return (
    <>
      <LibraryHeader current="templates" />
      <Outlet />
    </>
  );
}
