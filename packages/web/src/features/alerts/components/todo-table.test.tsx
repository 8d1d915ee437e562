// @vitest-environment happy-dom
import { moduleNames, type Todo, type UserPermission } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { TodoTable } from "./todo-table";
import { permissionQueryOptions } from "../../../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";

const read = { canRead: true, canWrite: false, canDelete: false };
const readsEverything = permissionGranting(Object.fromEntries(moduleNames.map((name) => [name, read])));

signInForEachTest();
answerApiCalls({});

const todo: Todo = {
  id: 3,
  title: "Chase the missing contract",
  dueDate: null,
  owner: { id: 7, name: "Ada" },
  note: null,
  record: { type: "completion-report", id: 12, label: "Morning Oats final" },
  alertKey: null,
  done: false,
  doneBy: null,
  doneAt: null,
  createdBy: { id: 7, name: "Ada" },
  version: 1,
};

function renderTodos(todos: Todo[], permission: UserPermission = readsEverything) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TodoTable
          todos={todos}
          ticking={new Map()}
          canWrite={false}
          canDelete={false}
          myUserId={7}
          onToggle={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("a to-do on a completion report", () => {
  it("links to the report by its name, or names the kind when the label is missing", () => {
    renderTodos([todo, { ...todo, id: 4, record: { type: "completion-report", id: 13, label: "" } }]);
    expect(screen.getByRole("link", { name: "Morning Oats final" }).getAttribute("href")).toBe(
      "/completion-reports/12/completion-report-profile",
    );
    expect(screen.getByRole("link", { name: "Completion report" }).getAttribute("href")).toBe(
      "/completion-reports/13/completion-report-profile",
    );
  });
});
