import {
  BadgeDollarSign,
  BarChart3,
  Briefcase,
  Bus,
  Circle,
  FileText,
  GraduationCap,
  Handshake,
  Heart,
  HeartHandshake,
  HeartPulse,
  House,
  LifeBuoy,
  Monitor,
  PiggyBank,
  Scale,
  ShieldCheck,
  Sparkles,
  Sprout,
  UserCheck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * Content names its icons by lucide name; only the ones content uses are imported so the bundle
 * does not carry the whole icon set.
 */
const icons: Record<string, LucideIcon> = {
  BadgeDollarSign,
  BarChart3,
  Briefcase,
  Bus,
  FileText,
  GraduationCap,
  Handshake,
  Heart,
  HeartHandshake,
  HeartPulse,
  House,
  LifeBuoy,
  Monitor,
  PiggyBank,
  Scale,
  ShieldCheck,
  Sparkles,
  Sprout,
  UserCheck,
  Users,
  Wrench,
};

/** A decorative icon chosen by content (always hidden from screen readers: the text says it all). */
export function ContentIcon({ name, className = 'size-6' }: { name: string | undefined; className?: string }) {
  const Icon = (name ? icons[name] : undefined) ?? Circle;
  return <Icon aria-hidden="true" className={className} />;
}
