import type { Page } from '@playwright/test';

// WCAG 2.2 SC 2.5.8 (Target Size, Minimum): every pointer target is at least 24 by 24 CSS px; 44
// (SC 2.5.5) where money or a booking is decided on a phone. Shared by tap-targets.spec.ts and
// visitor-eye.spec.ts.
//
// Exempt, as the SC allows:
//  - inline links in running text: an <a> laid out inline inside a <p> (or a list item of prose)
//    that holds more text than the link, whose size the line height of the sentence sets;
//  - what nobody is meant to point at: visually hidden elements (the skip link until it is
//    focused; it is then 40 px tall) and the hidden honeypot field of the contact form.

export const MIN_TARGET = 24;
export const MIN_TARGET_WHERE_IT_COUNTS = 44;

export interface Target {
  what: string;
  width: number;
  height: number;
}

/** Every visible, non-exempt control in `root` that is smaller than `min` px either way. */
export function smallTargets(page: Page, min: number, root = 'body'): Promise<Target[]> {
  return page.evaluate(
    ({ min, root }) => {
      const selector = 'a[href], button, [role="button"], summary, input:not([type="hidden"]), select, textarea';
      const inlineInText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.closest('p, li, dd');
        return block !== null && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      const hidden = (element: Element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          rect.width === 0 ||
          rect.height === 0 ||
          style.visibility === 'hidden' ||
          element.closest('[aria-hidden="true"]') !== null ||
          // Visually hidden until focused (Tailwind's sr-only clips it away).
          style.clipPath === 'inset(50%)'
        );
      };
      return [...document.querySelectorAll(root)]
        .flatMap((scope) => [...scope.querySelectorAll(selector)])
        .filter((element) => !hidden(element) && !inlineInText(element))
        .map((element) => {
          // A tap anywhere on a control's <label> works it (the consent's whole row); a link stretched
          // over its card by an absolutely placed ::after (a dashboard tile) takes the card's box.
          const after = getComputedStyle(element, '::after');
          const stretchedOver = after.content !== 'none' && after.position === 'absolute' ? (element as HTMLElement).offsetParent : null;
          const rect = (stretchedOver ?? element.closest('label') ?? element).getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return { what: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(rect.width), height: Math.round(rect.height) };
        })
        .filter((target) => target.width < min || target.height < min);
    },
    { min, root },
  );
}

/** The faults of `smallTargets` as lines of a report. */
export const describeTargets = (targets: Target[], min: number): string[] =>
  targets.map((target) => `control under ${min}×${min} px: ${target.what} ${target.width}×${target.height}`);
