import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import {
  csvText,
  feeCategoryLabels,
  figureSourceLabels,
  formatDollars,
  formatMoneyCents,
  spreadsheetSafe,
  type ForecastAnswer,
} from "@rightsdesk/domain";
import type { FileReply } from "../../http/handler.js";

type Payment = ForecastAnswer["payments"][number];
export type ForecastExportFormat = "xlsx" | "pdf" | "csv";

const kindLabels: Record<Payment["kind"], string> = {
  holdingFee: "Holding fee",
  useRightCycle: "Use right cycle",
  mpuRenegotiation: "MPU renegotiation",
  licenceRenewal: "Licence renewal",
};

const contentTypes: Record<ForecastExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The payment columns every format writes, in order. */
const paymentHeader = [
  "Month",
  "Due date",
  "Kind",
  "Ad-ID",
  "Spot",
  "Performer",
  "Element",
  "Licence",
  "Category",
  "Amount",
  "Source",
  "Note",
  "Released",
];

function paymentCells(payment: Payment, released: boolean): (string | number | null)[] {
  return [
    payment.month,
    payment.dueDate,
    kindLabels[payment.kind],
    payment.spot?.adId ?? null,
    payment.spot?.title ?? null,
    payment.performer?.name ?? null,
    payment.element?.title ?? null,
    payment.licence?.label ?? null,
    payment.category === null ? null : feeCategoryLabels[payment.category],
    payment.amountCents,
    figureSourceLabels[payment.source],
    payment.note,
    released ? "not renewing" : null,
  ];
}

/** Every payment, those kept on air first, then those "not renewing" releases (the saving). */
function allPayments(answer: ForecastAnswer): [Payment, boolean][] {
  return [
    ...answer.payments.map((payment): [Payment, boolean] => [payment, false]),
    ...answer.released.map((payment): [Payment, boolean] => [payment, true]),
  ];
}

function summaryLines(answer: ForecastAnswer): [string, string][] {
  return [
    ["Window", `${answer.window.from} to ${answer.window.to}`],
    ["Scope", answer.scopeLabel || "Everything"],
    ["Total (priced)", formatMoneyCents(answer.total.amountCents)],
    ["Payments priced", String(answer.total.pricedCount)],
    ["Payments missing a figure", String(answer.total.missingCount)],
    ["Saving of not renewing", formatMoneyCents(answer.saving.amountCents)],
    ...answer.bySource.map((share): [string, string] => [
      `From ${figureSourceLabels[share.source]}`,
      share.source === "missing"
        ? `${share.missingCount} payments`
        : `${formatMoneyCents(share.amountCents)} (${share.pricedCount} payments)`,
    ]),
  ];
}

function csvFile(answer: ForecastAnswer): Readable {
  const rows = allPayments(answer).map(([payment, released]) =>
    paymentCells(payment, released).map((cell, index) =>
      index === 9 && typeof cell === "number" ? formatDollars(cell) : cell,
    ),
  );
  return Readable.from([Buffer.from("\uFEFF" + csvText(rows, paymentHeader))]);
}

function xlsxFile(answer: ForecastAnswer): Readable {
  const out = new PassThrough();
  void (async () => {
    const workbook = new ExcelJS.Workbook();
    const summary = workbook.addWorksheet("Summary");
    summary.columns = [{ width: 32 }, { width: 40 }];
    for (const [label, value] of summaryLines(answer)) summary.addRow([label, spreadsheetSafe(value)]);
    summary.getColumn(1).font = { bold: true };
    const months = workbook.addWorksheet("Months", { views: [{ state: "frozen", ySplit: 1 }] });
    months.columns = [
      { header: "Month", width: 10 },
      { header: "Amount", width: 16, style: { numFmt: '"$"#,##0.00' } },
      { header: "Priced", width: 8 },
      { header: "Missing", width: 8 },
    ];
    months.getRow(1).font = { bold: true };
    for (const month of answer.months)
      months.addRow([month.month, month.amountCents / 100, month.pricedCount, month.missingCount]);
    const payments = workbook.addWorksheet("Payments", { views: [{ state: "frozen", ySplit: 1 }] });
    payments.columns = paymentHeader.map((header) => ({
      header,
      width: header === "Note" ? 60 : header === "Spot" || header === "Category" ? 28 : 14,
      ...(header === "Amount" ? { style: { numFmt: '"$"#,##0.00' } } : {}),
    }));
    payments.getRow(1).font = { bold: true };
    for (const [payment, released] of allPayments(answer))
      payments.addRow(
        paymentCells(payment, released).map((cell, index) =>
          index === 9 && typeof cell === "number"
            ? cell / 100
            : typeof cell === "string"
              ? spreadsheetSafe(cell)
              : cell,
        ),
      );
    await workbook.xlsx.write(out);
    out.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

function pdfFile(answer: ForecastAnswer): Readable {
  const document = new PDFDocument({ size: "LETTER", layout: "landscape", margin: 36 });
  document.fontSize(14).font("Helvetica-Bold").text("Forecast of payments to keep the spots on air");
  document.moveDown(0.5).fontSize(9).font("Helvetica");
  for (const [label, value] of summaryLines(answer)) document.text(`${label}: ${value}`);
  document.moveDown(0.5).font("Helvetica-Bold").text("By month");
  document.font("Helvetica");
  for (const month of answer.months)
    document.text(
      `${month.month}   ${formatMoneyCents(month.amountCents)}   ${month.pricedCount} priced, ${month.missingCount} missing`,
    );
  document.moveDown(0.5).font("Helvetica-Bold").text("Payments");
  document.font("Helvetica").fontSize(8);
  for (const [payment, released] of allPayments(answer)) {
    const who = [
      payment.spot ? `${payment.spot.adId} ${payment.spot.title}` : null,
      payment.performer?.name,
      payment.element?.title,
      payment.licence?.label,
    ]
      .filter((part): part is string => Boolean(part))
      .join(" · ");
    const amount = payment.amountCents === null ? "missing" : formatMoneyCents(payment.amountCents);
    document.text(
      `${payment.dueDate}  ${kindLabels[payment.kind]}  ${who}  ${amount}  (${figureSourceLabels[payment.source]})${released ? "  not renewing" : ""}`,
    );
    document.fillColor("#555555").text(`    ${payment.note}`).fillColor("#000000");
  }
  document.end();
  return document as unknown as Readable;
}

/** The forecast as a file: a summary, the months and every payment with its source. */
export function forecastExportFile(answer: ForecastAnswer, format: ForecastExportFormat): FileReply {
  const stream = format === "csv" ? csvFile(answer) : format === "xlsx" ? xlsxFile(answer) : pdfFile(answer);
  return { stream, fileName: `forecast-${answer.window.from}.${format}`, contentType: contentTypes[format] };
}
