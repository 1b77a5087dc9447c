import { OddsTable } from './OddsTable';

/** The odds table on its own, for tables that play on paper. */
export default function DecisionOdds() {
  return (
    <section class="helper" aria-labelledby="er-odds">
      <h2 id="er-odds">Odds for the decision</h2>
      <OddsTable />
    </section>
  );
}
