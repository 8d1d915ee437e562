// @vitest-environment happy-dom
import { richDocOf, type RichNode } from "@rightsdesk/domain";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

afterEach(cleanup);

function Field({ initial, onValue }: { initial?: RichNode; onValue: (value: RichNode) => void }) {
  const [value, setValue] = useState<RichNode | undefined>(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      error={undefined}
    />
  );
}

describe("RichTextEditor", () => {
  it("is a multi-line textbox named by its label, with a labelled toolbar", () => {
    render(<Field initial={richDocOf("Hello")} onValue={() => undefined} />);
    const box = screen.getByRole("textbox", { name: "Content" });
    expect(box.getAttribute("aria-multiline")).toBe("true");
    expect(box.textContent).toBe("Hello");
    for (const name of ["Bold", "Italic", "Underline", "Heading 1", "Heading 2", "Heading 3"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    for (const name of ["Bulleted list", "Numbered list", "Horizontal rule", "Undo", "Redo"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("inserts the chosen placeholder's {{key}} at the cursor from the menu", async () => {
    const user = userEvent.setup();
    const values: RichNode[] = [];
    render(<Field initial={richDocOf("Fee:")} onValue={(value) => values.push(value)} />);
    await user.click(screen.getByRole("button", { name: "Insert placeholder" }));
    await user.click(await screen.findByRole("menuitem", { name: "Fitting fee" }));
    await waitFor(() => expect(values.length).toBeGreaterThan(0));
    const text = JSON.stringify(values.at(-1));
    expect(text).toContain("{{fittingFee}}");
  });

  it("marks placeholders while editing: known ones by label, a typo as unknown", () => {
    render(<Field initial={richDocOf("Pay {{sessionFee}} or {{sesionFee}}")} onValue={() => undefined} />);
    expect(document.querySelector('[title="Placeholder: Session fee"]')?.textContent).toBe("{{sessionFee}}");
    expect(document.querySelector('[title="Not a known placeholder: it stays as typed"]')?.textContent).toBe(
      "{{sesionFee}}",
    );
  });

  it("shows the error under the field and ties it to the textbox", () => {
    render(<RichTextEditor label="Content" value={undefined} error="Enter the text." />);
    const box = screen.getByRole("textbox", { name: "Content" });
    const describedBy = box.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toContain("Enter the text.");
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("read-only, draws the text with placeholders marked and no toolbar", () => {
    render(<RichTextEditor label="Content" value={richDocOf("Pay {{sessionFee}} now")} readOnly />);
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(screen.getByText("Session fee")).toBeTruthy();
  });
});
