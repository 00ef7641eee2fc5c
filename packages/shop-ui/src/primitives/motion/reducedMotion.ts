/**
 * Story helper: whether the page's styles turn `element`'s animation off under
 * `prefers-reduced-motion: reduce`. A play function cannot switch the media feature, so it
 * checks the rule that would apply instead. State attributes are ignored when matching, since
 * the rule targets `[data-entering]` / `[data-exiting]`, which come and go, and so are
 * `::before` / `::after`, which an element may animate instead of itself.
 */
export function hasReducedMotionRule(element: Element): boolean {
  for (const rule of pageRules()) {
    if (!(rule instanceof CSSMediaRule)) continue;
    if (!rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
    for (const inner of Array.from(rule.cssRules)) {
      if (!(inner instanceof CSSStyleRule) || inner.style.animationName !== 'none') continue;
      const selectors = inner.selectorText
        .split(',')
        .map((selector) =>
          selector.replace(/\[data-(entering|exiting)\]|::(before|after)$/g, '').trim(),
        );
      if (selectors.some((selector) => element.matches(selector))) return true;
    }
  }
  return false;
}

/** Story helper: the text of the page's `@keyframes name` rule, '' if there is none. */
export function keyframesText(name: string): string {
  for (const rule of pageRules()) {
    if (rule instanceof CSSKeyframesRule && rule.name === name) return rule.cssText;
  }
  return '';
}

/** Every top-level rule of the page's style sheets. */
function* pageRules(): Generator<CSSRule> {
  for (const sheet of Array.from(document.styleSheets)) yield* Array.from(sheet.cssRules);
}
