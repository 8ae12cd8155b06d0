package battleledger.kernel.audit;

import battleledger.kernel.event.EncounterEvent;

import java.util.List;
import java.util.Map;

/**
 * Citations corrected after battles were stored under them. An event records the rule it was decided by; a stored
 * event that cites a section by its old name is the event today's rules decide, and a stored battle still verifies
 * (and a battle file exported before still imports). Old name → the name cited now.
 */
final class RenamedCitations {

    /**
     * 004 has no "Magic tricks" section: the trick rule is in the opening paragraph of "Casting Spells"
     * ({@code DragonbaneRule.MAGIC_TRICKS}).
     */
    static final Map<String, String> RENAMED = Map.of("004 › Casting Spells › Magic tricks", "004 › Casting Spells");

    private RenamedCitations() {
    }

    /** Whether the stored events are the decided ones, but for citations stored under an old name. */
    static boolean same(List<EncounterEvent> stored, List<EncounterEvent> decided) {
        if (stored.size() != decided.size()) {
            return false;
        }
        for (int i = 0; i < stored.size(); i++) {
            EncounterEvent s = stored.get(i);
            EncounterEvent d = decided.get(i);
            if (s.getClass() != d.getClass() || !renamed(s.toString()).equals(d.toString())) {
                return false;
            }
        }
        return true;
    }

    private static String renamed(String text) {
        String out = text;
        for (Map.Entry<String, String> r : RENAMED.entrySet()) {
            out = out.replace("rule=" + r.getKey() + ",", "rule=" + r.getValue() + ",")
                    .replace("rule=" + r.getKey() + "]", "rule=" + r.getValue() + "]");
        }
        return out;
    }
}
