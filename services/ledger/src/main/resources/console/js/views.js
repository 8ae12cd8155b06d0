// The battle as the reads give it (README, The API): the summary, the initiative order, the combatants, the log
// with its rolls and the spells in effect. Pure rendering: data in, elements out, every string as text.
import { h } from './dom.js';

export function nameOf(ctx, id) {
  // a reader is not told who cast unseen, nor who is asked to react while it hides: the service sends null
  if (id == null) return 'Someone';
  const c = (ctx.data.combatants || []).find((x) => x.id === id);
  return c ? c.name : id;
}

/** Who rolls: a combatant by name, or the GM. */
export function rollerName(ctx, id) {
  return id === 'gm' ? 'the GM' : nameOf(ctx, id);
}

/** "a" or "an" before a word said aloud: an opportunity attack, an audit token. */
export function article(word) {
  return /^[aeiou]/i.test(String(word)) ? 'an' : 'a';
}

export function summary(ctx) {
  const e = ctx.data.summary;
  const turn = e.turn && e.turn.actor;
  return h('div', { class: 'summary', id: 'summary' },
    h('h2', { id: 'encounter-name' }, e.name),
    h('dl', { class: 'facts' },
      h('dt', {}, 'Encounter'), h('dd', { id: 'encounter-id' }, e.id),
      h('dt', {}, 'Status'), h('dd', { id: 'status' }, e.status),
      h('dt', {}, 'Round'), h('dd', { id: 'round' }, e.round ? String(e.round) : '—'),
      h('dt', {}, 'Turn'), h('dd', { id: 'turn', dataset: { actor: turn || '' } }, turn ? nameOf(ctx, turn) : '—'),
      h('dt', {}, 'Step'), h('dd', { id: 'step' }, String(e.step)),
      h('dt', {}, 'You are'), h('dd', { id: 'role' }, ctx.seat.role
        + (ctx.seat.combatants && ctx.seat.combatants.length ? ` (${ctx.seat.combatants.join(', ')})` : ''))));
}

export function initiative(ctx) {
  const list = ctx.data.initiative || [];
  const turn = ctx.data.summary.turn && ctx.data.summary.turn.actor;
  return h('section', { class: 'panel', 'aria-labelledby': 'h-initiative' },
    h('h2', { id: 'h-initiative' }, 'Initiative'),
    list.length ? h('ol', { id: 'initiative', class: 'initiative' }, list.map((i) => h('li', {
      dataset: { combatant: i.combatant }, 'aria-current': i.combatant === turn ? 'true' : null,
      class: i.combatant === turn ? 'current' : null },
    h('span', { class: 'who' }, nameOf(ctx, i.combatant)),
    h('span', { class: 'total', title: `d20 ${i.roll}, Dexterity ${i.dex}` }, String(i.total)),
    i.combatant === turn ? h('span', { class: 'badge' }, 'acting') : null)))
      : h('p', { id: 'initiative' }, 'No initiative yet: combat has not started.'));
}

function readied(r) {
  if (!r) return '—';
  if (typeof r === 'string') return r;
  const action = r.action && r.action.type ? r.action.type : 'an action';
  const on = r.trigger && r.trigger.on ? ` on ${r.trigger.on}` : '';
  return `${action}${on}`;
}

function slots(c) {
  const sc = c.spellcasting;
  // Dragonbane (004): willpower points, when the combatant has them
  if (c.maxWp != null) return `WP ${c.wp != null ? c.wp : '?'}/${c.maxWp}`;
  if (!sc) return '—';
  // another side's spent slots are the GM's: the read gives how many it has, not how many are left
  const levels = Object.entries(sc.slots || {})
    .map(([lvl, s]) => `${lvl}: ${s.used == null ? '?' : s.max - s.used}/${s.max}`);
  return levels.length ? levels.join(', ') : 'minor spells only';
}

function hpBar(c) {
  const max = Math.max(1, c.maxHp);
  const value = Math.max(0, c.hp);
  return h('div', { class: 'hp' },
    h('meter', { min: 0, max, low: Math.ceil(max / 4), high: Math.ceil(max / 2), optimum: max, value,
      'aria-label': `${c.name}: ${c.hp} of ${c.maxHp} hit points` }),
    h('span', { class: 'hp-text', dataset: { hp: c.hp, max: c.maxHp } }, `${c.hp} / ${c.maxHp}`));
}

