package battleledger.kernel.audit;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.timeline.Outcomes;

import java.util.List;

/**
 * Revisions stored before issue 16 recorded every later command decided again, even those that came out the same;
 * today's rules record those as {@link StepsKept}. Such a stored step verifies when it leaves the same battle and the
 * same commands in effect with the same events (but for their step stamps) and drops the same commands.
 */
final class OlderRevisions {

    private OlderRevisions() {
    }

    static boolean sameOutcome(EncounterState before, List<EncounterEvent> stored, List<EncounterEvent> decided) {
        if (stored.isEmpty() || decided.isEmpty() || stored.stream().anyMatch(StepsKept.class::isInstance)
                || !sameHeader(stored.get(0), decided.get(0))) {
            return false;
        }
        EncounterState a = fold(before, stored);
        EncounterState b = fold(before, decided);
        if (!Outcomes.sameBattle(a.battle(), b.battle())) {
            return false;
        }
        List<Entry> x = a.history().entries();
        List<Entry> y = b.history().entries();
        if (x.size() != y.size()) {
            return false;
        }
        for (int i = 0; i < x.size(); i++) {
            if (x.get(i).origin() != y.get(i).origin()) {
                return false;
            }
            // the revision's own entry is its header, compared above
            if (x.get(i).origin() != stored.get(0).step() && !Outcomes.same(x.get(i).events(), y.get(i).events())) {
                return false;
            }
        }
        return true;
    }

    /** The same revision (command and dropped steps); the steps it names as decided again may differ. */
    private static boolean sameHeader(EncounterEvent s, EncounterEvent d) {
        if (s instanceof RollOverridden x && d instanceof RollOverridden y) {
            return x.command().equals(y.command()) && x.firstDie() == y.firstDie() && x.dropped().equals(y.dropped());
        }
        if (s instanceof RulingRevoked x && d instanceof RulingRevoked y) {
            return x.revokedStep() == y.revokedStep() && x.dropped().equals(y.dropped());
        }
        return false;
    }

    private static EncounterState fold(EncounterState state, List<EncounterEvent> events) {
        for (EncounterEvent e : events) {
            state = EncounterEvolver.evolve(state, e);
        }
        return state;
    }
}
