import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { OpenedWith } from '@/components/ui/load-on-first-use';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { MoreButton } from './menu-buttons';
import { useDebugModeLink } from './use-debug-mode-link';

/** The desktop header's "More" dropdown; loaded on first use (site-header.tsx). */
export default function MoreMenu({ openedWith }: { openedWith: OpenedWith }) {
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const { navigation } = useLocaleText().site;
  const localized = useLocalizedHref();
  // The first opening happened before this code arrived (LoadOnFirstUse). A keyboard opening is
  // replayed as the key Radix opens on, so Radix also puts focus on the first item as it should.
  useEffect(() => {
    if (openedWith !== 'keyboard') return;
    trigger.current?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
    );
  }, [openedWith]);
  const debugModeLink = useDebugModeLink();
  const moreLinks = debugModeLink ? [...navigation.more, debugModeLink] : navigation.more;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedWith === 'pointer'}>
      <DropdownMenu.Trigger asChild>
        <MoreButton ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {moreLinks.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                to={localized(link.href)}
                aria-current={pathname === localized(link.href) ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:text-brand-900 aria-[current=page]:font-semibold"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