export function combatants(ctx, list = ctx.data.combatants || [], caption = 'Combatants', id = 'combatants') {
  const turn = ctx.data.summary.turn && ctx.data.summary.turn.actor;
  return h('table', { class: 'combatants', id },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ['Name', 'Side', 'Hit points', 'AC', 'Conditions', 'Reaction', 'Readied',
      'Concentration', 'Slots', 'State'].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, list.map((c) => h('tr', {
      dataset: { combatant: c.id, hp: c.hp, life: c.life }, class: c.id === turn ? 'current' : null,
      tabindex: 0, 'aria-current': c.id === turn ? 'true' : null,
      onfocus: () => ctx.highlight && ctx.highlight(c.id) },
    h('th', { scope: 'row' }, c.name, h('small', { class: 'id' }, ` ${c.id}`)),
    h('td', {}, c.side),
    h('td', {}, hpBar(c)),
    h('td', {}, String(c.ac)),
    h('td', { class: 'conditions' }, (c.conditions || []).length
      ? h('ul', {}, c.conditions.map((k) => h('li', { class: 'tag' }, typeof k === 'string' ? k : (k.condition || JSON.stringify(k)))))
      : '—'),
    h('td', { class: 'reaction' }, c.reactionAvailable ? 'available' : 'used'),
    h('td', { class: 'readied' }, readied(c.readied)),
    h('td', {}, c.concentration ? (c.concentration.spell || JSON.stringify(c.concentration)) : '—'),
    h('td', { class: 'slots' }, slots(c)),
    h('td', { class: 'life' }, c.life + (c.dodging ? ', dodging' : '') + (c.hidden ? ', hidden' : ''))))));
}

/** One roll of a log line; the rule it cites is printed once, on the line, when the line cites it too. */
function roll(ctx, r, lineRule) {
  const mods = (r.modifiers || []).map((m) => `${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} ${m.source}`).join(' ');
  const adv = [...(r.advantage || []).map((a) => `advantage: ${a}`), ...(r.disadvantage || []).map((a) => `disadvantage: ${a}`)];
  return h('li', { class: 'roll' },
    h('span', { class: 'purpose' }, `${r.roller ? `${rollerName(ctx, r.roller)}, ` : ''}${r.purpose}`), ': ',
    h('code', {}, `${r.expression} [${(r.dice || []).join(', ')}]`),
    (r.kept || []).length !== (r.dice || []).length ? ` kept ${r.kept.join(', ')}` : '',
    mods ? ` ${mods}` : '', ` = ${r.total}`,
    r.against != null ? ` against ${r.against}` : '', r.outcome ? ` → ${r.outcome}` : '',
    adv.length ? h('small', {}, ` (${adv.join('; ')})`) : null,
    r.rule && r.rule !== lineRule ? h('small', { class: 'rule' }, ` ${r.rule}`) : null);
}

export function log(ctx, lines = ctx.data.log || []) {
  return h('ol', { id: 'log', class: 'log', 'aria-label': 'Battle log' }, lines.map((l) => {
    const head = [h('span', { class: 'step' }, `${l.step}`), ' ', h('span', { class: 'text' }, l.text)];
    const extra = [l.secret ? h('p', { class: 'secret' }, 'GM: ', l.secret) : null,
      l.rule ? h('p', { class: 'rule' }, h('cite', {}, l.rule)) : null];
    return h('li', { dataset: { sequence: l.sequence, step: l.step, type: l.type }, class: `line ${l.kind || ''}` },
      (l.rolls || []).length
        ? h('details', {}, h('summary', {}, head), h('ul', { class: 'rolls' }, l.rolls.map((r) => roll(ctx, r, l.rule))), extra)
        : h('div', {}, head, extra));
  }));
}

export function effects(ctx) {
  const list = ctx.data.effects || [];
  if (!list.length) return null;
  return h('section', { class: 'panel', 'aria-labelledby': 'h-effects' }, h('h2', { id: 'h-effects' }, 'Spells in effect'),
    h('ul', { id: 'effects' }, list.map((e) => h('li', {}, `${e.spell || e.name || e.id}${e.caster ? ` (${nameOf(ctx, e.caster)})` : ''}`
      + `${e.remaining != null ? `, ${e.remaining} left` : ''}`))));
}
