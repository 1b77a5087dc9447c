/*
 * The engine's words at the end of the worked examples whose engines do not load in
 * Playwright (the Emperor's, Empress's and Empty Rivalry's data import JSON without an
 * import attribute). rules-examples.spec.ts looks for them on the page;
 * tests/unit/rules/examples.test.ts checks that the engines say exactly this.
 */
export const ENGINE_SAYS = {
  transposition: { next: "Cleo's turn.", label: [/Cleo is playing/, /Ben: passed over/] },
  condemn: { dies: 'Ann dies (Condemned by Cleo).' },
  empress: { steps: 9, score: 'Score: Ann 4, Ben 4.' },
  round: {
    reveal: 'Ana called Ben out but the modified score (5) beat the d12 (3), so Ben scores the difference: 2 points.',
    modified: 5,
    tie: 'The d12 and the modified score are both 5, and the rules give nobody points for a tie, so nobody scores.',
  },
};
