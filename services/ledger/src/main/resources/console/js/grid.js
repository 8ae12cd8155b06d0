// The grid (003; README, The API: GET /grid): squares or pointy-top hexes in axial coordinates, walls, difficult
// terrain, every creature's cells (tokens by size), the zones in effect. The GM (or a player, for its own
// combatant) drags a token cell by cell and the path is sent as cells (Move); hovering a creature shows the range,
// cover and line of sight the service computes from the actor's place; with CastSpell chosen, a click on the grid
// sets the area's point of origin (an intersection; on hexes a hex's corner).
import { h, s, replace } from './dom.js';
import { call, seg } from './api.js';
import { send } from './forms.js';
import { nameOf } from './views.js';
import { problemBox, showProblem, clearProblem } from './problems.js';

const U = 40;
const R3 = Math.sqrt(3);
const HEX_CORNERS = [[0, -1 / R3], [0.5, -0.5 / R3], [0.5, 0.5 / R3], [0, 1 / R3], [-0.5, 0.5 / R3], [-0.5, -0.5 / R3]];

function geometry(kind) {
  if (kind === 'hexes') {
    const center = (c) => [c.x + c.y / 2, (c.y * R3) / 2];
    return {
      center,
      corners: (c) => { const [cx, cy] = center(c); return HEX_CORNERS.map(([dx, dy]) => [cx + dx, cy + dy]); },
      cells(b) {
        const out = [];
        for (let y = b.minY; y <= b.maxY; y += 1) for (let x = b.minX; x <= b.maxX; x += 1) out.push({ x, y });
        return out;
      },
    };
  }
  return {
    center: (c) => [c.x + 0.5, c.y + 0.5],
    corners: (c) => [[c.x, c.y], [c.x + 1, c.y], [c.x + 1, c.y + 1], [c.x, c.y + 1]],
    cells(b) {
      const out = [];
      for (let y = b.minY; y <= b.maxY; y += 1) for (let x = b.minX; x <= b.maxX; x += 1) out.push({ x, y });
      return out;
    },
  };
}

const key = (c) => `${c.x},${c.y}`;
const points = (list) => list.map(([x, y]) => `${(x * U).toFixed(1)},${(y * U).toFixed(1)}`).join(' ');

function mayMove(ctx, id) {
  return ctx.seat.role === 'gm' || (ctx.seat.role === 'player' && ctx.seat.combatants.includes(id));
}

function actorNow(ctx) {
  return ctx.selected || (ctx.data.summary.turn && ctx.data.summary.turn.actor) || null;
}

