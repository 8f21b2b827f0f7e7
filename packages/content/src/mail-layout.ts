/** What a message is made of before it becomes plain text and HTML (mail-render.ts). */
export type Block =
  { type: 'paragraph'; text: string } | { type: 'action'; label: string; href: string };

export interface Layout {
  subject: string;
  heading: string;
  name: string | null;
  blocks: Block[];
}

export const mailBlocks = {
  paragraph: (text: string): Block => ({ type: 'paragraph', text }),
  action: (label: string, href: string): Block => ({ type: 'action', label, href }),
};
