/**
 * The Economic Impact Simulator's interface texts beyond its page header (`./simulator.js`): the
 * form's helpers, the results, the chart, the warnings and the sources. `{name}` marks a value the
 * page fills in (fillTemplate), already formatted for the page's language.
 */
export const simulatorUi = {
  loadingCities: 'Loading cities...',
  failure:
    'We could not calculate this scenario just now ({failure}). Please try again in a moment.',
  participantsValueText: '{count} participants',
  oneYear: '{years} year',
  years: '{years} years',
  /** The support types of sim-core, by value: the dropdown's labels and the hint under it. */
  supportTypes: {
    none: { label: 'No Support', description: 'basic job placement only' },
    training: { label: 'Job Training', description: 'skills development and certification' },
    housing: { label: 'Housing Support', description: 'stable housing assistance' },
    mentoring: { label: 'Mentoring', description: 'ongoing career guidance' },
    full_wraparound: { label: 'Full Wraparound', description: 'comprehensive support services' },
  },
  cityFacts: {
    population: 'Population',
    annualReleases: 'Annual releases',
    baselineRecidivism: 'Baseline recidivism',
    unverified: ' (unverified)',
    costPerIncarceration: 'Cost per incarceration',
  },
  cards: {
    recidivismReduction: 'Recidivism Reduction',
    fewerRepeatOffenses: '{count} fewer repeat offenses',
    publicCostSavings: 'Public Cost Savings',
    savedPerPerson: '{amount} saved per person avoided',
    returnOnInvestment: 'Return on Investment',
    programCost: 'Program cost: {amount}',
  },
  analysis: {
    heading: 'Program Investment Analysis',
    totalParticipants: 'Total Participants',
    successfulCompletions: 'Successful Completions',
    programSuccessRate: 'Program Success Rate',
    costPerParticipant: 'Cost per Participant',
    recidivistsAvoided: 'Recidivists Avoided',
    savingsPerPersonAvoided: 'Savings per Person Avoided',
    totalProgramCost: 'Total Program Cost',
    returnOnInvestment: 'Return on Investment',
  },
  uncertainty: {
    heading: 'How certain is this?',
    running: 'Running {draws} simulations in your browser...',
    failed: 'The uncertainty range could not be computed in this browser.',
    range:
      'In {level}% of {draws} simulated outcomes, public cost savings fall between {savingsLow} and {savingsHigh}, and the return on investment between {roiLow} and {roiHigh}.',
    probability: 'Probability that benefits exceed costs:',
    downloadCsv: 'Download CSV',
  },
  sources: {
    summary: 'Assumptions and sources ({count} figures, {set})',
    intentToTreat:
      'Effects apply to everyone enrolled (intent to treat), as the studies measured them.',
    completers: 'Effects apply to participants who complete the program only.',
    loading: 'Loading the sources...',
    failed: 'The sources could not be loaded. Please try again.',
    unverified: 'Unverified',
    /**
     * Said where the page's language is not the record's: each figure's definition and source are
     * the parameter set's audit record, kept in English. Nothing to say on an English page.
     */
    recordLanguageNote: '',
    /** The record's units, by their English name, as the page writes them. */
    units: {
      'USD per participant': 'USD per participant',
      'USD per prison-year': 'USD per prison-year',
      'USD per year': 'USD per year',
      fraction: 'fraction',
      'fraction of baseline recidivism': 'fraction of baseline recidivism',
      multiplier: 'multiplier',
      'per year': 'per year',
      percent: 'percent',
      year: 'year',
      years: 'years',
    },
  },
  warnings: {
    heading: 'Before you quote these figures',
    reproduce: 'Reproduce this with:',
  },
  chart: {
    heading: 'Savings year by year',
    title: 'Cumulative public cost savings by year',
    summary:
      'Cumulative public cost savings reach {amount} by year {year}, against a program cost of {cost}.',
    noFigures: 'No yearly figures.',
    yearLabel: 'Year {year}',
    programCost: 'Program cost {amount}',
    showTable: 'Show the figures as a table',
    tableCaption: 'Savings and repeat offenses avoided, by year',
    columns: {
      year: 'Year',
      repeatOffensesAvoided: 'Repeat offenses avoided',
      savingsThatYear: 'Savings that year',
      cumulativeSavings: 'Cumulative savings',
    },
  },
};
export type SimulatorUi = typeof simulatorUi;
