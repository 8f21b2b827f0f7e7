import type { ClientPortal, Translation } from '@pathways/content';
import type { DocumentKind } from '@pathways/schemas';

type DocumentsText = Translation<ClientPortal>['documents'];

/** A kind's words ("id" is a fixed key in the content modules, so its label is under idCard). */
export function kindLabel(text: DocumentsText, kind: DocumentKind): string {
  return kind === 'id' ? text.kindLabels.idCard : text.kindLabels[kind];
}
