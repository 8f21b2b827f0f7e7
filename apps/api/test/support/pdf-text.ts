import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';

/** The decoded bytes of a page's content streams, as PDF operators. */
function pageOperators(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

/**
 * The text of each text object (`BT … ET`) on a page. pdfkit writes the built-in fonts' text as
 * hex strings split at kerning pairs; joining them back gives the line as printed.
 */
function pageLines(operators: string): string[] {
  return [...operators.matchAll(/BT([\s\S]*?)ET/g)].map((block) =>
    [...(block[1] ?? '').matchAll(/<([0-9a-f]+)>/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}

export interface ReadPdf {
  pageCount: number;
  title: string | undefined;
  author: string | undefined;
  /** The catalog's /Lang: the document's natural language for screen readers. */
  language: string | undefined;
  /** Per page, the lines of text printed on it. */
  pages: string[][];
  /** Per page, how many filled rectangles (bars, swatches) it draws. */
  rectangles: number[];
}

/** Parses a PDF the way a reader would, to test what it holds rather than how it was written. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = pdf.catalog.lookup(PDFName.of('Lang'));
  const operators = pdf.getPages().map(pageOperators);
  return {
    pageCount: pdf.getPageCount(),
    title: pdf.getTitle(),
    author: pdf.getAuthor(),
    language: lang instanceof PDFString ? lang.decodeText() : undefined,
    pages: operators.map(pageLines),
    rectangles: operators.map((ops) => ops.match(/\bre\b/g)?.length ?? 0),
  };
}
