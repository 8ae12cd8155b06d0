// The sequence stack (002 › Sequences): the declarations in order, the order they will resolve in, who is awaited
// and what waits for the end; answering the reaction the battle waits for (a readied action, an opportunity attack)
// is one click: DeclareReaction or PassReaction for the reactor.
import { h } from './dom.js';
import { send } from './forms.js';
import { nameOf, article } from './views.js';
import { problemBox, showProblem } from './problems.js';

function mayAnswer(ctx, reactor) {
  return ctx.seat.role === 'gm' || (ctx.seat.role === 'player' && ctx.seat.combatants.includes(reactor));
}

function answerButtons(ctx, offer, problems) {
  if (!mayAnswer(ctx, offer.reactor)) return null;
  const who = nameOf(ctx, offer.reactor);
  const act = (type) => async () => {
    try {
      await send(ctx, { type, actor: offer.reactor });
    } catch (p) {
      showProblem(problems, p);
    }
  };
  return h('span', { class: 'answers' },
    h('button', { type: 'button', class: 'declare', dataset: { reactor: offer.reactor }, onclick: act('DeclareReaction') },
      `${who}: take the ${offer.reaction || 'reaction'}`),
    ' ',
    h('button', { type: 'button', class: 'pass quiet', dataset: { reactor: offer.reactor }, onclick: act('PassReaction') },
      `${who}: pass`));
}

export function sequencePanel(ctx) {
  const s = ctx.data.sequence || { open: false };
  const awaiting = (s.awaiting && s.awaiting.length ? s.awaiting : (ctx.data.summary.awaiting || []));
  const problems = problemBox();
  const body = [];
  if (s.open) {
    body.push(h('p', { id: 'sequence-trigger' }, 'Opened by: ', s.trigger || '—', s.closed ? ' (closed to new readied actions)' : ''));
    body.push(h('h3', {}, 'Declared, in order'));
    body.push(h('ol', { id: 'declarations' }, (s.declarations || []).map((d) => h('li', { dataset: { declaration: d.id } },
      `${nameOf(ctx, d.actor)}: ${d.kind || ''}${d.spell ? ` ${d.spell}` : ''}${d.attack ? ` ${d.attack}` : ''}`
      + `${(d.targets || []).length ? ` at ${d.targets.map((t) => nameOf(ctx, t)).join(', ')}` : ''}`
      + `${d.status ? ` — ${d.status}` : ''}`))));
    const byId = Object.fromEntries((s.declarations || []).map((d) => [d.id, d]));
    body.push(h('h3', {}, 'Will resolve in this order'));
    body.push(h('ol', { id: 'resolution' }, (s.resolutionOrder || []).map((id) => h('li', {},
      byId[id] ? `${nameOf(ctx, byId[id].actor)}: ${byId[id].kind || id}` : id))));
    if ((s.deferred || []).length) {
      body.push(h('h3', {}, 'Waits for the end'));
      body.push(h('ul', { id: 'deferred' }, s.deferred.map((e) => h('li', {}, `${e.spell || e.id}`))));
    }
  }
  if (awaiting.length) {
    body.push(h('h3', {}, 'Awaiting'));
    body.push(h('ul', { id: 'awaiting' }, awaiting.map((o) => h('li', { dataset: { reactor: o.reactor || '' } },
      `${nameOf(ctx, o.reactor)} may take ${article(o.reaction || 'reaction')} ${o.reaction || 'reaction'}`
      + `${o.against ? ` against ${nameOf(ctx, o.against)}` : ''} `, answerButtons(ctx, o, problems)))));
  }
  if (!body.length) body.push(h('p', { id: 'sequence-none' }, 'No sequence open, no reaction awaited.'));
  return h('section', { class: 'panel', id: 'sequence', 'aria-labelledby': 'h-sequence' },
    h('h2', { id: 'h-sequence' }, 'Sequence'), body, problems);
}
