// Encounters (issue 14): the ones this tab holds a token for, creating one (ruleset, options, seed) and joining one
// with a token the GM handed out.
import { h, replace, uid } from './dom.js';
import { call, seg } from './api.js';
import * as session from './session.js';
import { problemBox, showProblem } from './problems.js';

function field(label, input, hint) {
  const id = input.id || uid();
  input.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), input,
    hint ? h('small', { class: 'hint' }, hint) : null);
}

async function listKnown(container) {
  const seats = Object.entries(session.seats());
  if (!seats.length) {
    replace(container, h('p', {}, 'No encounter in this tab yet: create one, or join with a token.'));
    return;
  }
  const rows = await Promise.all(seats.map(async ([id, seat]) => {
    try {
      const e = await call(`/encounters/${seg(id)}`, { token: seat.token });
      // whose turn it is, by name: the combatants' read names them
      const turn = e.turn && e.turn.actor;
      const named = turn
        ? (await call(`/encounters/${seg(id)}/combatants`, { token: seat.token })).find((c) => c.id === turn) : null;
      return { id, seat, e, turn: named ? named.name : turn };
    } catch (p) {
      return { id, seat, error: p };
    }
  }));
  replace(container, h('table', { class: 'list', 'aria-label': 'Your encounters' },
    h('thead', {}, h('tr', {}, ['Encounter', 'Status', 'Round', 'Turn', 'You are', ''].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, rows.map(({ id, seat, e, turn, error }) => h('tr', { dataset: { encounter: id } },
      h('th', { scope: 'row' }, e ? `${e.name} (${id})` : id),
      h('td', {}, e ? e.status : `unreadable: ${error.title}`),
      h('td', {}, e && e.round ? String(e.round) : '—'),
      h('td', {}, turn || '—'),
      h('td', {}, seat.role + (seat.combatants && seat.combatants.length ? ` (${seat.combatants.join(', ')})` : '')),
      h('td', {}, h('a', { class: 'button', href: `#/e/${seg(id)}` }, `Open ${id}`),
        ' ', h('button', { type: 'button', class: 'quiet', onclick: () => { session.forget(id); listKnown(container); } },
          `Forget ${id}`)))))));
}

function optionInput(o) {
  if (o.name === 'dice.script') {
    return h('input', { type: 'text', name: o.name, inputmode: 'numeric', placeholder: 'e.g. 14, 7, 20' });
  }
  return h('select', { name: o.name }, o.choices.map((c) => h('option', {
    value: JSON.stringify(c), selected: JSON.stringify(c) === JSON.stringify(o.defaultValue) }, String(c))));
}

async function createForm(container) {
  const rulesets = await call('/rulesets');
  const playable = rulesets.filter((r) => r.available);
  const ruleset = h('select', { name: 'ruleset' }, rulesets.map((r) => h('option', {
    value: r.id, disabled: !r.available }, `${r.name}${r.available ? '' : ' (not available yet)'}`)));
  ruleset.value = playable.length ? playable[0].id : '';
  const options = h('fieldset', { class: 'options' });
  const loadOptions = async () => {
    const list = await call(`/rulesets/${seg(ruleset.value)}/options`);
    replace(options, h('legend', {}, 'Options'), list.map((o) => field(o.name, optionInput(o), `${o.description} (${o.rule})`)));
  };
  ruleset.addEventListener('change', loadOptions);
  await loadOptions();
  const problems = problemBox();
  const form = h('form', { class: 'create', 'aria-label': 'Create an encounter' },
    field('Name', h('input', { name: 'name', required: true, maxlength: 200, autocomplete: 'off' })),
    field('Id (optional)', h('input', { name: 'id', maxlength: 100, autocomplete: 'off', pattern: '[A-Za-z0-9._\\-]+' }),
      'letters, digits, dot, dash and underscore; one is made up without it'),
    field('Ruleset', ruleset),
    field('Seed (optional)', h('input', { name: 'seed', type: 'number', step: 1 }), 'the dice are keyed by it: the same seed replays the same battle'),
    options, problems, h('button', { type: 'submit' }, 'Create the encounter'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const data = new FormData(form);
    const body = { name: data.get('name'), ruleset: ruleset.value, options: {} };
    if (data.get('id')) body.id = data.get('id');
    if (data.get('seed')) body.seed = Number(data.get('seed'));
    for (const el of options.querySelectorAll('[name]')) {
      let v;
      if (el.name === 'dice.script') {
        if (!el.value.trim()) continue;
        v = el.value.split(/[\s,]+/).filter(Boolean).map(Number);
      } else v = JSON.parse(el.value);
      const [head, tail] = el.name.split('.');
      if (tail) body.options[head] = { ...(body.options[head] || {}), [tail]: v };
      else body.options[head] = v;
    }
    try {
      const created = await call('/encounters', { method: 'POST', body });
      session.keep(created.id, created.gmToken, 'gm', [], 'GM');
      session.announce(created.id, created.gmToken);
      location.hash = `#/e/${encodeURIComponent(created.id)}`;
    } catch (p) {
      if ((p.code === 'created-position-unknown' || p.code === 'creation-unknown') && p.id && p.gmToken) {
        // created (or perhaps created): the GM token is kept; it reads the encounter once the store answers, if the
        // encounter was created (creation-unknown: a 401 then says it was not)
        session.keep(p.id, p.gmToken, 'gm', [], 'GM');
        session.announce(p.id, p.gmToken);
        location.hash = `#/e/${encodeURIComponent(p.id)}`;
        return;
      }
      showProblem(problems, p);
    }
  });
  replace(container, form);
}

function joinForm(container) {
  const problems = problemBox();
  const form = h('form', { class: 'join', 'aria-label': 'Join an encounter' },
    field('Encounter id', h('input', { name: 'encounter', required: true, autocomplete: 'off' })),
    field('Token', h('input', { name: 'token', required: true, autocomplete: 'off', type: 'password' }),
      'the token the GM handed you (blt_…); it stays in this tab only'),
    field('Playing as (optional)', h('input', { name: 'combatants', autocomplete: 'off' }),
      'your combatants\u2019 ids, separated by commas; left empty, the ones your token acts for'),
    problems, h('button', { type: 'submit' }, 'Join'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const d = new FormData(form);
    const id = String(d.get('encounter')).trim();
    const token = String(d.get('token')).trim();
    const combatants = String(d.get('combatants') || '').split(',').map((c) => c.trim()).filter(Boolean);
    try {
      await call(`/encounters/${seg(id)}`, { token });
      const seat = await session.seatOf(id, token, combatants);
      if (session.mayReplace(id, token, seat)) session.keep(id, token, seat.role, seat.combatants);
      location.hash = `#/e/${encodeURIComponent(id)}`;
    } catch (p) {
      showProblem(problems, p);
    }
  });
  replace(container, form);
}

export async function home(main) {
  const known = h('div', { id: 'known' });
  const create = h('div', { id: 'create' });
  const join = h('div', { id: 'join' });
  replace(main,
    h('section', { class: 'panel', 'aria-labelledby': 'h-known' }, h('h2', { id: 'h-known' }, 'Encounters'), known),
    h('div', { class: 'columns' },
      h('section', { class: 'panel', 'aria-labelledby': 'h-create' }, h('h2', { id: 'h-create' }, 'Create an encounter'), create),
      h('section', { class: 'panel', 'aria-labelledby': 'h-join' }, h('h2', { id: 'h-join' }, 'Join with a token'), join)));
  joinForm(join);
  await Promise.all([listKnown(known), createForm(create)]);
}
