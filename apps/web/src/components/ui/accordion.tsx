import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Spec §4: one item open at a time, and the open item can be closed again.
 * Radix gives the button/region wiring, arrow-key movement and aria-expanded.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-5 pb-5 text-slate-700">
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
