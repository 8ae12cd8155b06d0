package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.StepsKept;

import java.util.ArrayList;
import java.util.List;

/**
 * The battle after a revision keeps a run of entries as they were ({@link StepsKept}, issue 16): their events again,
 * on the battle the revision has reached. When the run is every entry the battle had from its first step on, and the
 * revision has brought the battle back to where it stood before that step, the battle is the one from before the
 * revision, and is taken as it is rather than folded again (issue 18: a deep revision costs what it changes, not the
 * length of the battle). Folding the entries before the run, to compare, is only done when it is the smaller fold.
 */
final class KeptSteps {

    private KeptSteps() {
    }

    static Battle after(History h, StepsKept kept, Battle b) {
        List<Entry> run = h.setAside(kept.from(), kept.to());
        Battle unchanged = h.revised() == null ? null : unchanged(h, h.revised(), run, kept.from(), b);
        if (unchanged != null) {
            return unchanged;
        }
        for (Entry entry : run) {
            for (EncounterEvent event : entry.events()) {
                b = BattleFold.apply(b, event);
            }
        }
        return b;
    }

    /** The battle from before the revision, if keeping {@code run} on {@code b} is sure to give it; else null. */
    private static Battle unchanged(History h, History.Revised revised, List<Entry> run, int from, Battle b) {
        // the entries set aside are entries of the history as it was: as many as it had from that step on, they are
        // those very entries, in their order
        List<Entry> was = revised.entries();
        int first = History.firstAtOrAfter(was, from);
        if (run.isEmpty() || was.size() - first != run.size() || first > run.size()) {
            return null;
        }
        // in effect from that step on: only rulings about the past (an override, submitted dice), which fold to nothing
        List<Entry> now = h.entries();
        for (int i = History.firstAtOrAfter(now, from); i < now.size(); i++) {
            if (!History.retroactive(now.get(i))) {
                return null;
            }
        }
        Battle before = Battle.EMPTY;
        for (int i = 0; i < first; i++) {
            for (EncounterEvent event : was.get(i).events()) {
                before = BattleFold.apply(before, event);
            }
        }
        return same(before, b) ? revised.battle() : null;
    }

    /** The same battle, the combatants in the same order too (their map's equality ignores order). */
    private static boolean same(Battle a, Battle b) {
        return a.equals(b) && new ArrayList<>(a.combatants().keySet()).equals(new ArrayList<>(b.combatants().keySet()));
    }
}
