import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Accessible tabs (arrow keys, roles) from Radix; controlled so a URL hash can pick the tab. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  renderAll = false,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  /**
   * Put every panel in the HTML, the inactive ones hidden: prerendered content that search engines
   * and readers without JavaScript should see.
   */
  renderAll?: boolean;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-11 flex-1 rounded-md px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={renderAll || undefined}
          hidden={item.value !== value}
          className="mt-6 rounded-md"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
