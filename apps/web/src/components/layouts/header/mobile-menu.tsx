import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { MobileMenuButton } from './menu-buttons';
import { mobileLink } from './nav-styles';
import { useDebugModeLink } from './use-debug-mode-link';

/** The slide-out menu of small screens; loaded on first use (site-header.tsx). */
export default function MobileMenu() {
  // Mounted by its first use (site-header.tsx), so it starts open.
  const [open, setOpen] = useState(true);
  const { navigation } = useLocaleText().site;
  const localized = useLocalizedHref();
  const allLinks = [...navigation.main, ...navigation.more];
  const debugModeLink = useDebugModeLink();
  const menuLinks = debugModeLink ? [...allLinks, debugModeLink] : allLinks;
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">
              {navigation.menuTitle}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{navigation.closeMenuLabel}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={navigation.menuTitle}>
            <ul className="grid gap-1">
              {menuLinks.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={localized(link.href)}
                    end={link.href === paths.home}
                    className={mobileLink}
                    onClick={close}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
            <LanguageSwitch onNavigate={close} className="justify-center" />
            <AccountActions onNavigate={close} stacked />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
