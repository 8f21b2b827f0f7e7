import { site } from '@pathways/content';
import { COLOR, FONT, SIZE } from '../layout.js';
import type { ReportPart } from '../report-part.js';

/** How to reach the organization, in small print after the last section. */
export const drawContact: ReportPart = (doc, { report }) => {
  const { contact } = site;
  const { address } = contact;
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(
      `${report.organization} · ${address.street}, ${address.city}, ${address.stateCode} ${address.zipCode} · ${contact.phone} · ${contact.email}`,
    );
};