export function gridPanel(ctx) {
  const g = ctx.data.grid;
  if (!g) return null;
  const geo = geometry(g.grid);
  const b = g.bounds || { minX: 0, minY: 0, maxX: 9, maxY: 9 };
  const cells = geo.cells(b);
  const all = cells.flatMap((c) => geo.corners(c));
  const minX = Math.min(...all.map((p) => p[0])) - 0.2;
  const minY = Math.min(...all.map((p) => p[1])) - 0.2;
  const maxX = Math.max(...all.map((p) => p[0])) + 0.2;
  const maxY = Math.max(...all.map((p) => p[1])) + 0.2;
  const walls = new Set((g.walls || []).map(key));
  const difficult = new Set((g.difficult || []).map(key));
  const obscured = new Set((g.obscured || []).map(key));
  const sides = [...new Set((ctx.data.combatants || []).map((c) => c.side))];
  const sight = h('p', { id: 'sight', class: 'sight', role: 'status', 'aria-live': 'polite' }, 'Hover a creature to see range, cover and line of sight.');
  const problems = problemBox();
  const preview = s('polyline', { class: 'path', points: '' });
  const marker = s('circle', { class: 'point', r: 5, cx: -100, cy: -100 });
  let drag = null;

  const shape = (c, cls, extra = {}) => (g.grid === 'hexes'
    ? s('polygon', { class: cls, points: points(geo.corners(c)), ...extra })
    : s('rect', { class: cls, x: c.x * U, y: c.y * U, width: U, height: U, ...extra }));

  const enterCell = (c) => {
    if (!drag) return;
    const anchor = { x: drag.anchor.x + c.x - drag.grab.x, y: drag.anchor.y + c.y - drag.grab.y };
    const last = drag.path.length ? drag.path[drag.path.length - 1] : drag.anchor;
    if (key(anchor) === key(last)) return;
    drag.path.push(anchor);
    preview.setAttribute('points', points([drag.anchor, ...drag.path].map(geo.center)));
  };

  const svg = s('svg', { id: 'grid', class: `grid ${g.grid}`, role: 'img', viewBox: `${minX * U} ${minY * U} ${(maxX - minX) * U} ${(maxY - minY) * U}`,
    'aria-label': `Battle grid (${g.grid}), ${(g.occupants || []).length} creatures; move a token by dragging it or with the Move form` },
  s('g', { class: 'cells' }, cells.map((c) => {
    const cls = `cell${walls.has(key(c)) ? ' wall' : ''}${difficult.has(key(c)) ? ' difficult' : ''}${obscured.has(key(c)) ? ' obscured' : ''}`;
    const el = shape(c, cls, { 'data-x': c.x, 'data-y': c.y });
    el.addEventListener('pointerenter', () => enterCell(c));
    el.append(s('title', {}, `(${c.x},${c.y})${walls.has(key(c)) ? ' wall' : ''}${difficult.has(key(c)) ? ' difficult terrain' : ''}${obscured.has(key(c)) ? ' heavily obscured' : ''}`));
    return el;
  })),
  s('g', { class: 'areas' }, (g.areas || []).flatMap((a) => (a.cells || []).map((c) => shape(c, 'area', { 'data-effect': a.effect || a.id || '' },
    s('title', {}, `${a.spell || a.effect || 'zone'} (${c.x},${c.y})`))))),
  resolvedAreas(ctx, g, shape),
  s('g', { class: 'tokens' }, (g.occupants || []).map((o) => {
    const combatant = (ctx.data.combatants || []).find((c) => c.id === o.combatant) || { name: o.combatant, side: '' };
    const centres = o.cells.map(geo.center);
    const cx = centres.reduce((t, p) => t + p[0], 0) / centres.length;
    const cy = centres.reduce((t, p) => t + p[1], 0) / centres.length;
    const movable = mayMove(ctx, o.combatant);
    const token = s('g', { class: `token side-${sides.indexOf(combatant.side) % 4} ${o.life}${movable ? ' movable' : ''}`,
      'data-combatant': o.combatant, tabindex: 0, role: 'button', 'data-x': o.anchor.x, 'data-y': o.anchor.y,
      'aria-label': `${combatant.name}, ${o.size}, ${o.life}, at (${o.anchor.x},${o.anchor.y})` },
    o.cells.map((c) => {
      const el = shape(c, 'space');
      el.addEventListener('pointerenter', () => enterCell(c));
      return el;
    }),
    s('text', { x: cx * U, y: cy * U + 5, 'text-anchor': 'middle' }, combatant.name.slice(0, 3)));
    token.addEventListener('pointerdown', (ev) => {
      if (ev.button !== 0) return;
      if (!movable) {
        // a player moves only its own combatants (the service answers 403 not-your-combatant to anything else)
        if (ctx.seat.role === 'player') {
          showProblem(problems, { title: `${combatant.name} is not yours to move`, code: 'not-your-combatant',
            detail: `a player moves only its own combatants (${ctx.seat.combatants.join(', ')})`, rule: '' });
        }
        return;
      }
      ev.preventDefault();
      const i = [...token.querySelectorAll('.space')].indexOf(ev.target);
      drag = { actor: o.combatant, anchor: o.anchor, grab: i >= 0 ? o.cells[i] : o.anchor, path: [] };
      preview.setAttribute('points', '');
    });
    token.addEventListener('pointerenter', () => hover(o.combatant));
    token.addEventListener('focus', () => hover(o.combatant));
    token.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        ctx.selected = o.combatant;
        replace(sight, `${combatant.name} selected: hover or focus another creature for range, cover and sight.`);
        if (movable && ctx.chooseCommand) ctx.chooseCommand('Move', { actor: o.combatant });
      }
    });
    return token;
  })),
  preview, marker);

  async function hover(target) {
    const from = actorNow(ctx);
    if (!from || from === target || !ctx.sight) return;
    try {
      const v = await ctx.sight(from, target);
      replace(sight, `${nameOf(ctx, from)} → ${nameOf(ctx, target)}: ${v.distance} feet, `,
        h('strong', {}, v.cover), ` cover, line of sight ${v.lineOfSight ? 'yes' : 'no'}`,
        v.basis ? h('small', {}, ` (${v.basis})`) : null);
      sight.dataset.from = from;
      sight.dataset.to = target;
    } catch (p) {
      replace(sight, `${nameOf(ctx, target)}: ${p.detail || p.title}`);
    }
  }

  svg.addEventListener('click', (ev) => {
    const form = document.getElementById('command-form');
    const chosen = document.getElementById('command-type');
    if (!form || !chosen || !/CastSpell/.test(chosen.value)) return;
    const m = svg.getScreenCTM().inverse();
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m);
    const gx = p.x / U;
    const gy = p.y / U;
    let best = null;
    if (g.grid === 'hexes') {
      for (const c of cells) geo.corners(c).forEach(([x, y], i) => {
        const d = (x - gx) ** 2 + (y - gy) ** 2;
        if (!best || d < best.d) best = { d, x: c.x, y: c.y, corner: i, px: x, py: y };
      });
    } else {
      best = { x: Math.round(gx), y: Math.round(gy), corner: null, px: Math.round(gx), py: Math.round(gy) };
    }
    const set = (name, v) => { const el = form.querySelector(`[name="${name}"]`); if (el) el.value = v == null ? '' : String(v); };
    set('point.x', best.x);
    set('point.y', best.y);
    set('point.corner', best.corner);
    marker.setAttribute('cx', best.px * U);
    marker.setAttribute('cy', best.py * U);
  });

  const finish = async () => {
    if (!drag) return;
    const { actor, path } = drag;
    drag = null;
    if (!path.length) return;
    clearProblem(problems);
    try {
      await send(ctx, { type: 'Move', actor, path });
    } catch (p) {
      showProblem(problems, p);
      preview.setAttribute('points', '');
    }
  };
  ctx.onPointerUp = finish;

  return h('section', { class: 'panel grid-panel', 'aria-labelledby': 'h-grid' }, h('h2', { id: 'h-grid' }, 'Grid'),
    h('div', { class: 'grid-wrap' }, svg), sight, problems,
    h('p', { class: 'legend' }, h('span', { class: 'key wall' }, 'wall'), ' ', h('span', { class: 'key difficult' }, 'difficult terrain'),
      ' ', h('span', { class: 'key obscured' }, 'heavily obscured'),
      ' ', h('span', { class: 'key area' }, 'area in play'),
      (g.resolved || []).length ? [' ', h('span', { class: 'key resolved' }, 'area resolved this round')] : null));
}

/**
 * The instant areas resolved this round (a fireball: GET /grid's resolved), the latest step's drawn strongest; an
 * area whose casting nobody could perceive comes without its caster, and is drawn without one.
 */
function resolvedAreas(ctx, g, shape) {
  const list = g.resolved || [];
  const latest = list.reduce((m, a) => Math.max(m, a.step), 0);
  return s('g', { class: 'resolved-areas', id: 'resolved-areas' }, list.map((a) => s('g', {
    class: `resolved${a.step === latest ? ' latest' : ''}`, 'data-spell': a.spell, 'data-step': a.step,
    'data-caster': a.caster || '' },
  (a.cells || []).map((c) => shape(c, 'resolved-cell', { 'data-x': c.x, 'data-y': c.y },
    s('title', {}, `${a.spell}${a.caster ? ` cast by ${nameOf(ctx, a.caster)}` : ''}, resolved at step ${a.step} (${c.x},${c.y})`))))));
}

export function sightReader(ctx) {
  return (from, to) => call(`/encounters/${seg(ctx.id)}/sight?actor=${seg(from)}&target=${seg(to)}`, { token: ctx.seat.token });
}
