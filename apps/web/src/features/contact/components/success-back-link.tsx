import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useContactText } from '../contact-text';

/** Every success screen links back to /contact (spec §2). */
export function SuccessBackLink({ onClick }: { onClick?: () => void }) {
  const { contact } = useContactText();
  const localized = useLocalizedHref();
  return (
    <Button variant="secondary" asChild>
      <Link to={localized(paths.contact)} onClick={onClick}>
        {contact.successLinkLabel}
      </Link>
    </Button>
  );
}
