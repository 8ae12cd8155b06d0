// One encounter (issue 14): every panel drawn from the public reads with this tab's token, redrawn whenever the
// live stream says the battle changed, or a command of this page was answered (reading its own write: ?after=).
import { h, replace, $ } from './dom.js';
import { call, seg } from './api.js';
import * as session from './session.js';
import * as views from './views.js';
import { follow } from './stream.js';
import { actionsPanel } from './forms.js';
import { sequencePanel } from './sequence.js';
import { gridPanel, sightReader } from './grid.js';
import { timelinePanel } from './timeline.js';
import { tokensPanel, gmTokenOnce } from './gmtools.js';
import { dicePanel } from './dice.js';

const catalogue = {};

async function loadCatalogue(ruleset) {
  if (catalogue[ruleset]) return catalogue[ruleset];
  const r = seg(ruleset);
  const [conditions, actions, monsters] = await Promise.all([
    call(`/rulesets/${r}/conditions`), call(`/rulesets/${r}/actions`), call('/monsters')]);
  catalogue[ruleset] = { conditions, actions, monsters };
  return catalogue[ruleset];
}

async function load(ctx) {
  const base = `/encounters/${seg(ctx.id)}`;
  const after = ctx.position ? `after=${ctx.position}` : '';
  const get = (path) => call(`${base}${path}${after ? `${path.includes('?') ? '&' : '?'}${after}` : ''}`, { token: ctx.seat.token });
  const summary = await get('');
  const privileged = ctx.seat.role === 'gm' || ctx.seat.role === 'audit';
  const gridded = summary.options && summary.options.grid && summary.options.grid !== 'none';
  const [combatants, initiative, log, sequence, effects, grid, timeline, rolls, sheets] = await Promise.all([
    get('/combatants'), get('/initiative'), get('/log'), get('/sequence'), get('/effects'),
    gridded ? get('/grid') : null, privileged ? get('/timeline') : null, privileged ? get('/rolls') : null,
    ctx.seat.role === 'spectator' ? [] : get('/sheets')]);
  // the stat blocks this seat may read (GET /sheets): every one for the GM, a player's own: its attack menus
  const stats = Object.fromEntries((sheets || []).map((sh) => [sh.combatant, sh.stats]));
  ctx.data = { summary, combatants, initiative, log, sequence, effects, grid, timeline, rolls, stats };
  ctx.position = Math.max(ctx.position || 0, summary.position || 0);
}

function signature(ctx) {
  return JSON.stringify([(ctx.data.combatants || []).map((c) => c.id), ctx.data.summary.status]);
}

/** The control that has the focus, by id (or the id of the control it names to stand for it: data-refocus). */
function focused(root) {
  const a = document.activeElement;
  return a && a.id && root.contains(a) ? (a.dataset.refocus || a.id) : null;
}

/** After a redraw took the focus away, the equivalent control takes it (README: every control reachable by keyboard). */
function refocus(id) {
  const a = document.activeElement;
  if (!id || (a && a !== document.body && a.isConnected)) return;
  const el = document.getElementById(id);
  if (el) el.focus();
}

