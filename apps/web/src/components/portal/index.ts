/** The portal's kit (issue 26): the pieces every portal page is built from. */
export { PageIntro, Panel, PanelList, EmptyText, StatusRow, PanelLink } from './dashboard-parts';
export { StatusBadge } from './status-badge';
export { statusTone } from './status-tone';
export { DataTable, type Column } from './data-table';
export { FilterBar, type FilterChoice } from './filter-bar';
export { LoadMore } from './load-more';
export {
  QueryBoundary,
  QueryStatus,
  DashboardQuery,
  DashboardSkeleton,
  DashboardError,
} from './query-boundary';
export { RevealPanel } from './reveal-panel';
export { AnswerList } from './answer-list';
export { Section, Field, TextField, ErrorText, fieldError, formatDate, formatTime } from './parts';
export { ConfirmDialog } from './confirm-dialog';
