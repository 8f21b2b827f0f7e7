import { localePrefix } from '@pathways/content';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';

/** Signed-in: Dashboard + Logout. Signed-out, and while the user is still loading: Client Portal. */
export function AccountActions({
  onNavigate,
  stacked = false,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const { data: user } = useUser();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const width = stacked ? 'w-full' : 'whitespace-nowrap';
  const { site, locale, serverMessage } = useLocaleText();
  const { navigation } = site;
  const localized = useLocalizedHref();

  if (!user) {
    return (
      <Link
        to={localized(navigation.clientPortal.href)}
        onClick={onNavigate}
        className={`${buttonClasses('primary')} ${width}`}
      >
        {navigation.clientPortal.label}
      </Link>
    );
  }
  return (
    <div className={`flex gap-2 ${stacked ? 'flex-col' : 'items-center'}`}>
      <Link
        // /es/dashboard takes a client to their Spanish dashboard and staff to their English one.
        to={`${localePrefix[locale]}${paths.dashboard}`}
        onClick={onNavigate}
        className={`${buttonClasses('secondary')} ${width}`}
      >
        {navigation.dashboardLabel}
      </Link>
      <button
        type="button"
        className={`${buttonClasses('ghost')} ${width}`}
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => {
              onNavigate?.();
              void navigate(localized(paths.home));
            },
            onError: (error) =>
              toast({
                title: navigation.logoutErrorTitle,
                description: serverMessage(error.message),
                variant: 'destructive',
              }),
          })
        }
      >
        <LogOut aria-hidden="true" className="size-4" />
        {logout.isPending ? navigation.logoutPendingLabel : navigation.logoutLabel}
      </button>
    </div>
  );
}
