import { peopleListRoute } from "../components/list/people-list";

/** /people/archive: archived people, each of whom can be restored or deleted for good. */
export const { loader, Component } = peopleListRoute("archive");
