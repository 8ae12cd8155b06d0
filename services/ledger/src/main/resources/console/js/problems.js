// A refusal as the API states it (README: application/problem+json): its title, detail, stable code and the rule
// cited, in a live region so a screen reader says it.
import { h, replace } from './dom.js';

export function problemBox() {
  return h('div', { class: 'problem', role: 'alert', 'aria-live': 'assertive', hidden: true });
}

export function showProblem(box, p) {
  box.hidden = false;
  replace(box,
    h('strong', { class: 'problem-title' }, p.title || 'Refused'),
    p.code ? h('code', { class: 'problem-code' }, p.code) : null,
    h('p', { class: 'problem-detail' }, p.detail || String(p.message || '')),
    p.rule ? h('p', { class: 'problem-rule' }, 'Rule: ', h('cite', {}, p.rule)) : null);
}

export function clearProblem(box) {
  box.hidden = true;
  replace(box);
}
