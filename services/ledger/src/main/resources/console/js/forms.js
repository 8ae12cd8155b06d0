// Actions (issue 14): a form for each command, generated from the OpenAPI schemas, with the actor's attacks and
// spells, the monsters and the conditions as menus from the catalogue. A refusal shows its title, detail and rule.
import { h, replace, uid } from './dom.js';
import { call, seg, openapi } from './api.js';
import { commands, unwrap, deref, isCells } from './schema.js';
import { problemBox, showProblem, clearProblem } from './problems.js';
import { nameOf } from './views.js';

const WHO = new Set(['target', 'ally', 'caster', 'combatant', 'centre', 'reactor', 'by.id']);
const NO_PAGE = new Set(['CreateEncounter']);

function combatantOptions(ctx, only) {
  const list = (ctx.data.combatants || []).filter((c) => !only || only.includes(c.id));
  return list.map((c) => h('option', { value: c.id }, `${c.name} (${c.id})`));
}

function actorChoices(ctx) {
  return ctx.seat.role === 'player' ? ctx.seat.combatants : null;
}

function menu(name, options, blank = true) {
  return h('select', { name }, blank ? h('option', { value: '' }, '—') : null, options);
}

function attacksOf(ctx, actor) {
  const c = ctx.data.stats && ctx.data.stats[actor];
  return c ? (c.attacks || []).map((a) => a.name) : [];
}

/** The spells the actor knows (README: the actor's spells): none for one that knows none, never the whole catalogue. */
function spellsOf(ctx, actor) {
  const c = (ctx.data.combatants || []).find((x) => x.id === actor);
  return (c && c.spellcasting && c.spellcasting.spells) || [];
}

/** One control for one field; data-path says where its value goes, data-kind how it is read. */
function control(ctx, doc, name, raw, path, depth, form) {
  const s = unwrap(doc, raw);
  const label = path.join(' › ');
  const id = uid('cmd');
  const hintId = `${id}-hint`;
  const described = { 'aria-describedby': s.description ? hintId : null };
  let input;
  let kind = 'text';
  const last = path[path.length - 1];
  if (s.const !== undefined) return null;
  if (s.enum) {
    input = menu(name, s.enum.filter((v) => v !== null).map((v) => h('option', { value: v }, String(v))));
  } else if (s.type === 'string' && last === 'actor' && path.length === 1) {
    input = menu(name, combatantOptions(ctx, actorChoices(ctx)), false);
    const turn = ctx.data.summary.turn && ctx.data.summary.turn.actor;
    const want = ctx.selected || turn;
    if (want && [...input.options].some((o) => o.value === want)) input.value = want;
    input.addEventListener('change', () => form.dispatchEvent(new CustomEvent('actor', { detail: input.value })));
  } else if (s.type === 'string' && (WHO.has(last) || last === 'actor')) {
    input = menu(name, combatantOptions(ctx));
  } else if (s.type === 'string' && last === 'attack') {
    input = menu(name, []);
    const fill = (actor) => replace(input, h('option', { value: '' }, '—'),
      attacksOf(ctx, actor).map((a) => h('option', { value: a }, a)));
    form.addEventListener('actor', (e) => fill(e.detail));
    input.dataset.menu = 'attacks';
    if (!Object.keys(ctx.data.stats || {}).length) { input = h('input', { name, autocomplete: 'off' }); }
  } else if (s.type === 'string' && last === 'spell') {
    input = menu(name, []);
    const fill = (actor) => replace(input, h('option', { value: '' }, '—'),
      spellsOf(ctx, actor).map((sp) => h('option', { value: sp }, sp)));
    form.addEventListener('actor', (e) => fill(e.detail));
  } else if (s.type === 'string' && last === 'from') {
    input = menu(name, (ctx.catalogue.monsters || []).map((m) => h('option', { value: m.id }, `${m.name} (CR ${m.cr}, AC ${m.ac}, ${m.hp} hp)`)));
  } else if (s.type === 'string' && last === 'condition') {
    input = menu(name, (ctx.catalogue.conditions || []).map((c) => h('option', { value: c.id }, c.name)));
  } else if (s.type === 'integer' || s.type === 'number') {
    input = h('input', { name, type: 'number', step: s.type === 'integer' ? 1 : 'any' });
    kind = 'number';
  } else if (s.type === 'boolean') {
    input = menu(name, [h('option', { value: 'true' }, 'yes'), h('option', { value: 'false' }, 'no')]);
    kind = 'boolean';
  } else if (isCells(doc, s)) {
    input = h('input', { name, autocomplete: 'off', placeholder: 'x,y; x,y; …' });
    kind = 'cells';
  } else if (s.type === 'array' && s.items && ['string', 'integer'].includes(unwrap(doc, s.items).type)) {
    input = h('input', { name, autocomplete: 'off', placeholder: 'a, b, …' });
    kind = unwrap(doc, s.items).type === 'integer' ? 'numbers' : 'strings';
  } else if (s.type === 'object' && s.properties && !s.additionalProperties && depth < 2) {
    const set = h('fieldset', { class: 'nested' }, h('legend', {}, label));
    for (const [k, v] of Object.entries(s.properties)) {
      const c = control(ctx, doc, `${name}.${k}`, v, [...path, k], depth + 1, form);
      if (c) set.append(c);
    }
    return set;
  } else if (s.type === 'string') {
    input = h('input', { name, autocomplete: 'off' });
  } else {
    input = h('textarea', { name, rows: 3, placeholder: 'JSON' });
    kind = 'json';
  }
  Object.assign(input.dataset, { path: JSON.stringify(path), kind });
  input.id = id;
  Object.entries(described).forEach(([k, v]) => v && input.setAttribute(k, v));
  return h('div', { class: 'field' }, h('label', { for: id }, label), input,
    s.description ? h('small', { class: 'hint', id: hintId }, s.description) : null);
}