async function render(ctx) {
  const root = ctx.root;
  const focus = focused(root);
  replace($('#battle-summary', root), views.summary(ctx));
  replace($('#col-left', root), dicePanel(ctx), views.initiative(ctx), sequencePanel(ctx), views.effects(ctx), ctx.seatsPanel);
  replace($('#col-grid', root), gridPanel(ctx));
  replace($('#col-table', root), h('section', { class: 'panel', 'aria-labelledby': 'h-combatants' },
    h('h2', { id: 'h-combatants' }, 'Combatants'), h('div', { class: 'scroll' }, views.combatants(ctx))));
  const sig = signature(ctx);
  if (sig !== ctx.formSignature) {
    ctx.formSignature = sig;
    const keep = $('#command-type', root) ? $('#command-type', root).value : null;
    replace($('#col-actions', root), await actionsPanel(ctx));
    if (keep && ctx.chooseCommand) ctx.chooseCommand(keep);
    ctx.seatsPanel = tokensPanel(ctx);
    replace($('#col-left', root), dicePanel(ctx), views.initiative(ctx), sequencePanel(ctx), views.effects(ctx), ctx.seatsPanel);
  }
  // a new turn names its actor in the form (a second EndTurn is not sent for the previous one); the rest stays typed
  const turn = ctx.data.summary.turn ? ctx.data.summary.turn.actor : null;
  if (turn !== ctx.formTurn) {
    if (ctx.formTurn !== undefined) ctx.selected = null;
    ctx.formTurn = turn;
    if (turn && ctx.followTurn) ctx.followTurn(turn);
  }
  const log = views.log(ctx);
  replace($('#col-log', root), h('section', { class: 'panel', 'aria-labelledby': 'h-log' }, h('h2', { id: 'h-log' }, 'Log'),
    h('div', { class: 'scroll log-scroll' }, log)));
  const scroller = $('.log-scroll', root);
  scroller.scrollTop = scroller.scrollHeight;
  const scrubbing = document.activeElement && document.activeElement.id === 'scrubber';
  if (!scrubbing) replace($('#col-timeline', root), timelinePanel(ctx));
  refocus(focus);
  root.dataset.position = String(ctx.position);
  root.dataset.step = String(ctx.data.summary.step);
  document.title = `${ctx.data.summary.name} — Battle Ledger`;
}

function refresher(ctx) {
  let running = null;
  let again = false;
  const run = async () => {
    if (running) { again = true; return running; }
    running = (async () => {
      do {
        again = false;
        try {
          await load(ctx);
          await render(ctx);
        } catch (p) {
          replace($('#battle-error', ctx.root), p.title ? `${p.title}: ${p.detail}` : String(p));
        }
      } while (again);
      running = null;
    })();
    return running;
  };
  let timer = null;
  return {
    now: run,
    soon() { clearTimeout(timer); timer = setTimeout(run, 120); },
  };
}

export async function open(main, id) {
  const seat = session.seat(id);
  if (!seat) {
    replace(main, h('section', { class: 'panel' }, h('h2', {}, `No token for ${id} in this tab`),
      h('p', {}, 'Join it with the token your GM gave you, or open the join link again. '), h('a', { href: '#/' }, 'Back to the encounters')));
    return null;
  }
  const root = h('div', { id: 'battle', class: 'battle', dataset: { encounter: id, role: seat.role } },
    h('nav', { class: 'crumbs', 'aria-label': 'Breadcrumb' }, h('a', { href: '#/' }, '← Encounters')),
    h('div', { id: 'battle-summary' }), h('p', { id: 'battle-error', role: 'alert' }), gmTokenOnce(session.announced(id)),
    h('div', { class: 'layout' },
      h('div', { id: 'col-left', class: 'col' }),
      h('div', { class: 'col wide' }, h('div', { id: 'col-grid' }), h('div', { id: 'col-table' }), h('div', { id: 'col-actions' })),
      h('div', { class: 'col' }, h('div', { id: 'col-log' }), h('div', { id: 'col-timeline' }))));
  replace(main, root);
  const ctx = { id, seat, root, data: {}, position: 0, scrub: null, selected: null, catalogue: {}, formSignature: null };
  const refresh = refresher(ctx);
  ctx.afterCommand = (answer) => {
    ctx.position = Math.max(ctx.position, answer.position || 0);
    refresh.now();
  };
  ctx.sight = sightReader(ctx);
  const summary = await call(`/encounters/${seg(id)}`, { token: seat.token }).catch((p) => p);
  if (summary instanceof Error) {
    replace($('#battle-error', root), `${summary.title}: ${summary.detail}`);
    return null;
  }
  ctx.catalogue = await loadCatalogue(summary.ruleset || 'playtest');
  await refresh.now();
  const live = $('#live');
  const stream = follow(id, seat.token, ctx.position, (line, position) => {
    if (position > ctx.position) {
      ctx.position = position;
      refresh.soon();
    }
  }, (state) => {
    replace(live, state === 'live' ? '● live' : state === 'refused' ? 'stream refused' : 'reconnecting…');
    live.dataset.state = state;
  });
  const up = () => ctx.onPointerUp && ctx.onPointerUp();
  document.addEventListener('pointerup', up);
  return () => {
    stream.close();
    document.removeEventListener('pointerup', up);
    replace(live);
  };
}
