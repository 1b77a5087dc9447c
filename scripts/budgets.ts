// Every budget npm run bench (scripts/bench.ts) and npm test hold the site to, in one
// place: the byte budgets are checked in both (tests/e2e/budgets.spec.ts and
// tests/unit/kit/qr-budget.test.ts, exact bytes, whatever the machine's load), the
// timings only in the bench, as ratios to its yardstick (scripts/calibration.ts).
import { QUIET_CALIBRATION_MS } from './calibration.ts';

export const BUDGET = {
  /** Every page, all helpers loaded, service-worker registration included (gzip). */
  js: 20 * 1024,
  /** The registration script every page carries; pages without a helper ship nothing else. */
  registration: 1024,
  /** HTML plus render-blocking CSS within the first ~14 KB a server sends: first paint in one round trip. */
  firstPaint: 14 * 1024,
  /** Everything a first visit downloads before the page is scrolled, the service worker's precache included (PDFs are not precached; lazy pictures that come only as the page is scrolled to them are reported apart). */
  firstVisit: 250 * 1024,
  /** From the play page's load event to the helper taking a tap, CPU slowed 4×, on a quiet machine. */
  readyAfterLoad: 300,
  /** Any tap of the scripted turn to the next paint, CPU slowed 4×, on a quiet machine. */
  tap: 100,
  /** Everything a play page's scripted turn has loaded by its end: the first screen and every later one it reached (gzip). */
  afterTurn: 35 * 1024,
  /** "Each on our own phone": the mode's JavaScript beyond what the play page loaded, the QR decoder apart (gzip). */
  ownPhoneMode: 25 * 1024,
  /** Seven phones joined at a real table's pace: the scripted join plus the people's part (scripts/own-phones-join.ts). */
  sevenPhonesJoin: 90_000,
  /** One message, one QR frame. */
  qrBytes: 300,
};

/**
 * The timing budgets as ratios to the yardstick (scripts/calibration.ts): the budget over
 * the yardstick on a quiet machine. A timing divided by the yardstick measured around it
 * in the same run must stay within these, however busy the machine is.
 */
export const RATIO_BUDGET = {
  readyAfterLoad: BUDGET.readyAfterLoad / QUIET_CALIBRATION_MS,
  tap: BUDGET.tap / QUIET_CALIBRATION_MS,
};

/** How much the bench slows the CPU for every timing (DevTools throttling), the yardstick included. */
export const CPU_SLOWDOWN = 4;
