export const USAGE = `Usage: pathways-clear screen --case case.json [--today YYYY-MM-DD] [--language en|es]

Screens one Iowa criminal case for record clearing (Iowa Code §901C.2, §901C.3, §907.9) and prints
the answer as JSON: { status, route, reason, eligibleOn?, nextSteps }.

case.json: { "outcome": "acquitted|dismissed|deferred-judgment|deferred-judgment-revoked|convicted|not-sure",
             "date": "YYYY-MM-DD|not-sure", "level": "simple-misdemeanor|serious-misdemeanor|
             aggravated-misdemeanor|felony|not-sure", "statute": "724.4" (optional),
             "allPaid": "yes|no|payment-plan|not-sure", "pendingCharges": "yes|no|not-sure",
             "priorDeferredJudgments": 0 | "not-sure", "priorMisdemeanorExpungement": "yes|no|not-sure",
             "insanityOrIncompetence": "yes|no|not-sure" }
--today defaults to today's date on this computer.
This is not legal advice.
Exit codes: 0 success, 2 bad input (message on stderr, nothing on stdout), 1 unexpected error.
`;
