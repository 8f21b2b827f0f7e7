import { Badge } from '@/components/ui/badge';
import { statusTone } from './status-tone';

/** A status badge: its colour follows the API's status, its text may be that status translated. */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <Badge tone={statusTone(status)}>{label}</Badge>;
}
