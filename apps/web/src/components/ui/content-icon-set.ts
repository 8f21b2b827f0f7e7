/**
 * The lucide icons content may name, by their lucide name. Only these are re-exported, so the
 * bundle does not carry the whole icon set; ContentIcon looks a name up in this module.
 */
export {
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
} from 'lucide-react';
