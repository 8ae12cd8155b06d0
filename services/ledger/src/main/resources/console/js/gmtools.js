// The GM hands out tokens (README, Who may do what): a player's for its combatants, a spectator's, an auditor's.
// The answer's secret is shown once, with a join link that carries it in the fragment (never sent to the server).
import { h, replace, uid } from './dom.js';
import { call, seg } from './api.js';
import { problemBox, showProblem, clearProblem } from './problems.js';
import { article } from './views.js';

const capital = (w) => w.charAt(0).toUpperCase() + w.slice(1);

export function tokensPanel(ctx) {
  if (ctx.seat.role !== 'gm') return null;
  const problems = problemBox();
  const out = h('div', { id: 'issued', role: 'status', 'aria-live': 'polite' });
  const role = h('select', { id: 'token-role', name: 'role' }, ['player', 'spectator', 'audit', 'gm'].map((r) => h('option', { value: r }, r)));
  const boxes = (ctx.data.combatants || []).map((c) => {
    const id = uid('seat');
    return h('span', { class: 'check' }, h('input', { type: 'checkbox', id, value: c.id, name: 'combatants' }), h('label', { for: id }, c.name));
  });
  const label = h('input', { id: 'token-label', name: 'label', autocomplete: 'off', maxlength: 100 });
  const form = h('form', { id: 'token-form', 'aria-labelledby': 'h-tokens' },
    h('div', { class: 'field' }, h('label', { for: 'token-role' }, 'Role'), role),
    h('fieldset', {}, h('legend', {}, 'Combatants (a player\u2019s)'), boxes),
    h('div', { class: 'field' }, h('label', { for: 'token-label' }, 'Label'), label),
    problems, h('button', { type: 'submit' }, 'Issue a token'), out);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearProblem(problems);
    replace(out); // a token shown for an earlier request is not left under this one's refusal
    const combatants = [...form.querySelectorAll('input[name=combatants]:checked')].map((b) => b.value);
    const body = { role: role.value };
    if (role.value === 'player') body.combatants = combatants;
    if (label.value) body.label = label.value;
    try {
      const t = await call(`/encounters/${seg(ctx.id)}/tokens`, { method: 'POST', body, token: ctx.seat.token });
      const link = `${location.origin}/#/join/${encodeURIComponent(ctx.id)}/${encodeURIComponent(t.token)}`
        + `${t.combatants && t.combatants.length ? `/${t.combatants.map(encodeURIComponent).join(',')}` : ''}`;
      replace(out, h('p', {}, `${capital(article(t.role))} ${t.role} token${t.combatants && t.combatants.length ? ` for ${t.combatants.join(', ')}` : ''}, shown only now:`),
        h('label', { for: 'issued-token' }, 'Token'), h('input', { id: 'issued-token', readonly: true, value: t.token }),
        h('label', { for: 'issued-link' }, 'Join link'), h('input', { id: 'issued-link', readonly: true, value: link }));
    } catch (p) {
      showProblem(problems, p);
    }
  });
  return h('section', { class: 'panel', 'aria-labelledby': 'h-tokens' }, h('h2', { id: 'h-tokens' }, 'Seats'), form);
}

/**
 * The GM token of an encounter this tab has just created, shown once as an issued token is: the service never
 * repeats it.
 */
export function gmTokenOnce(token) {
  if (!token) return null;
  const box = h('section', { class: 'panel once', id: 'gm-token-once', 'aria-labelledby': 'h-gm-token' },
    h('h2', { id: 'h-gm-token' }, 'Your GM token'),
    h('p', {}, 'The GM token of this encounter, shown only now: keep it. This tab holds it until the tab is closed; '
      + 'with it another tab or browser joins as the GM.'),
    h('label', { for: 'gm-token' }, 'GM token'), h('input', { id: 'gm-token', readonly: true, value: token }),
    h('button', { type: 'button', id: 'gm-token-kept', onclick: () => box.remove() }, 'I have kept it'));
  return box;
}
