import { contact } from '@pathways/content';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Every success screen links back to /contact (spec §2). */
export function SuccessBackLink({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="secondary" asChild>
      <Link to={paths.contact} onClick={onClick}>
        {contact.successLinkLabel}
      </Link>
    </Button>
  );
}
