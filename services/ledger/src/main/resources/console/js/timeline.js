// The timeline (DESIGN.md, Undo, redo, revoke): a scrubber over every step; moving it shows the battle as of that
// step (GET /state?step=N) with the step's command, sender and status (GET /timeline); undo, redo, revoke the
// ruling of that step and override one of its rolls from there. The GM's and the auditor's (the reads are theirs).
import { h, replace } from './dom.js';
import { call, seg } from './api.js';
import { send } from './forms.js';
import { combatants, rollerName } from './views.js';
import { readDice } from './dice.js';
import { problemBox, showProblem, clearProblem } from './problems.js';

function asView(state) {
  const list = Object.values((state.battle && state.battle.combatants) || {});
  return list.map((c) => ({
    id: c.stats.id, name: c.stats.name, side: c.stats.side, hp: c.vitals.hp, maxHp: c.stats.hp, ac: c.stats.ac,
    conditions: (c.conditions || []).map((k) => (typeof k === 'string' ? k : (k.condition || k.kind || JSON.stringify(k)))),
    reactionAvailable: c.stance ? c.stance.reactionAvailable : true, readied: c.stance ? c.stance.readied : null,
    concentration: null, life: c.vitals.life, spellcasting: null,
  }));
}

export function timelinePanel(ctx) {
  const steps = ctx.data.timeline;
  if (!steps) return null;
  const last = steps.length ? steps[steps.length - 1].step : 1;
  const at = ctx.scrub && ctx.scrub <= last ? ctx.scrub : last;
  const problems = problemBox();
  const info = h('div', { id: 'step-info', role: 'status', 'aria-live': 'polite' });
  const asOf = h('div', { id: 'as-of', class: 'scroll' });
  const scrubber = h('input', { type: 'range', id: 'scrubber', min: 1, max: last, step: 1, value: at,
    'aria-valuetext': `step ${at} of ${last}` });
  const gm = ctx.seat.role === 'gm';
  const act = (body) => async () => {
    clearProblem(problems);
    try { await send(ctx, body()); } catch (p) { showProblem(problems, p); }
  };
  const revoke = h('button', { type: 'button', id: 'revoke', onclick: act(() => ({ type: 'RevokeRuling', step: ctx.scrub || last })) }, 'Revoke this ruling');
  const rollChoice = h('select', { id: 'override-roll', 'aria-label': 'Roll of this step' });
  const dice = h('input', { id: 'override-dice', 'aria-label': 'Dice it showed instead', placeholder: 'e.g. 20', autocomplete: 'off' });
  const override = h('button', { type: 'button', id: 'override', onclick: act(() => {
    const typed = readDice(dice.value);
    if (typed.problem) throw typed.problem;
    return { type: 'OverrideRoll', step: ctx.scrub || last, roll: Number(rollChoice.value), dice: typed.dice };
  }) }, 'Override the roll');

  const show = async (n) => {
    ctx.scrub = n === last ? null : n;
    scrubber.setAttribute('aria-valuetext', `step ${n} of ${last}`);
    const s = steps.find((x) => x.step === n) || {};
    replace(info, h('dl', { class: 'facts' },
      h('dt', {}, 'Step'), h('dd', { id: 'scrub-step' }, String(n)),
      h('dt', {}, 'Command'), h('dd', { id: 'scrub-command' }, s.command || '—'),
      h('dt', {}, 'Sent by'), h('dd', { id: 'scrub-by' }, s.by || '—'),
      h('dt', {}, 'Kind'), h('dd', {}, s.kind || '—'),
      h('dt', {}, 'Status'), h('dd', { id: 'scrub-status' }, s.status || '—', s.reason ? ` (${s.reason})` : '')));
    revoke.disabled = !(gm && s.kind === 'ruling' && s.status === 'active');
    const rolls = (ctx.data.rolls || []).filter((r) => r.step === n);
    replace(rollChoice, rolls.map((r) => h('option', { value: r.index }, `#${r.index} ${r.roller ? `${rollerName(ctx, r.roller)}, ` : ''}${r.purpose}: [${(r.dice || []).join(', ')}]`)));
    override.disabled = !gm || !rolls.length;
    try {
      const state = await call(`/encounters/${seg(ctx.id)}/state?step=${n}`, { token: ctx.seat.token });
      if (Number(scrubber.value) !== n) return;
      replace(asOf, combatants(ctx, asView(state), `The battle as of step ${n}`, 'as-of-combatants'));
      asOf.dataset.step = n;
    } catch (p) {
      replace(asOf, h('p', {}, p.detail || p.title));
    }
  };
  scrubber.addEventListener('input', () => show(Number(scrubber.value)));
  show(at);
  return h('section', { class: 'panel timeline', 'aria-labelledby': 'h-timeline' }, h('h2', { id: 'h-timeline' }, 'Timeline'),
    h('div', { class: 'field' }, h('label', { for: 'scrubber' }, `Step (1–${last})`), scrubber), info,
    gm ? h('div', { class: 'buttons' },
      h('button', { type: 'button', id: 'undo', onclick: act(() => ({ type: 'Undo' })) }, 'Undo the latest step'), ' ',
      h('button', { type: 'button', id: 'redo', onclick: act(() => ({ type: 'Redo' })) }, 'Redo'), ' ', revoke) : null,
    gm ? h('div', { class: 'override' }, rollChoice, ' ', dice, ' ', override) : null,
    problems, asOf);
}
