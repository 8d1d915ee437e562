import { describe, expect, it } from "vitest";
import { toCsv } from "./to-csv.js";

describe("toCsv", () => {
  it("writes every formula-led cell as text, and numbers and booleans as they are", () => {
    const rows = ["=1+2", "+cmd", "-2+3", "@SUM(A1)", "\tTabbed", "\rReturned"].map((text, index) => ({
      text,
      index: -index,
      flag: index === 0,
    }));
    const csv = toCsv(rows, [
      { header: "text", value: (row) => row.text },
      { header: "index", value: (row) => row.index },
      { header: "flag", value: (row) => row.flag },
    ]);
    expect(csv).toBe(
      [
        "text,index,flag",
        "'=1+2,0,true",
        "'+cmd,-1,false",
        "'-2+3,-2,false",
        "'@SUM(A1),-3,false",
        "'\tTabbed,-4,false",
        '"\'\rReturned",-5,false',
        "",
      ].join("\r\n"),
    );
  });
});
