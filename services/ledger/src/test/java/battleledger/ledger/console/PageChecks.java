package battleledger.ledger.console;

/** Scripts a browser test runs in the page to check it as a whole: its width at a tablet's size, its labels. */
final class PageChecks {

    private PageChecks() {
    }

    /** The innermost elements that reach past the window's right edge. */
    static final String TOO_WIDE = """
            const w = document.documentElement.clientWidth;
            return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1
                && ![...e.children].some((c) => c.getBoundingClientRect().right > w + 1))
              .slice(0, 8).map((e) => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))
              .join('; ');
            """;

    /** Every visible form control has a label (or aria-label), every button words, the grid a name. */
    static final String A11Y_CHECK = """
            const missing = [];
            const named = (el) => (el.labels && el.labels.length) || el.getAttribute('aria-label')
                || el.getAttribute('aria-labelledby');
            for (const el of document.querySelectorAll('input, select, textarea')) {
              if (el.type === 'hidden' || el.offsetParent === null) continue;
              if (!named(el)) missing.push(el.outerHTML.slice(0, 80));
            }
            for (const b of document.querySelectorAll('button, a[href]')) {
              if (b.offsetParent !== null && !b.textContent.trim() && !b.getAttribute('aria-label')) missing.push(b.outerHTML.slice(0, 80));
            }
            for (const g of document.querySelectorAll('svg[role=img], [role=button]')) {
              if (!g.getAttribute('aria-label')) missing.push(g.outerHTML.slice(0, 80));
            }
            for (const r of document.querySelectorAll('section[aria-labelledby]')) {
              if (!document.getElementById(r.getAttribute('aria-labelledby'))) missing.push('section ' + r.getAttribute('aria-labelledby'));
            }
            return missing.join('\\n');
            """;
}
