package battleledger.kernel.timeline;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.BattleFold;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.History;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * When a command decided again came out the same (issue 16: a revision records what it changed, not every later step
 * again): the same events but for the step they are stamped with, or the same battle to decide on.
 */
public final class Outcomes {

    private Outcomes() {
    }

    /**
     * Whether two decisions of one command gave the same events, each stamped with the step it was decided in. An
     * event's text form is canonical (records, ordered maps and lists), and its step is its first component; an
     * event whose text does not begin with its step counts as different, which only records it again.
     */
    public static boolean same(List<EncounterEvent> a, List<EncounterEvent> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            EncounterEvent x = a.get(i);
            EncounterEvent y = b.get(i);
            if (x.getClass() != y.getClass()) {
                return false;
            }
            String sx = unstamped(x);
            if (sx == null || !sx.equals(unstamped(y))) {
                return false;
            }
        }
        return true;
    }

    private static String unstamped(EncounterEvent e) {
        String text = e.toString();
        String stamp = e.getClass().getSimpleName() + "[step=" + e.step();
        if (!text.startsWith(stamp) || text.length() > stamp.length() && Character.isDigit(text.charAt(stamp.length()))) {
            return null;
        }
        return text.substring(stamp.length());
    }

    /** The same battle, the combatants in the same order too (their map's equality ignores order). */
    public static boolean sameBattle(Battle a, Battle b) {
        return a != null && b != null && a.equals(b)
                && new ArrayList<>(a.combatants().keySet()).equals(new ArrayList<>(b.combatants().keySet()));
    }

    /**
     * The battle just before each entry first decided at or after {@code point}, as the history folds it now; folded
     * only as far as it is asked (issue 18: a revision that soon finds the battle as it was folds a few steps, not the
     * whole battle).
     */
    static BattlesBefore battlesBefore(History history, int point) {
        return new BattlesBefore(history.entries(), point);
    }

    /** The battles before the entries at or after a point, folded lazily in the history's order. */
    static final class BattlesBefore {
        private final List<Entry> entries;
        private final int point;
        private final Map<Integer, Battle> before = new HashMap<>();
        private Battle b = Battle.EMPTY;
        private int next;

        private BattlesBefore(List<Entry> entries, int point) {
            this.entries = entries;
            this.point = point;
        }

        /** The battle before the entry first decided in {@code origin}, or null if it is none of them. */
        Battle get(int origin) {
            java.util.Iterator<Entry> it = next < entries.size() ? entries.listIterator(next) : null;
            while (!before.containsKey(origin) && it != null && it.hasNext()) {
                Entry e = it.next();
                next++;
                if (e.origin() >= point && !History.retroactive(e)) {
                    before.put(e.origin(), b);
                }
                for (EncounterEvent event : e.events()) {
                    b = BattleFold.apply(b, event);
                }
            }
            return before.get(origin);
        }
    }
}