function read(el) {
  const v = el.value.trim();
  if (v === '') return undefined;
  switch (el.dataset.kind) {
    case 'number': return Number(v);
    case 'boolean': return v === 'true';
    case 'strings': return v.split(',').map((x) => x.trim()).filter(Boolean);
    case 'numbers': return v.split(/[\s,]+/).filter(Boolean).map(Number);
    case 'cells': return v.split(';').map((p) => p.trim()).filter(Boolean).map((p) => {
      const [x, y] = p.split(',').map((n) => Number(n.trim()));
      return { x, y };
    });
    case 'json': return JSON.parse(v);
    default: return v;
  }
}

export function collect(form, type) {
  const body = { type };
  for (const el of form.querySelectorAll('[data-path]')) {
    const value = read(el);
    if (value === undefined) continue;
    const path = JSON.parse(el.dataset.path);
    let at = body;
    path.slice(0, -1).forEach((p) => { at[p] = at[p] || {}; at = at[p]; });
    at[path[path.length - 1]] = value;
  }
  return body;
}

/** The service names whose turn it is by id ("it is o1's turn, not w1's"): the page says their names. */
function named(ctx, p) {
  if (p.code === 'not-your-turn' && p.detail) {
    p.detail = p.detail.replace(/^it is (\S+)'s turn, not (\S+)'s/,
      (all, turn, actor) => `it is ${nameOf(ctx, turn)}'s turn, not ${nameOf(ctx, actor)}'s`);
  }
  return p;
}

/** Sends a command with the seat's token; answers the command's answer or throws its Problem. */
export async function send(ctx, body) {
  const answer = await call(`/encounters/${seg(ctx.id)}/commands`, { method: 'POST', body, token: ctx.seat.token })
    .catch((p) => { throw named(ctx, p); });
  ctx.afterCommand(answer);
  return answer;
}

export async function actionsPanel(ctx) {
  // a spectator and an auditor command nothing (README, Who may do what): no form whose every command is refused
  if (ctx.seat.role !== 'gm' && ctx.seat.role !== 'player') return null;
  const doc = await openapi();
  let list = commands(doc).filter((c) => !NO_PAGE.has(c.type));
  if (ctx.seat.role === 'player') {
    const mine = new Set((ctx.catalogue.actions || []).map((a) => a.type).concat(['DeclareReaction', 'PassReaction']));
    list = list.filter((c) => mine.has(c.type));
  }
  const problems = problemBox();
  // kept across rebuilds of the form (a new combatant rebuilds its menus), so the answer stays in view
  ctx.resultBox = ctx.resultBox || h('p', { class: 'result', role: 'status', 'aria-live': 'polite', id: 'command-result' });
  const result = ctx.resultBox;
  const fields = h('div', { class: 'command-fields' });
  const chooser = h('select', { id: 'command-type', name: 'command' },
    list.map((c) => h('option', { value: c.key, title: c.schema.description || '' }, c.label)));
  const description = h('p', { class: 'hint', id: 'command-description' });
  const form = h('form', { id: 'command-form', class: 'command', 'aria-labelledby': 'h-actions' },
    h('div', { class: 'field' }, h('label', { for: 'command-type' }, 'Command'), chooser), description, fields,
    problems, h('button', { type: 'submit', id: 'send' }, 'Send'), result);
  const current = () => list.find((c) => c.key === chooser.value);
  const build = () => {
    const c = current();
    replace(description, c.schema.description || '');
    replace(fields, Object.entries(c.schema.properties || {}).filter(([k]) => k !== 'by' && k !== 'type')
      .map(([k, v]) => control(ctx, doc, k, v, [k], 0, form)));
    const actor = form.querySelector('[data-path=\'["actor"]\']');
    form.dispatchEvent(new CustomEvent('actor', { detail: actor ? actor.value : null }));
    clearProblem(problems);
  };
  chooser.addEventListener('change', build);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearProblem(problems);
    replace(result);
    let body;
    try {
      body = collect(form, current().type);
    } catch (e) {
      showProblem(problems, { title: 'Not valid JSON', detail: String(e.message) });
      return;
    }
    try {
      const answer = await send(ctx, body);
      replace(result, `Step ${answer.step}: ${(answer.events || []).map((e) => e.type).join(', ')}`);
    } catch (p) {
      replace(result);
      showProblem(problems, p);
    }
  });
  build();
  ctx.followTurn = (actor) => {
    const el = form.querySelector('[data-path=\'["actor"]\']');
    if (!el || el.value === actor || ![...el.options].some((o) => o.value === actor)) return;
    el.value = actor;
    form.dispatchEvent(new CustomEvent('actor', { detail: actor }));
  };
  ctx.chooseCommand = (type, values = {}) => {
    const c = list.find((x) => x.key === type || x.type === type);
    if (!c) return null;
    chooser.value = c.key;
    build();
    for (const [k, v] of Object.entries(values)) {
      const el = form.querySelector(`[name="${k}"]`);
      if (el) { el.value = v; if (k === 'actor') form.dispatchEvent(new CustomEvent('actor', { detail: v })); }
    }
    return form;
  };
  return h('section', { class: 'panel actions', 'aria-labelledby': 'h-actions' }, h('h2', { id: 'h-actions' }, 'Actions'), form);
}

export { deref };
