import type { CaseloadReport, User } from '@pathways/schemas';
import { dayOf } from '../../jobs/dates.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { caseloadOf } from '../policy.js';
import { caseloadReport } from '../repository.js';

/** Case Worker › Reports: their own caseload's figures (an admin: every caseload's). */
export function getCaseloadReport(ctx: UseCaseContext, actor: User): Promise<CaseloadReport> {
  return caseloadReport(ctx.db, caseloadOf(actor), dayOf(ctx.now));
}
