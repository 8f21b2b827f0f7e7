import { FOLLOW_UP_DAYS, NO_PROGRAM_LABEL } from '@pathways/schemas';
import type { OutcomeGroup, Outcomes, Ratio } from '@pathways/schemas';
import { toCsvDocument } from '../../lib/csv.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { DeidentifiedPlacement } from './placement-rows-repository.js';

const FIGURES_HEADER = ['breakdown', 'group', 'measure', 'numerator', 'denominator', 'value'];

const rateText = (value: number | null) => (value === null ? '' : value.toFixed(4));
const moneyText = (value: number | null) => (value === null ? '' : value.toFixed(2));

function ratioLine(breakdown: string, group: string, measure: string, figure: Ratio): string[] {
  return [
    breakdown,
    group,
    measure,
    String(figure.numerator),
    String(figure.denominator),
    rateText(figure.rate),
  ];
}

function groupLines(breakdown: string, group: OutcomeGroup): string[][] {
  return [
    [breakdown, group.label, 'placements', '', '', String(group.placements)],
    [
      breakdown,
      group.label,
      'median hourly wage at placement',
      '',
      String(group.startingWage.count),
      moneyText(group.startingWage.median),
    ],
    ...group.retention.map((retention) =>
      ratioLine(breakdown, group.label, `retention at ${retention.day} days`, retention.employed),
    ),
  ];
}

/**
 * The figures as a funder's spreadsheet reads them: one line per measure, with its numerator and
 * denominator where it is a rate (a wage line's denominator is the number of wages behind it).
 */
export function outcomesFiguresCsv(outcomes: Outcomes): string {
  return toCsvDocument(FIGURES_HEADER, [
    ['overall', 'all', 'clients served', '', '', String(outcomes.clientsServed)],
    ratioLine('overall', 'all', 'placement rate', outcomes.placementRate),
    ...groupLines('overall', { ...outcomes.overall, label: 'all' }),
    ...outcomes.followUpWages.map((wage) => [
      'overall',
      'all',
      `median hourly wage at ${wage.day} days`,
      '',
      String(wage.count),
      moneyText(wage.median),
    ]),
    ...outcomes.byCohort.flatMap((group) => groupLines('cohort', group)),
    ...outcomes.byProgram.flatMap((group) => groupLines('program', group)),
    ...outcomes.byEmployer.flatMap((group) => groupLines('employer', group)),
  ]);
}

const ROWS_HEADER = [
  'client_pseudonym',
  'placement_pseudonym',
  'cohort',
  'start_date',
  'program',
  'employer',
  'job_title',
  'hourly_wage',
  'hours_per_week',
  ...FOLLOW_UP_DAYS.flatMap((day) => [
    `day_${day}_status`,
    `day_${day}_same_employer`,
    `day_${day}_hourly_wage`,
  ]),
];

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

function followUpCells(row: DeidentifiedPlacement, day: number): string[] {
  const followUp = row.follow_ups.find((candidate) => candidate.day === day);
  if (followUp && followUp.employed !== null) {
    return [
      followUp.employed ? 'employed' : 'not employed',
      yesNo(followUp.same),
      followUp.wage === null ? '' : Number(followUp.wage).toFixed(2),
    ];
  }
  return [Number(row.age) >= day ? 'not recorded' : 'not yet due', '', ''];
}

/**
 * The rows behind the figures, de-identified: no name, e-mail, date of birth or record id; each
 * client and placement is a stable pseudonym (FieldCipher.pseudonym), so a funder can follow one
 * client across placements and across exports without learning who it is.
 */
export function outcomesRowsCsv(
  rows: readonly DeidentifiedPlacement[],
  cipher: FieldCipher,
): string {
  return toCsvDocument(
    ROWS_HEADER,
    rows.map((row) => [
      cipher.pseudonym(`client:${row.client_profile_id}`),
      cipher.pseudonym(`placement:${row.id}`),
      row.start_date.slice(0, 7),
      row.start_date,
      row.program ?? NO_PROGRAM_LABEL,
      row.company_name,
      row.title,
      Number(row.hourly_wage).toFixed(2),
      String(row.hours_per_week),
      ...FOLLOW_UP_DAYS.flatMap((day) => followUpCells(row, day)),
    ]),
  );
}
