import 'server-only';
import ExcelJS from 'exceljs';

// A one-sheet workbook (.xlsx) whose cells are typed: numbers as numbers, times as dates, text as
// text. A text cell is never read as a formula, however it starts, so a workbook needs none of the
// CSV's marks (docs/decisions/csv-formulas.md).

/** A number shown in a format of its own (e.g. '0.00' for an amount). */
export interface FormattedNumber {
  value: number;
  numFmt: string;
}

export type XlsxCell = string | number | Date | FormattedNumber | null;

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isFormatted = (cell: XlsxCell): cell is FormattedNumber => cell !== null && typeof cell === 'object' && !(cell instanceof Date);

export async function toXlsx(sheetName: string, headers: readonly string[], rows: readonly (readonly XlsxCell[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (isFormatted(cell) ? cell.value : cell)));
    row.forEach((cell, index) => {
      const numFmt = cell instanceof Date ? DATE_TIME_FORMAT : isFormatted(cell) ? cell.numFmt : undefined;
      if (numFmt) added.getCell(index + 1).numFmt = numFmt;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function xlsxResponse(body: Uint8Array, filename: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
