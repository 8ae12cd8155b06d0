// Tokens live in sessionStorage (issue 14): one entry per encounter this tab has created or joined.
import { call, seg } from './api.js';

const KEY = 'battle-ledger.console.tokens';

function all() {
  try { return JSON.parse(sessionStorage.getItem(KEY) || '{}') || {}; } catch { return {}; }
}

export function seats() {
  return all();
}

export function seat(encounter) {
  return all()[encounter] || null;
}

/** role: gm | player | spectator | audit; combatants: the player's. */
export function keep(encounter, token, role, combatants = [], label = '') {
  const a = all();
  a[encounter] = { token, role, combatants, label };
  sessionStorage.setItem(KEY, JSON.stringify(a));
}

/** A join link (or the Join form) used in the GM's own tab asks before the GM's seat of that encounter is given up. */
export function mayReplace(id, token, wanted) {
  const held = seat(id);
  if (!held || held.role !== 'gm' || held.token === token || wanted.role === 'gm') return true;
  return window.confirm(`This tab holds the GM's seat of ${id}. Replace it with the ${wanted.role} seat of this token? `
    + 'Unless you kept the GM token, this tab can no longer act as the GM. Cancel keeps the GM\u2019s seat.');
}

export function forget(encounter) {
  const a = all();
  delete a[encounter];
  sessionStorage.setItem(KEY, JSON.stringify(a));
}

/**
 * The seat a token really holds, as the service answers it (GET /encounters/{id}/seat; README, Who may do what), not
 * as a link says: its role and, for a player, the combatants it acts for, narrowed to those {@code named} among them
 * when any are. Throws the Problem of a token the service refuses outright (401, 404).
 */
export async function seatOf(encounter, token, named = []) {
  const seat = await call(`/encounters/${seg(encounter)}/seat`, { token });
  const own = seat.combatants || [];
  // a player may sit as some of the combatants its token acts for (a join link or the Join form names them)
  const playing = named.filter((c) => own.includes(c));
  return { role: seat.role === 'admin' ? 'audit' : seat.role, combatants: playing.length ? playing : own };
}

let created = null;

/** The GM token of the encounter this tab just created, to be shown once on its page (the service shows it once). */
export function announce(encounter, token) {
  created = { encounter, token };
}

/** The token announce() kept for this encounter, once; then null. */
export function announced(encounter) {
  const t = created && created.encounter === encounter ? created.token : null;
  if (t) created = null;
  return t;
}
