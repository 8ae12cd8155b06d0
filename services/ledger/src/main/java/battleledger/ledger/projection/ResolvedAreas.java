package battleledger.ledger.projection;

import battleledger.kernel.event.DeclaredAction;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SequenceEvent.ActionDeclared;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SpellEvent.AreaResolved;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The instant areas of effect (a fireball) resolved this round (issue 14): an instant spell leaves no zone in the
 * battle, so the grid would never show where it went off. They are read from the steps in effect (an undone step's
 * fireball is gone with it), newest first back to the start of the round, and each names its caster with whether the
 * casting could be perceived (000 › Perceiving a Caster at Work), so the API can keep an unseen caster secret.
 */
final class ResolvedAreas {

    /** How many steps back a search for an area's caster reaches, so a long battle is never walked whole. */
    static final int REACH = 256;

    private ResolvedAreas() {
    }

    static List<GridViews.ResolvedArea> thisRound(EncounterState s) {
        List<Entry> entries = s.history().entries();
        List<AreaResolved> found = new ArrayList<>();
        Map<String, DeclaredAction> declared = new HashMap<>();
        Map<String, Boolean> perceptible = new HashMap<>();
        boolean roundBegins = false;
        int walked = 0;
        for (int i = entries.size() - 1; i >= 0 && walked < REACH; i--, walked++) {
            List<EncounterEvent> events = entries.get(i).events();
            for (int j = events.size() - 1; j >= 0; j--) {
                EncounterEvent e = events.get(j);
                if (e instanceof AreaResolved a && !roundBegins) {
                    found.add(a);
                } else if (e instanceof SpellBegun b) {
                    declared.putIfAbsent(b.pending().id(), b.pending());
                    perceptible.putIfAbsent(b.pending().id(), b.perceptible());
                } else if (e instanceof ActionDeclared d) {
                    declared.putIfAbsent(d.pending().id(), d.pending());
                } else if (e instanceof RoundStarted || e instanceof CombatStarted) {
                    roundBegins = true;
                }
            }
            if (roundBegins && found.stream().allMatch(a -> declared.containsKey(a.pending()))) {
                break;
            }
        }
        Collections.reverse(found);
        List<GridViews.ResolvedArea> areas = new ArrayList<>();
        for (AreaResolved a : found) {
            DeclaredAction p = declared.get(a.pending());
            areas.add(new GridViews.ResolvedArea(a.step(), a.spell(), p == null ? null : p.actor(),
                    p == null ? null : p.point(), a.area(), a.method(), a.cells(),
                    perceptible.getOrDefault(a.pending(),
                            p == null || SpellViews.perceptible(s.battle(), p.actor(), a.spell()))));
        }
        return areas;
    }
}
