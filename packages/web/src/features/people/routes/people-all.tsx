import { peopleListRoute } from "../components/list/people-list";

/** /people/all: the people in use. */
export const { loader, Component } = peopleListRoute("all");
