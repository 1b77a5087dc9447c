/** Where a rule is stated: a game's rules page and the id of the heading above the rule. */
export interface RuleRef {
  game: string;
  /** The heading's id on the rules page (MDX gives every heading a slug id: "## Your turn" → "your-turn"). */
  section: string;
  /** Link text; "Rule" by default, with the section named for assistive technology. */
  label?: string;
}

const base = (import.meta.env.BASE_URL ?? '/').replace(/\/?$/, '/');

/** A path inside the site, under the deploy's base ("print/#make-…"). */
export const sitePath = (path: string): string => `${base}${path}`;

export const ruleHref = ({ game, section }: RuleRef): string => sitePath(`games/${game}/#${section}`);

/**
 * A one-tap way to settle a doubt: the rules page at the rule's heading. The helper's
 * state is saved, so Back returns to the same screen.
 */
export function RuleLink(rule: RuleRef) {
  return (
    <a class="rule-link" href={ruleHref(rule)} data-rule={`${rule.game}#${rule.section}`}>
      {rule.label ?? 'Rule'}
      <span class="visually-hidden">: {rule.section.replace(/-/g, ' ')}</span>
    </a>
  );
}
