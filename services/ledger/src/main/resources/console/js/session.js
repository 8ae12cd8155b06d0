// Tokens live in sessionStorage (issue 14): one entry per encounter this tab has created or joined.

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

export function forget(encounter) {
  const a = all();
  delete a[encounter];
  sessionStorage.setItem(KEY, JSON.stringify(a));
}
