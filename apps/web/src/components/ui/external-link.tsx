import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocaleText } from '@/lib/i18n/locale-context';

/**
 * A link to another site: new tab, no opener access, announced as such in the page's language
 * (WCAG 3.2.5: warn before a context change).
 */
export function ExternalLink({
  children,
  showIcon = true,
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode; showIcon?: boolean }) {
  const { newTabNote } = useLocaleText().site.footer;
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      {showIcon ? (
        <ExternalIcon aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" />
      ) : null}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
