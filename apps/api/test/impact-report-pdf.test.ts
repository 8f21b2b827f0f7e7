import { impactReport } from '@pathways/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/services/clock.js';
import { readPdf } from './support/pdf-text.js';
import type { ReadPdf } from './support/pdf-text.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** The page that prints `line` as a line of its own, or -1. */
function pageOf(pdf: ReadPdf, line: string): number {
  return pdf.pages.findIndex((lines) => lines.includes(line));
}

describe.each(backends)('the impact report PDF (%s)', (backend) => {
  let test: TestApp;
  let bytes: Buffer;
  let pdf: ReadPdf;
  beforeAll(async () => {
    // Served as in production: compressed page streams, read back through a PDF parser.
    test = await createTestApp(backend, { clock: fixedClock('2026-11-25T12:00:00Z') });
    const res = await test.app.inject('/download/impact-report');
    expect(res.statusCode).toBe(200);
    bytes = res.rawPayload;
    pdf = await readPdf(bytes);
  });
  afterAll(() => test.close());

  it('carries its title, author and language (en-US) as document metadata', () => {
    expect(pdf.title).toBe(impactReport.title);
    expect(pdf.author).toBe(impactReport.organization);
    expect(pdf.language).toBe('en-US');
  });

  it('has a cover with the contents, then every section of the report page with its text', () => {
    expect(pdf.pages[0]).toContain(impactReport.title);
    for (const section of impactReport.sections) {
      expect(pdf.pages[0]?.some((line) => line.endsWith(section.heading))).toBe(true);
      const page = pageOf(pdf, section.heading);
      expect(page, section.heading).toBeGreaterThan(0);
      for (const row of section.rows ?? []) expect(pdf.pages.flat()).toContain(`${row.value}`);
    }
    const text = pdf.pages.flat().join(' ');
    expect(text).toContain(impactReport.sections[0]?.paragraphs[0]?.slice(0, 40));
  });

  it('numbers every page "Page n of N"', () => {
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((lines, index) => {
      expect(lines).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
    });
  });

  it('draws the program metrics, projections and regional figures as vector bar charts', () => {
    for (const chart of Object.values(impactReport.charts)) {
      const page = pageOf(pdf, chart.caption);
      expect(page, chart.caption).toBeGreaterThan(0);
      const bars = chart.kind === 'bars' ? chart.bars.length : chart.rows.length * 2;
      expect(pdf.rectangles[page]).toBeGreaterThanOrEqual(bars);
      const printed = pdf.pages[page] ?? [];
      if (chart.kind === 'bars') {
        for (const bar of chart.bars) expect(printed).toContain(bar.value);
      } else {
        for (const row of chart.rows) {
          expect(printed).toContain(`${row.ours}${row.unit ?? ''}`);
          expect(printed).toContain(`${row.baseline}${row.unit ?? ''}`);
        }
      }
    }
  });

  it('tells a HEAD request its real size, so the download button can show it', async () => {
    const head = await test.app.inject({ method: 'HEAD', url: '/download/impact-report' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytes.length);
  });
});
