import type { ReportChart } from '@pathways/content';
import { drawBarChart } from './bar-chart.js';
import { drawComparisonChart } from './comparison-chart.js';

/** Draws a chart of the report's content as vector shapes at the current position. */
export function drawReportChart(doc: PDFKit.PDFDocument, chart: ReportChart): void {
  if (chart.kind === 'bars') drawBarChart(doc, chart.caption, chart.bars);
  else drawComparisonChart(doc, chart);
}
