// The console's entry: a hash router over the two views (issue 14). #/ lists, creates and joins encounters;
// #/e/<id> opens one; #/join/<id>/<token>[/<combatant,...>] is the link a GM hands a player (the fragment never
// reaches the server) and is kept in sessionStorage with the role the service answers for it, then dropped from the
// address bar.
import { $ } from './dom.js';
import * as session from './session.js';
import { home } from './encounters.js';
import { open } from './battle.js';

let closeCurrent = null;

async function route() {
  if (closeCurrent) { closeCurrent(); closeCurrent = null; }
  const main = $('#main');
  const hash = location.hash.replace(/^#/, '') || '/';
  const parts = hash.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'join' && parts.length >= 3) {
    const [, id, token] = parts;
    const named = parts[3] ? parts[3].split(',').filter(Boolean) : [];
    // the role is the service's answer, not the link's: an auditor's or another GM's link names no combatants either
    const seat = await session.seatOf(id, token, named)
      .catch(() => ({ role: named.length ? 'player' : 'spectator', combatants: named }));
    if (session.mayReplace(id, token, seat)) session.keep(id, token, seat.role, seat.combatants);
    history.replaceState(null, '', `#/e/${encodeURIComponent(id)}`);
    return route();
  }
  if (parts[0] === 'e' && parts[1]) {
    closeCurrent = await open(main, parts[1]);
  } else {
    document.title = 'Battle Ledger — encounters';
    await home(main);
  }
}

window.addEventListener('hashchange', route);
route();
