import 'server-only';
import { sheetCsv } from './admin-csv';
import { VAT_SUMMARY_COLUMNS, vatSheetRows, vatSummaryFileName } from './admin-sheets';
import type { VatSummary } from './admin-types';

// The VAT summary for the accountant as CSV; its columns: admin-sheets.ts.

export const vatSummaryCsv = (summary: VatSummary) => sheetCsv(VAT_SUMMARY_COLUMNS, vatSheetRows(summary));

export const vatSummaryCsvName = (month: string) => vatSummaryFileName(month, 'csv');
