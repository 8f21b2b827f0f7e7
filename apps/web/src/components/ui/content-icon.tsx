import { Circle, type LucideIcon } from 'lucide-react';
import * as contentIconSet from './content-icon-set';

const icons: Partial<Record<string, LucideIcon>> = contentIconSet;

/** A decorative icon chosen by content (always hidden from screen readers: the text says it all). */
export function ContentIcon({
  name,
  className = 'size-6',
}: {
  name: string | undefined;
  className?: string;
}) {
  const Icon = (name ? icons[name] : undefined) ?? Circle;
  return <Icon aria-hidden="true" className={className} />;
}
